/**
 * the form engine's rules: conditions, what is shown and sent, the checks of every field type
 * (the browser's before sending, the server's on every submission), a table's totals, and the problems
 * of a definition itself.
 */
import { describe, expect, it } from 'vitest';
import { validateFormDefinition } from '../../host/manifest/manifestSchemas.ts';
import type { FormDefinition } from '../generated/formDefinition.ts';
import {
  FORM_PROBLEMS_CODE,
  definitionProblems,
  holds,
  isAbnormal,
  isIdNumber,
  isPhone,
  isSubmissionId,
  problemsOfAnswer,
  safePattern,
  submittedValues,
  tableTotals,
  validateSubmission,
  visibleFields,
} from './index.ts';

const zh = (text: string) => ({ zh: text });

/** A daily health report as a school writes it: temperature to 0.1, status, symptoms when feverish. */
const dailyReport: FormDefinition = {
  id: 'daily-health',
  version: 2,
  title: zh('每日健康打卡'),
  sections: [
    {
      id: 'health',
      fields: [
        { name: 'temperature', type: 'number', label: zh('体温（℃）'), required: true, decimals: 1, min: 34, max: 43 },
        {
          name: 'status',
          type: 'choice',
          label: zh('今日状态'),
          required: true,
          options: [
            { value: 'well', label: zh('正常') },
            { value: 'isolated', label: zh('居家隔离'), abnormal: true },
          ],
        },
        {
          name: 'symptoms',
          type: 'choice',
          multiple: true,
          label: zh('症状'),
          visibleIf: { field: 'temperature', above: 37.2 },
          required: true,
          maxItems: 2,
          options: [
            { value: 'cough', label: zh('咳嗽'), abnormal: true },
            { value: 'fatigue', label: zh('乏力'), abnormal: true },
            { value: 'other', label: zh('其他') },
          ],
        },
        { name: 'note', type: 'textarea', label: zh('其他说明'), requiredIf: { field: 'symptoms', equals: 'other' }, maxLength: 10 },
      ],
    },
    {
      id: 'contact',
      visibleIf: { field: 'status', in: ['isolated'] },
      fields: [
        { name: 'phone', type: 'phone', label: zh('联系电话'), required: true },
        { name: 'idNumber', type: 'idNumber', label: zh('身份证号') },
        { name: 'since', type: 'date', label: zh('开始日期') },
      ],
    },
  ],
};

describe('conditions', () => {
  it('equals, in, notEmpty, above, below, all, any and not; a multiple choice equals a value it holds', () => {
    const values = { t: '37.5', s: ['cough', 'fatigue'], empty: '  ' };
    expect(holds({ field: 't', above: 37.2 }, values)).toBe(true);
    expect(holds({ field: 't', below: 37.2 }, values)).toBe(false);
    expect(holds({ field: 's', equals: 'cough' }, values)).toBe(true);
    expect(holds({ field: 's', in: ['x', 'fatigue'] }, values)).toBe(true);
    expect(holds({ field: 'empty', notEmpty: true }, values)).toBe(false);
    expect(holds({ all: [{ field: 't', above: 37 }, { not: { field: 's', equals: 'x' } }] }, values)).toBe(true);
    expect(
      holds(
        {
          any: [
            { field: 'missing', notEmpty: true },
            { field: 't', below: 30 },
          ],
        },
        values,
      ),
    ).toBe(false);
    // An empty value is neither above nor below a number.
    expect(holds({ field: 'missing', above: 0 }, values)).toBe(false);
    expect(holds({ field: 'missing', below: 0 }, values)).toBe(false);
  });
});

describe('what is shown and sent', () => {
  it('shows fields and sections whose conditions hold, and sends only what is shown', () => {
    const values = { temperature: 36.5, status: 'well', symptoms: ['cough'], phone: '13800138000', injected: '<script>' };
    expect(visibleFields(dailyReport, values).map((field) => field.name)).toEqual(['temperature', 'status', 'note']);
    expect(submittedValues(dailyReport, values)).toEqual({ temperature: 36.5, status: 'well' });
  });

  it('marks a report abnormal when a shown choice holds an abnormal option', () => {
    expect(isAbnormal(dailyReport, { temperature: 36.5, status: 'well' })).toBe(false);
    expect(isAbnormal(dailyReport, { temperature: 38.1, status: 'well', symptoms: ['cough'] })).toBe(true);
    // Hidden symptoms do not count.
    expect(isAbnormal(dailyReport, { temperature: 36.5, status: 'well', symptoms: ['cough'] })).toBe(false);
    expect(isAbnormal(dailyReport, { temperature: 36.5, status: 'isolated' })).toBe(true);
  });
});

