/**
 * A form's values while it is filled: scalar answers in React state, child tables in the shared form
 * state (legacy-portal §3 "child table data", runtime/app/formState), the draft saved on this device after every
 * change, and the submission id kept with it. The form's shared state is reset when the form opens, not
 * when it closes: a component that remounts (React's strict mode, a keep-alive page) must find its atoms.
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { childTablesAtom, resetFormAtom, setChildTableRowsAtom, type FormId } from '../formState/index.ts';
import { allFields, rowsOf, type FormDefinition, type FormValues } from '../../shared/forms/index.ts';
import { dropDraft, newSubmissionId, readDraft, saveDraft } from './formDraft.ts';

export interface FormValuesState {
  values: FormValues;
  setValue(name: string, value: unknown): void;
  /** The id this filled form is sent with (the draft's when one was restored). */
  submissionId: string;
  /** Whether the values came from a draft left on this device. */
  restored: boolean;
  /** Empties the form and forgets its draft (a new submission id too). */
  clear(): void;
  /** After a successful submit: the draft is gone, the next filling gets a new id. */
  forgetDraft(): void;
}

export interface FormValuesOptions {
  definition: FormDefinition;
  formId: FormId;
  /** Where the draft is kept; no draft without one (a read-only or one-off form). */
  draftKey?: string;
  /** What the form starts with when no draft is restored (an earlier submission being edited). */
  initialValues?: FormValues;
}

const defaultsOf = (definition: FormDefinition): FormValues =>
  Object.fromEntries(allFields(definition).flatMap((field) => (field.default === undefined || field.default === null ? [] : [[field.name, field.default]])));

export function useFormValues({ definition, formId, draftKey, initialValues }: FormValuesOptions): FormValuesState {
  const store = useStore();
  const version = definition.version ?? 1;
  const tableNames = useMemo(() => allFields(definition).flatMap((field) => (field.type === 'table' ? [field.name] : [])), [definition]);

  const [start] = useState(() => {
    const draft = draftKey ? readDraft(draftKey, version) : undefined;
    const values = draft?.values ?? { ...defaultsOf(definition), ...initialValues };
    // The form opens afresh: whatever an earlier opening left in its shared state goes.
    store.set(resetFormAtom, formId);
    for (const name of tableNames) store.set(setChildTableRowsAtom, formId, name, rowsOf(values[name]));
    return { draft, values, submissionId: draft?.submissionId ?? newSubmissionId() };
  });
  const [scalars, setScalars] = useState<FormValues>(() => Object.fromEntries(Object.entries(start.values).filter(([name]) => !tableNames.includes(name))));
  const [submissionId, setSubmissionId] = useState(start.submissionId);
  const [restored, setRestored] = useState(start.draft !== undefined);
  // Only what a person changed is a draft: merely opening a form leaves nothing behind.
  const [changed, setChanged] = useState(false);
  const tables = useAtomValue(childTablesAtom(formId));

  const values = useMemo(() => {
    const all: Record<string, unknown> = { ...scalars };
    for (const name of tableNames) all[name] = tables[name] ?? [];
    return all;
  }, [scalars, tables, tableNames]);

  const setValue = useCallback(
    (name: string, value: unknown) => {
      setChanged(true);
      if (tableNames.includes(name)) store.set(setChildTableRowsAtom, formId, name, rowsOf(value));
      else setScalars((current) => ({ ...current, [name]: value }));
    },
    [store, formId, tableNames],
  );

  useEffect(() => {
    if (draftKey && changed) saveDraft(draftKey, { version, values, submissionId });
  }, [draftKey, changed, version, values, submissionId]);

  const forgetDraft = useCallback(() => {
    if (draftKey) dropDraft(draftKey);
    setChanged(false);
    setRestored(false);
    setSubmissionId(newSubmissionId());
  }, [draftKey]);

  const clear = useCallback(() => {
    forgetDraft();
    const fresh = { ...defaultsOf(definition), ...initialValues };
    setScalars(Object.fromEntries(Object.entries(fresh).filter(([name]) => !tableNames.includes(name))));
    for (const name of tableNames) store.set(setChildTableRowsAtom, formId, name, rowsOf(fresh[name]));
  }, [forgetDraft, definition, initialValues, tableNames, store, formId]);

  return { values, setValue, submissionId, restored, clear, forgetDraft };
}
