/**
 * The sandbox's side of "contracts both ways": a call whose key declares a query or body schema
 * (widget.json `query`, `body`) is checked against it before its handler runs. Text from a query string or
 * a form is read as the schema's types (ajv's coercion: "2" for an integer, "true" for a boolean, one value
 * for an array); what does not follow the schema is refused with one 400 in the reader's language that
 * names the parameter and what it should be. The handler finds the checked input in `c.get('input')`.
 */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { MiddlewareHandler } from 'hono';
import { replyFail, SandboxErrorCode, type InThreeLanguages } from '../envelope.ts';
import { QUERY_PARAM_MESSAGES } from '../queryParams.ts';
import { readBody } from '../requestBody.ts';

// verbose: an error carries the schema it broke, whose `x-refusal` (below) says it in the widget's words.
const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: 'array', useDefaults: true, verbose: true });
addFormats.default(ajv);
const compiled = new Map<string, ValidateFunction>();

/** The compiled contract at `file` (an absolute path from apiDeclarations), compiled once. */
export function inputContract(file: string): ValidateFunction {
  let validate = compiled.get(file);
  if (!validate) {
    validate = ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object);
    compiled.set(file, validate);
  }
  return validate;
}

const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** The formats contracts use, said as a person would. */
const FORMAT_EXPECTATIONS: Record<string, InThreeLanguages> = {
  date: { zh: '应为日期（如 2026-05-11）', en: 'it should be a date such as 2026-05-11', tw: '應為日期（如 2026-05-11）' },
  'date-time': {
    zh: '应为时间（如 2026-05-11T08:00:00+08:00）',
    en: 'it should be a time such as 2026-05-11T08:00:00+08:00',
    tw: '應為時間（如 2026-05-11T08:00:00+08:00）',
  },
  email: { zh: '应为电子邮箱地址', en: 'it should be an email address', tw: '應為電子郵件地址' },
};

/** What the value should be, in the three languages, from the keyword it broke. */
function expectation(error: ErrorObject): InThreeLanguages {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const type = String(params.type);
      const zh: Record<string, string> = { integer: '整数', number: '数字', boolean: 'true 或 false', string: '文本', array: '列表', object: '对象' };
      const tw: Record<string, string> = { integer: '整數', number: '數字', boolean: 'true 或 false', string: '文字', array: '清單', object: '物件' };
      const en: Record<string, string> = {
        integer: 'a whole number',
        number: 'a number',
        boolean: 'true or false',
        string: 'text',
        array: 'a list',
        object: 'an object',
      };
      return { zh: `应为${zh[type] ?? type}`, en: `it should be ${en[type] ?? type}`, tw: `應為${tw[type] ?? type}` };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return { zh: `可选值为 ${allowed.join('、')}`, en: `it should be one of ${allowed.join(', ')}`, tw: `可選值為 ${allowed.join('、')}` };
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return { zh: `应不小于 ${String(params.limit)}`, en: `it should be at least ${String(params.limit)}`, tw: `應不小於 ${String(params.limit)}` };
    case 'maximum':
    case 'exclusiveMaximum':
      return { zh: `应不大于 ${String(params.limit)}`, en: `it should be at most ${String(params.limit)}`, tw: `應不大於 ${String(params.limit)}` };
    case 'maxLength':
    case 'maxItems':
      return { zh: `最多 ${String(params.limit)} 个`, en: `it may have at most ${String(params.limit)}`, tw: `最多 ${String(params.limit)} 個` };
    case 'minLength':
    case 'minItems':
      return { zh: `至少 ${String(params.limit)} 个`, en: `it needs at least ${String(params.limit)}`, tw: `至少 ${String(params.limit)} 個` };
    case 'format':
      return (
        FORMAT_EXPECTATIONS[String(params.format)] ?? {
          zh: `格式应为 ${String(params.format)}`,
          en: `it should be a ${String(params.format)}`,
          tw: `格式應為 ${String(params.format)}`,
        }
      );
    default:
      return { zh: '格式不正确', en: 'its form is not accepted', tw: '格式不正確' };
  }
}