describe('checking a submission', () => {
  it('passes a correct report', () => {
    expect(validateSubmission(dailyReport, { temperature: 38.2, status: 'well', symptoms: ['cough'] })).toEqual([]);
  });

  it('points at each wrong field with a code and the numbers its message names', () => {
    expect(validateSubmission(dailyReport, { temperature: 36.55, status: 'sick' })).toEqual([
      { path: ['temperature'], code: 'tooManyDecimals', params: { decimals: 1 } },
      { path: ['status'], code: 'notOption' },
    ]);
    expect(validateSubmission(dailyReport, { temperature: 45, status: 'well', symptoms: ['cough'] })).toEqual([
      { path: ['temperature'], code: 'aboveMax', params: { max: 43 } },
    ]);
    expect(validateSubmission(dailyReport, { temperature: 'hot' })).toEqual([
      { path: ['temperature'], code: 'notNumber' },
      { path: ['status'], code: 'required' },
    ]);
  });

  it('requires a shown field (required, requiredIf) and never a hidden one', () => {
    expect(validateSubmission(dailyReport, { temperature: 38, status: 'well' })).toEqual([{ path: ['symptoms'], code: 'required' }]);
    expect(validateSubmission(dailyReport, { temperature: 38, status: 'well', symptoms: ['other'] })).toEqual([{ path: ['note'], code: 'required' }]);
    expect(
      validateSubmission(dailyReport, { temperature: 38, status: 'well', symptoms: ['cough', 'fatigue', 'other'], note: '发热三天，伴有咳嗽和乏力' }),
    ).toEqual([
      { path: ['symptoms'], code: 'tooManyItems', params: { count: 2 } },
      { path: ['note'], code: 'tooLong', params: { max: 10 } },
    ]);
  });

  it('checks phone numbers, ID numbers (with the check character) and dates', () => {
    const base = { temperature: 36.5, status: 'isolated' };
    expect(validateSubmission(dailyReport, { ...base, phone: '1380013800', idNumber: '11010519491231002X', since: '2026-02-30' })).toEqual([
      { path: ['phone'], code: 'badPhone' },
      { path: ['since'], code: 'badDate' },
    ]);
    expect(validateSubmission(dailyReport, { ...base, phone: '010-62751234', idNumber: '110105194912310021' })).toEqual([
      { path: ['idNumber'], code: 'badIdNumber' },
    ]);
    expect(isIdNumber('11010519491231002x')).toBe(true);
    expect(isIdNumber('110105194913310028')).toBe(false); // month 13
    expect(isPhone('19912345678')).toBe(true);
    expect(isPhone('12345678901')).toBe(false);
  });

  it('checks a table row by row, and sums its totals', () => {
    const expenses: FormDefinition = {
      id: 'reimbursement',
      title: zh('报销单'),
      sections: [
        {
          id: 'items',
          fields: [
            {
              name: 'items',
              type: 'table',
              label: zh('费用明细'),
              minItems: 1,
              maxItems: 3,
              totals: ['amount'],
              columns: [
                { name: 'what', type: 'text', label: zh('事由'), required: true },
                { name: 'amount', type: 'number', label: zh('金额'), decimals: 2, min: 0, required: true },
              ],
            },
          ],
        },
      ],
    };
    const rows = [
      { what: '打印', amount: 12.5 },
      { what: '', amount: -1 },
      { what: '交通', amount: '30.05' },
    ];
    expect(validateSubmission(expenses, { items: rows })).toEqual([
      { path: ['items', 1, 'what'], code: 'required' },
      { path: ['items', 1, 'amount'], code: 'belowMin', params: { min: 0 } },
    ]);
    expect(validateSubmission(expenses, { items: [] })).toEqual([{ path: ['items'], code: 'tooFewItems', params: { count: 1 } }]);
    expect(tableTotals(expenses.sections[0].fields[0], rows)).toEqual({ amount: 41.55 });
  });

  it('a choice filled by a data source must hold one of the options it answered', () => {
    const form: FormDefinition = {
      id: 'college',
      title: zh('学院'),
      dataSources: [{ id: 'colleges', api: 'forms.options', fills: 'college' }],
      sections: [{ id: 'a', fields: [{ name: 'college', type: 'choice', label: zh('学院'), optionsFrom: 'colleges', required: true }] }],
    };
    const sourcedOptions = { colleges: [{ value: 'cs', label: zh('计算机学院') }] };
    expect(validateSubmission(form, { college: 'cs' }, { sourcedOptions })).toEqual([]);
    expect(validateSubmission(form, { college: 'law' }, { sourcedOptions })).toEqual([{ path: ['college'], code: 'notOption' }]);
  });
});

