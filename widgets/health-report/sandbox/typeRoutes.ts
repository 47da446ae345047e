/**
 * The student affairs office defines the report types (page epideType): the list, one type with its
 * form, and saving a type's name, deadline and form. A form is checked as the sandbox checks a seeded
 * one (schemas/form.schema.json, then the rules a schema cannot say) and refused with every problem and
 * its path; a saved form raises the type's version, so a draft of the old form is not restored.
 */
import type { ErrorObject } from 'ajv';
import {
  definitionProblems,
  epochSeconds,
  type FormDefinition,
  type KeyedRoutes,
  messageFor,
  SandboxErrorCode,
  validateFormDefinition,
} from '../../../sandbox/kit.ts';
import { HEALTH_MESSAGES, KEY_PAGES, type HealthEnv } from './access.ts';
import type { HealthContext } from './healthContext.ts';
import { fieldCount, typeFacts } from './reportStore.ts';

export interface DefinitionProblem {
  /** JSON pointer into the definition ('/sections/0/fields/1/type'); '/' for the whole form. */
  path: string;
  /** zh. */
  message: string;
}

const quoted = (values: unknown) => (Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join('、') : '');

/** An ajv error of the form schema in words for the office (zh). */
function schemaProblem(error: ErrorObject): DefinitionProblem {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath || '/';
  switch (error.keyword) {
    case 'required':
      return { path, message: `缺少必填项「${String(params.missingProperty)}」` };
    case 'additionalProperties':
      return { path, message: `不认识的属性「${String(params.additionalProperty)}」` };
    case 'enum':
      return { path, message: `应为以下值之一：${quoted(params.allowedValues)}` };
    case 'type':
      return { path, message: `类型应为 ${String(params.type)}` };
    case 'pattern':
      return { path, message: '格式不对：名称只能用字母、数字、_ 和 -，并以字母开头' };
    case 'minItems':
      return { path, message: `至少需要 ${String(params.limit)} 项` };
    case 'maxItems':
      return { path, message: `最多 ${String(params.limit)} 项` };
    case 'minimum':
    case 'maximum':
      return { path, message: `${error.keyword === 'minimum' ? '不能小于' : '不能大于'} ${String(params.limit)}` };
    default:
      return { path, message: `不符合表单定义的要求（${error.message ?? error.keyword}）` };
  }
}

/** Every problem of a definition: the schema's first, the form rules' (definitionProblems) when the shape is sound. */
export function problemsOfDefinition(definition: unknown): DefinitionProblem[] {
  if (!validateFormDefinition(definition)) return (validateFormDefinition.errors ?? []).map(schemaProblem);
  // The form rules name their field or section in their text (English, as written for operators).
  return definitionProblems(definition as FormDefinition).map((problem) => ({ path: '/', message: `表单规则：${problem}` }));
}

export function addTypeRoutes(routes: KeyedRoutes<HealthEnv>, context: HealthContext): void {
  const { services, types, access } = context;
  const save = services.db.prepare<[string, string, string, number, number, string]>(
    'UPDATE health_report_types SET name = ?, deadline = ?, definition = ?, version = ?, updated_at = ? WHERE key = ?',
  );

  routes.get('health-report.types', (c, { ok }) =>
    // The types whose definition pages the caller may open: all for the office, none for a student.
    ok({
      list: types
        .all()
        .filter((type) => access.mayOpen(c, type.key, KEY_PAGES.types))
        .map((type) => ({ ...typeFacts(type), fieldCount: fieldCount(type.definition), updatedAt: type.updatedAt })),
    }),
  );

  routes.get('health-report.type', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.type);
    if (type instanceof Response) return type;
    return ok({ type: typeFacts(type), definition: type.definition, updatedAt: type.updatedAt });
  });

  routes.post('health-report.saveType', (c, { input, ok }) => {
    const type = access.typeFor(c, input.variant, KEY_PAGES.saveType);
    if (type instanceof Response) return type;
    const { definition, deadline } = input;
    const name = input.name.trim();
    // The contract knows only that it is an object: whether it is a form that holds together, the form schema and rules say.
    const problems = problemsOfDefinition(definition);
    if (problems.length > 0) {
      return c.json({ e: SandboxErrorCode.badRequest, m: messageFor(c, HEALTH_MESSAGES.definitionInvalid(problems.length)), d: { problems } });
    }
    // Read and raise the version inside the write lock: two saves at once get two versions.
    const saved = services.db.transaction(() => {
      const version = types.get(type.key)!.version + 1;
      const stored: FormDefinition = { ...definition, version };
      save.run(name, deadline, JSON.stringify(stored), version, epochSeconds(services), type.key);
      return version;
    });
    return ok({ version: saved.immediate() });
  });
}