type RefusingSchema =
  { 'x-refusal'?: InThreeLanguages; 'x-refusals'?: Record<string, InThreeLanguages>; properties?: Record<string, RefusingSchema> } | undefined;

/**
 * The widget's own words for a property that breaks its contract ("请填写日程标题" rather than "缺少字段
 * title"): on the property's schema, `"x-refusals": { "<keyword>": { "zh", "en", "tw" } }` for one rule it
 * breaks (`maxLength`), else `"x-refusal"` for any. A missing property is answered by its own schema's.
 */
function ownRefusal(error: ErrorObject): InThreeLanguages | undefined {
  const parent = error.parentSchema as RefusingSchema;
  const [schema, keyword] =
    error.keyword === 'required'
      ? [parent?.properties?.[String((error.params as { missingProperty: string }).missingProperty)], 'required']
      : [parent, error.keyword];
  return schema?.['x-refusals']?.[keyword] ?? schema?.['x-refusal'];
}

/**
 * The one refusal of an input that breaks its contract: the property's own words when its schema has
 * them, else naming the parameter (or field) and what it should be.
 */
export function inputRefusal(error: ErrorObject, input: Record<string, unknown>, where: 'query' | 'body'): InThreeLanguages {
  const own = ownRefusal(error);
  if (own) return own;
  const params = error.params as Record<string, unknown>;
  const noun = where === 'query' ? { zh: '参数', en: 'Parameter', tw: '參數' } : { zh: '字段', en: 'Field', tw: '欄位' };
  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    if (where === 'query') return QUERY_PARAM_MESSAGES.missing(name);
    return { zh: `缺少${noun.zh} ${name}`, en: `${noun.en} ${name} is missing`, tw: `缺少${noun.tw} ${name}` };
  }
  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    return { zh: `不接受${noun.zh} ${name}`, en: `${noun.en} ${name} is not accepted here`, tw: `不接受${noun.tw} ${name}` };
  }
  const path = error.instancePath.split('/').filter(Boolean);
  const name = path.join('.') || (where === 'query' ? 'query' : 'body');
  const received = path.reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step], input);
  const should = expectation(error);
  return {
    zh: `${noun.zh} ${name} 无效：${should.zh}，收到「${quoted(received)}」`,
    en: `${noun.en} ${name} is invalid: ${should.en}, but was "${quoted(received)}"`,
    tw: `${noun.tw} ${name} 無效：${should.tw}，收到「${quoted(received)}」`,
  };
}

/**
 * A query string as an object: one value a name, or the list of values of a repeated name. An empty value
 * (`?page=`) is no value: the old portal's pages send a parameter they have nothing for that way.
 */
function queryObject(url: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of new URL(url).searchParams) {
    if (value === '') continue;
    const before = out[name];
    out[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return out;
}

/** The check of a key's declared query or body, or undefined when it declares neither. */
export function inputCheck(declared: { method: 'GET' | 'POST'; query?: string; body?: string }): MiddlewareHandler | undefined {
  const file = declared.method === 'GET' ? declared.query : (declared.body ?? declared.query);
  if (!file) return undefined;
  const where = declared.method === 'GET' || !declared.body ? 'query' : 'body';
  const validate = inputContract(file);
  return async (c, next) => {
    let input: Record<string, unknown>;
    if (where === 'query') input = queryObject(c.req.url);
    else {
      const read = await readBody(c);
      if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message, 400);
      input = { ...read.body };
    }
    const checked = structuredClone(input);
    if (!validate(checked)) return replyFail(c, SandboxErrorCode.badRequest, inputRefusal(validate.errors![0]!, input, where), 400);
    c.set('input', checked);
    await next();
  };
}