describe("a definition's own problems", () => {
  it('has none for a sound form, which the schema accepts too', () => {
    expect(definitionProblems(dailyReport)).toEqual([]);
    expect(validateFormDefinition(dailyReport)).toBe(true);
    expect(validateFormDefinition({ ...dailyReport, id: '1-starts-with-a-digit', sections: [] })).toBe(false);
  });

  it('names clashing names, conditions on missing fields, choices without options and unusable patterns', () => {
    const broken: FormDefinition = {
      id: 'broken',
      title: zh('坏表单'),
      dataSources: [{ id: 'src', api: 'forms.options', fills: 'nowhere', runOn: 'change' }],
      sections: [
        {
          id: 's',
          visibleIf: { field: 'ghost', notEmpty: true },
          fields: [
            { name: 'a', type: 'choice', label: zh('甲') },
            { name: 'a', type: 'text', label: zh('乙'), pattern: '(a)\\1' },
            { name: 'b', type: 'text', label: zh('丙'), pattern: '[' },
          ],
        },
      ],
    };
    expect(definitionProblems(broken)).toEqual([
      'field "a" is declared twice',
      'section "s": its condition names "ghost", which the form does not have',
      'section "s", field "a": a choice needs options or optionsFrom',
      'section "s", field "a": its pattern is not a regular expression the server can run (at most 200 characters, without back-references such as \\1 or look-arounds such as (?=…))',
      'section "s", field "b": its pattern is not a regular expression the server can run (at most 200 characters, without back-references such as \\1 or look-arounds such as (?=…))',
      'data source "src" fills "nowhere", which the form does not have',
      'data source "src" runs on change but watches no field',
    ]);
  });

  it('runs a usable pattern on the whole text, as the school wrote it in JavaScript', () => {
    expect(safePattern('\\d{6}')?.test('100871')).toBe(true);
    expect(safePattern('\\d{6}')?.test('1008711')).toBe(false);
    expect(safePattern('[\\u4e00-\\u9fa5]{2,4}')?.test('王小明')).toBe(true);
    expect(safePattern('[\\u4e00-\\u9fa5]{2,4}')?.test('Wang')).toBe(false);
    expect(safePattern('\\p{Script=Han}+')?.test('王小明')).toBe(true);
    expect(safePattern('\\u{1F600}')?.test('😀')).toBe(true);
  });

  // A backtracking engine (JavaScript's RegExp) takes seconds on these with thirty characters and does not
  // end in this test's lifetime with two hundred: that these return at all is the check.
  it.each(['((a+))+', '((a)+)+', '(a|a)*', '.*.*.*.*.*.*=', '(a+)+', '(a*)*b', '(\\w+\\s?)+$', '(x+x+)+y'])(
    'runs %s on a crafted answer without hanging',
    (hostile) => {
      const matcher = safePattern(hostile)!;
      expect(matcher.test(`${'a'.repeat(200)}!`)).toBe(false);
    },
  );

  it('refuses what it cannot run in linear time: back-references and look-arounds', () => {
    for (const unusable of ['(a)\\1', '(?=a)a', '(?<!b)a', '[']) expect(safePattern(unusable)).toBeUndefined();
  });
});

describe('what a form page and its backend agree on', () => {
  it('reads the problems of a form-problems answer, and nothing from any other answer', () => {
    const problems = [{ path: ['temperature'], code: 'aboveMax', params: { max: 43 } }];
    expect(problemsOfAnswer({ e: FORM_PROBLEMS_CODE, m: '表单填写有误', d: { problems: [...problems, { path: 'x' }, null] } })).toEqual(problems);
    expect(problemsOfAnswer({ e: 500, m: '服务繁忙', d: { problems } })).toBeUndefined();
    expect(problemsOfAnswer(undefined)).toBeUndefined();
  });

  it('takes a UUID as a submission id, nothing else', () => {
    expect(isSubmissionId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isSubmissionId("1' OR '1'='1")).toBe(false);
    expect(isSubmissionId(42)).toBe(false);
  });
});
