/**
 * A form's draft on this device (officeDb, no expiry): what was entered and the submission's id, so a
 * reload, a lost connection or a closed tab loses nothing, and a retry after a timeout sends the same id
 * (one record, runtime/shared/forms/formAnswers.ts). A draft of another version of the form is not
 * restored: its fields may no longer exist or mean the same.
 */
import { officeDb } from '../storage/officeDb.ts';
import type { FormValues } from '../../shared/forms/index.ts';

export interface FormDraft {
  version: number;
  values: FormValues;
  submissionId: string;
}

const keyOf = (draftKey: string) => `formDraft.${draftKey}`;

export function readDraft(draftKey: string, version: number): FormDraft | undefined {
  const draft = officeDb.get<Partial<FormDraft>>(keyOf(draftKey));
  if (!draft || draft.version !== version || typeof draft.values !== 'object' || draft.values === null || typeof draft.submissionId !== 'string')
    return undefined;
  return draft as FormDraft;
}

export const saveDraft = (draftKey: string, draft: FormDraft): void => officeDb.set(keyOf(draftKey), draft);

export const dropDraft = (draftKey: string): void => officeDb.remove(keyOf(draftKey));

/** A new submission id: one per filled form, kept with its draft until the form is sent. */
export const newSubmissionId = (): string => crypto.randomUUID();
