/** The definition in an answer, typed: the backend checked it against schemas/form.schema.json before serving it. */
import type { FormDefinition } from '../../../runtime/app/index.ts';

export const asDefinition = (definition: unknown): FormDefinition => definition as FormDefinition;
