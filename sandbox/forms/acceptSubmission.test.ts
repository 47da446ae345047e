/**
 * the backends' side of forms (sandbox/forms/): a tiny form route on a real in-memory sandbox,
 * called as the portal calls it, logged in. Each fault a form widget's backend meets is tried here once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_PROBLEMS_CODE, SUBMISSION_ID_FIELD, type FormDefinition } from '../../runtime/shared/forms/index.ts';
import { requireLogin, type LoggedInEnv } from '../auth/sessions.ts';
import { replyFail, replyOk } from '../envelope.ts';
import { createSandbox, type Sandbox } from '../sandboxApp.ts';
import { openSandboxDatabase, type SandboxDatabase } from '../sandboxDatabase.ts';
import { createServices } from '../services.ts';
import { logIn } from '../tests/sessionCookies.ts';
import { acceptSubmission, MAX_SUBMISSION_BYTES, readSubmission } from './index.ts';

const zh = (text: string) => ({ zh: text });

const report: FormDefinition = {
  id: 'daily-health',
  title: zh('每日健康打卡'),
  sections: [
    {
      id: 'health',
      fields: [
        { name: 'temperature', type: 'number', label: zh('体温（℃）'), required: true, decimals: 1, min: 34, max: 43 },
        { name: 'symptoms', type: 'text', label: zh('症状'), visibleIf: { field: 'temperature', above: 37.2 }, required: true },
        {
          name: 'companions',
          type: 'table',
          label: zh('同行人员'),
          columns: [
            { name: 'name', type: 'text', label: zh('姓名'), required: true },
            { name: 'phone', type: 'phone', label: zh('电话') },
          ],
        },
      ],
    },
  ],
};

const PATH = '/test/daily-report';
let sandbox: Sandbox;
let app: Hono;
let cookie: string;

/** What the test route's "widget" saved, in its own table. */
const saved = () => sandbox.db.prepare<[], { id: number; username: string; body: string }>('SELECT * FROM test_reports ORDER BY id').all();

