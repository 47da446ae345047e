/**
 * A form definition a backend seeds or serves, checked when the sandbox starts: by the schema
 * (schemas/form.schema.json) and by the rules a schema cannot say (definitionProblems: a field declared
 * twice, a condition naming no field…). A module with a broken form then fails at startup, naming where
 * the form is and every problem, instead of answering a page a form it cannot draw.
 */
import type { ErrorObject } from 'ajv';
import { validateFormDefinition } from '../../runtime/host/manifest/manifestSchemas.ts';
import { definitionProblems, type FormDefinition } from '../../runtime/shared/forms/index.ts';

const schemaProblem = (error: ErrorObject) => {
  const allowed = Array.isArray((error.params as { allowedValues?: unknown }).allowedValues)
    ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.map((value) => JSON.stringify(value)).join(', ')})`
    : '';
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  return `${error.instancePath || '/'}: ${error.message ?? 'is invalid'}${allowed}${extra ? ` "${extra}"` : ''}`;
};

/**
 * The definition, typed, when it is valid; else throws an Error naming `where` (e.g.
 * `widgets/health-report/sandbox/seed.ts, form "daily"`) and every problem found.
 */
export function checkedDefinition(definition: unknown, where: string): FormDefinition {
  const problems = validateFormDefinition(definition)
    ? definitionProblems(definition as FormDefinition)
    : (validateFormDefinition.errors ?? []).map(schemaProblem);
  if (problems.length > 0) {
    throw new Error(`${where}: the form definition is invalid (schemas/form.schema.json):\n  - ${problems.join('\n  - ')}`);
  }
  return definition as FormDefinition;
}
