/**
 * A child table: rows of the table's columns, added and removed by the user, each row a small group of
 * fields (a card on a phone, a line on a desktop), with the totals of its number columns underneath.
 * Rows live in the shared form state's child tables (useFormValues); a cell's problem is found by its
 * path [table, row, column].
 */
import { useLocalize } from '../../i18n/useLocalized.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { holds, rowsOf, tableTotals, type FormValues } from '../../../shared/forms/index.ts';
import { FORMS_NAMESPACE } from '../formTexts.ts';
import { FieldShell } from '../FieldShell.tsx';
import type { FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

export function TableField(props: FieldProps) {
  const { field, value, onChange, id, problems, sourcedOptions, disabled } = props;
  const localize = useLocalize();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const rows = rowsOf(value);
  const columns = field.columns ?? [];
  const locked = disabled || field.readOnly;
  const full = field.maxItems !== undefined && rows.length >= field.maxItems;
  const totals = tableTotals(field, rows);

  const setCell = (index: number, column: string, cell: unknown) =>
    onChange(
      rows.map((row, at) => (at === index ? Object.fromEntries(Object.entries({ ...row, [column]: cell }).filter(([, kept]) => kept !== undefined)) : row)),
    );

  return (
    <div className={styles.table} id={id} role="group" aria-labelledby={`${id}-label`}>
      {rows.length === 0 ? <p className={styles.hint}>{t('noRows')}</p> : null}
      {rows.map((row: FormValues, index) => (
        <fieldset key={index} className={styles.tableRow}>
          <legend>{t('row', { row: index + 1 })}</legend>
          {columns
            .filter((column) => holds(column.visibleIf, row))
            .map((column) => {
              const cellId = `${id}-${index}-${column.name}`;
              const problem = problems.find(
                (candidate) =>
                  candidate.path.length === 3 && candidate.path[0] === field.name && candidate.path[1] === index && candidate.path[2] === column.name,
              );
              return (
                <FieldShell
                  key={column.name}
                  field={column}
                  id={cellId}
                  value={row[column.name]}
                  onChange={(cell) => setCell(index, column.name, cell)}
                  problem={problem}
                  problems={problems}
                  sourcedOptions={sourcedOptions}
                  row={row}
                  required={column.required === true || (column.requiredIf !== undefined && holds(column.requiredIf, row))}
                  disabled={locked}
                />
              );
            })}
          {locked ? null : (
            <button type="button" className={styles.linkButton} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
              {t('removeRow', { row: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {rows.length > 0 && Object.keys(totals).length > 0 ? (
        <p className={styles.totals}>
          {t('totals', {
            sums: Object.entries(totals)
              .map(([name, sum]) => `${localize(columns.find((column) => column.name === name)?.label)} ${sum}`)
              .join(t('totalsSeparator')),
          })}
        </p>
      ) : null}
      {locked || full ? null : (
        <button type="button" className={styles.secondaryButton} onClick={() => onChange([...rows, {}])}>
          ＋ {t('addRow')}
        </button>
      )}
    </div>
  );
}