beforeAll(async () => {
  sandbox = createSandbox({ dbFile: ':memory:' });
  sandbox.db.exec('CREATE TABLE test_reports (id INTEGER PRIMARY KEY, username TEXT NOT NULL, body TEXT NOT NULL)');
  const services = createServices(sandbox.db);
  const insert = sandbox.db.prepare<[string, string]>('INSERT INTO test_reports (username, body) VALUES (?, ?)');
  // A form widget's submit route, as sandbox/forms/acceptSubmission.ts shows it.
  const route = new Hono<LoggedInEnv>().post(PATH, requireLogin(services.sessions), async (c) => {
    const read = await readSubmission(c);
    if (!read.ok) return replyFail(c, read.e, read.message, read.status);
    const username = c.get('user').username;
    const accepted = acceptSubmission({
      db: sandbox.db,
      username,
      formKey: 'daily-health',
      definition: report,
      ...read,
      save: (values) => Number(insert.run(username, JSON.stringify(values)).lastInsertRowid),
    });
    return accepted.ok ? replyOk(c, { id: accepted.recordId }) : c.json(accepted.answer);
  });
  app = new Hono().route('/', route).route('/', sandbox.app);
  cookie = (await logIn(app, 'student')).cookie;
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.db.exec('DELETE FROM test_reports; DELETE FROM form_submissions;'));

const send = async (body: string, headers: Record<string, string> = {}) => {
  const response = await app.fetch(
    new Request(`http://sandbox${PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers }, body }),
  );
  return { status: response.status, body: (await response.json()) as { e: number; m: string; d: unknown } };
};
const submit = (values: unknown, id: unknown = crypto.randomUUID()) => send(JSON.stringify({ values, [SUBMISSION_ID_FIELD]: id }));

describe('a form submission on the server (sandbox/forms)', () => {
  it('answers problems with their paths and codes as e = 422, and saves nothing', async () => {
    const answer = await submit({ temperature: 38.25, companions: [{ name: '', phone: '123' }] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      e: FORM_PROBLEMS_CODE,
      m: '表单填写有误，请按提示修改',
      d: {
        problems: [
          { path: ['temperature'], code: 'tooManyDecimals', params: { decimals: 1 } },
          { path: ['symptoms'], code: 'required' },
          { path: ['companions', 0, 'name'], code: 'required' },
          { path: ['companions', 0, 'phone'], code: 'badPhone' },
        ],
      },
    });
    expect(saved()).toEqual([]);
  });

  it("keeps only what the form shows: a hidden field's value and unknown keys are dropped", async () => {
    const answer = await submit({ temperature: 36.5, symptoms: '咳嗽', admin: true, companions: [{ name: '李华', extra: 'x' }] });
    expect(answer.body.e).toBe(0);
    expect(saved().map((row) => [row.username, JSON.parse(row.body)])).toEqual([['student', { temperature: 36.5, companions: [{ name: '李华' }] }]]);
  });

  it('the same id twice keeps one record and answers it both times', async () => {
    const id = crypto.randomUUID();
    const first = await submit({ temperature: 36.6 }, id);
    const again = await submit({ temperature: 36.9 }, id);
    expect(first.body).toEqual({ e: 0, m: '', d: { id: saved()[0]!.id } });
    expect(again.body).toEqual(first.body);
    expect(saved()).toHaveLength(1);
    expect(JSON.parse(saved()[0]!.body)).toEqual({ temperature: 36.6 });
  });

  it('200 concurrent requests with one id keep one record, and all get the same answer', async () => {
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 200 }, () => submit({ temperature: 36.6 }, id)));
    expect(saved()).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual({ e: 0, m: '', d: { id: saved()[0]!.id } });
  });

  it('200 different ids keep 200 records', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => submit({ temperature: 36.6 })));
    expect(saved()).toHaveLength(200);
    expect(new Set(answers.map((answer) => (answer.body.d as { id: number }).id)).size).toBe(200);
  });

  it.each([
    ['missing', {}],
    ['not a UUID', { _submission: 'abc' }],
    ['a UUID in capitals', { _submission: '0F8FAD5B-D9CB-469F-A165-70867728950E' }],
    ['a number', { _submission: 42 }],
  ])('refuses a submission id that is %s, in clear words', async (_what, id) => {
    const answer = await send(JSON.stringify({ values: { temperature: 36.6 }, ...id }));
    expect(answer.body).toEqual({ e: 400, m: '缺少或无效的提交编号 _submission，请刷新页面后重新提交', d: null });
    expect(saved()).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"values": {', '请求体不是有效的 JSON，请重新提交'],
    ['a JSON list', '[1, 2]', '请求体应为 JSON 对象'],
    ['values that are not an object', JSON.stringify({ values: [1], _submission: crypto.randomUUID() }), '缺少表单内容：values 应为对象'],
  ])('refuses %s with e = 400 and says why', async (_what, body, message) => {
    expect((await send(body)).body).toEqual({ e: 400, m: message, d: null });
  });

  it('refuses a form-encoded body: form endpoints are JSON', async () => {
    const answer = await send('values=1', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(answer.body).toEqual({ e: 400, m: '表单应以 JSON 提交（Content-Type: application/json）', d: null });
  });

  it('refuses an oversized body with 413, also when it does not announce its length', async () => {
    const huge = JSON.stringify({ values: { symptoms: 'x'.repeat(MAX_SUBMISSION_BYTES) }, _submission: crypto.randomUUID() });
    const announced = await send(huge);
    expect(announced).toEqual({ status: 413, body: { e: 413, m: '表单内容过大（上限 256 KB），请删减后重新提交', d: null } });
    const bytes = new TextEncoder().encode(huge);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024));
        controller.close();
      },
    });
    const response = await app.fetch(
      new Request(`http://sandbox${PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: streamed,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(saved()).toEqual([]);
  });

  it('keeps ids per user: the same id from another account is its own record', async () => {
    const id = crypto.randomUUID();
    await submit({ temperature: 36.6 }, id);
    const teacher = (await logIn(app, 'teacher')).cookie;
    const other = await send(JSON.stringify({ values: { temperature: 36.7 }, _submission: id }), { Cookie: teacher });
    expect(other.body.e).toBe(0);
    expect(saved().map((row) => row.username)).toEqual(['student', 'teacher']);
  });

  it('a save that throws keeps no id: the retry saves', async () => {
    const id = crypto.randomUUID();
    const attempt = (save: () => number) =>
      acceptSubmission({
        db: sandbox.db,
        username: 'student',
        formKey: 'daily-health',
        definition: report,
        values: { temperature: 36.6 },
        submissionId: id,
        save,
      });
    expect(() =>
      attempt(() => {
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(attempt(() => 7)).toEqual({ ok: true, recordId: 7, repeated: false });
    expect(attempt(() => 8)).toEqual({ ok: true, recordId: 7, repeated: true });
  });
});

describe('one record per id across processes (two connections to one database file)', () => {
  let folder: string;
  let first: SandboxDatabase;
  let second: SandboxDatabase;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'sandbox-forms-'));
    first = openSandboxDatabase(join(folder, 'sandbox.db'));
    second = openSandboxDatabase(join(folder, 'sandbox.db'));
  });
  afterAll(() => {
    first.close();
    second.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('the second process finds the id the first recorded; the UNIQUE key refuses a second row', () => {
    const id = crypto.randomUUID();
    const accept = (db: SandboxDatabase, recordId: number) =>
      acceptSubmission({
        db,
        username: 'student',
        formKey: 'daily-health',
        definition: report,
        values: { temperature: 36.6 },
        submissionId: id,
        save: () => recordId,
      });
    expect(accept(first, 1)).toMatchObject({ recordId: 1, repeated: false });
    expect(accept(second, 2)).toMatchObject({ recordId: 1, repeated: true });
    expect(() =>
      second
        .prepare("INSERT INTO form_submissions (username, form_key, submission_id, record_id, created_at) VALUES ('student', 'daily-health', ?, 3, 0)")
        .run(id),
    ).toThrow(/UNIQUE constraint failed/);
  });
});
