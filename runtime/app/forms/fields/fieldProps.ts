/** What every field control is given by the form (FieldControl.tsx). */
import type { Field, FieldProblem, FormValues } from '../../../shared/forms/index.ts';
import type { SourcedOptions } from '../useDataSources.ts';

export interface FieldProps {
  field: Field;
  value: unknown;
  onChange(value: unknown): void;
  /** The control's element id; the label points at it, the problem's text is `${id}-problem`. */
  id: string;
  /** The problem of this field, shown under it; a table's cells find theirs in `problems`. */
  problem?: FieldProblem;
  /** Every problem of the form (a table shows its cells' problems). */
  problems: readonly FieldProblem[];
  sourcedOptions: SourcedOptions;
  /** The row a table cell is in (its conditions read the row's values). */
  row?: FormValues;
  disabled?: boolean;
}

/** The attributes that tie a control to its label's help and its problem (screen readers read both). */
export const describedBy = ({ id, problem, field }: Pick<FieldProps, 'id' | 'problem' | 'field'>) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': [field.help ? `${id}-help` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined,
});
