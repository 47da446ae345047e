/**
 * a refused action is explained in the reader's language. The portal keeps its language in the
 * `portal-lang` cookie; a backend that has a refusal in the three languages answers the reader's (zh without
 * the cookie, as before), and one that has it in zh only still answers zh.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_ID_FIELD, type FormDefinition } from '../../runtime/shared/forms/index.ts';
import { NOT_LOGGED_IN_MESSAGES } from '../auth/sessions.ts';
import { messageFor, replyFail, replyOk, SandboxErrorCode, type Envelope } from '../envelope.ts';
import { ACCEPT_SUBMISSION_MESSAGES, acceptSubmission, READ_SUBMISSION_MESSAGES, readSubmission } from '../forms/index.ts';
import { LIST_PARAM_MESSAGES, parseSearchParam } from '../listParams.ts';
import { UPLOAD_MESSAGES } from '../modules/attachments.ts';
import { parseIdParam, parseIntegerParam, QUERY_PARAM_MESSAGES } from '../queryParams.ts';
import { REQUEST_BODY_MESSAGES } from '../requestBody.ts';
import { FEEDBACK_MESSAGES } from '../routes/feedback.ts';
import { checkText, OWN_UPLOAD_MESSAGES } from '../routes/ownUpload.ts';
import { SHARE_MESSAGES } from '../routes/share.ts';
import { WEB_LOG_MESSAGES } from '../routes/webLog.ts';
import { SANDBOX_APP_MESSAGES } from '../sandboxApp.ts';
import { clockedSandbox, getAs, logIn } from './sessionCookies.ts';

const env = clockedSandbox();

describe('a refusal in the reader’s language', () => {
  it('a student calling the asset register is refused in zh, en or tw as the portal reads', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const said = async (language?: string) => (await getAs(env.sandbox.app, '/api/asset/list', language ? `${cookie}; portal-lang=${language}` : cookie)).body;
    expect(await said()).toMatchObject({ e: SandboxErrorCode.forbidden, m: '资产信息仅对教职工开放' });
    expect((await said('en')).m).toBe('The asset register is open to staff only');
    expect((await said('tw')).m).toBe('資產資訊僅對教職工開放');
    expect((await said('fr')).m).toBe('资产信息仅对教职工开放');
  });

  it('a message kept in zh only is answered as it is, whatever the reader’s language', async () => {
    const app = new Hono();
    app.get('/zh-only', (c) => replyFail(c, SandboxErrorCode.conflict, '该时段已被预约'));
    app.get('/three', (c) => replyFail(c, SandboxErrorCode.conflict, { zh: '该时段已被预约', en: 'This slot is taken', tw: '該時段已被預約' }));
    const ask = async (path: string) => ((await (await app.request(path, { headers: { cookie: 'portal-lang=en' } })).json()) as { m: string }).m;
    expect(await ask('/zh-only')).toBe('该时段已被预约');
    expect(await ask('/three')).toBe('This slot is taken');
    const context = { req: { header: () => undefined } } as unknown as Parameters<typeof messageFor>[0];
    expect(messageFor(context, { zh: '甲', en: 'A', tw: '乙' })).toBe('甲');
  });

  it('the sandbox’s own refusals (unknown path, login, bodies, share, feedback, web log, uploads) answer en and tw', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const call = async (path: string, language: string, init: { body?: BodyInit; type?: string; session?: boolean } = {}) => {
      const headers: Record<string, string> = { cookie: `${init.session ? `${cookie}; ` : ''}portal-lang=${language}` };
      if (init.type) headers['content-type'] = init.type;
      const method = init.body === undefined ? 'GET' : 'POST';
      const response = await env.sandbox.app.fetch(new Request(`http://sandbox${path}`, { method, headers, body: init.body }));
      return (await response.json()) as Envelope<unknown>;
    };
    const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields), type: 'application/x-www-form-urlencoded' });
    for (const language of ['en', 'tw'] as const) {
      expect(await call('/api/no-such-call', language), language).toEqual({ e: 404, m: SANDBOX_APP_MESSAGES.unknownPath[language], d: null });
      expect(await call('/api/uc/auth/all', language)).toMatchObject({ e: 10013, m: NOT_LOGGED_IN_MESSAGES[language] });
      expect((await call('/api/wap/share-info/info', language, { body: '{', type: 'application/json' })).m).toBe(REQUEST_BODY_MESSAGES.notJson[language]);
      expect((await call('/api/wap/share-info/info', language, { body: '[1]', type: 'application/json' })).m).toBe(REQUEST_BODY_MESSAGES.notObject[language]);
      expect((await call('/api/wap/share-info/info', language, form({}))).m).toBe(SHARE_MESSAGES.noUrl[language]);
      expect((await call('/api/wap/share-info/info', language, form({ url: 'javascript:alert(1)' }))).m).toBe(SHARE_MESSAGES.badUrl[language]);
      expect(await call('/api/feedback/submit', language, form({ content: '  ' }))).toEqual({ e: 400, m: FEEDBACK_MESSAGES.empty[language], d: null });
      expect((await call('/api/log/save-web-log', language, form({}))).m).toBe(WEB_LOG_MESSAGES.empty[language]);
      expect(await call('/api/upload/index', language, { body: new FormData(), session: true })).toEqual({
        e: 400,
        m: UPLOAD_MESSAGES.noFile[language],
        d: null,
      });
      expect((await call('/api/upload/bybase64', language, { ...form({ image: 'data:image/png;base64,%%' }), session: true })).m).toBe(
        UPLOAD_MESSAGES.badBase64[language],
      );
    }
    expect((await call('/api/no-such-call', 'en')).m).toBe('There is no such service');
    expect((await call('/api/uc/auth/all', 'en')).m).toBe('Your login has expired. Please log in again');
    expect((await call('/api/uc/auth/all', 'tw')).m).toBe('登入已逾時，請重新登入');
    expect((await call('/api/feedback/submit', 'tw', form({}))).m).toBe('請輸入您的意見');
    expect((await call('/api/upload/index', 'en', { body: new FormData(), session: true })).m).toBe('Choose a file to upload');
    const gone = (language: string) =>
      env.sandbox.app.fetch(new Request('http://sandbox/site/attach?file=all/2026/0000000000000000.png', { headers: { cookie: `portal-lang=${language}` } }));
    expect(await (await gone('en')).text()).toBe(UPLOAD_MESSAGES.attachmentGone.en);
    expect(await (await gone('tw')).text()).toBe('附件不存在或已被刪除');
    // Without the cookie's language (or with one the portal does not speak) the answer is zh, as before.
    expect((await call('/api/uc/auth/all', 'fr')).m).toBe('登录已过期，请重新登录');
  });

  it('a form submission’s refusals answer en and tw; the problems in d stay codes for the portal to word', async () => {
    const definition: FormDefinition = {
      id: 'refusal-language',
      title: { zh: '测试' },
      sections: [{ id: 'one', fields: [{ name: 'name', type: 'text', label: { zh: '姓名' }, required: true }] }],
    };
    const app = new Hono().post('/submit', async (c) => {
      const read = await readSubmission(c);
      if (!read.ok) return replyFail(c, read.e, read.message, read.status);
      const accepted = acceptSubmission({ db: env.sandbox.db, username: 'student', formKey: 'refusal-language', definition, ...read, save: () => 1 });
      return accepted.ok ? replyOk(c, { id: accepted.recordId }) : c.json(accepted.answer);
    });
    const send = async (body: string, language: string, type = 'application/json') => {
      const response = await app.request('/submit', { method: 'POST', headers: { 'content-type': type, cookie: `portal-lang=${language}` }, body });
      return (await response.json()) as Envelope<unknown>;
    };
    for (const language of ['en', 'tw'] as const) {
      expect((await send('{}', language, 'text/plain')).m).toBe(READ_SUBMISSION_MESSAGES.notJson[language]);
      expect((await send('{', language)).m).toBe(READ_SUBMISSION_MESSAGES.badJson[language]);
      expect((await send('{"values":1}', language)).m).toBe(READ_SUBMISSION_MESSAGES.noValues[language]);
      expect((await send('{"values":{}}', language)).m).toBe(READ_SUBMISSION_MESSAGES.badSubmissionId[language]);
      expect(await send(JSON.stringify({ values: {}, [SUBMISSION_ID_FIELD]: crypto.randomUUID() }), language)).toEqual({
        e: SandboxErrorCode.formProblems,
        m: ACCEPT_SUBMISSION_MESSAGES.formProblems[language],
        d: { problems: [{ path: ['name'], code: 'required' }] },
      });
    }
    expect((await send('{"values":{}}', 'en')).m).toBe('The submission number _submission is missing or invalid. Reload the page and submit again');
    expect((await send(JSON.stringify({ values: {}, [SUBMISSION_ID_FIELD]: crypto.randomUUID() }), 'tw')).m).toBe('表單填寫有誤，請依提示修改');
    expect((await send(JSON.stringify({ values: {}, [SUBMISSION_ID_FIELD]: crypto.randomUUID() }), 'zh')).m).toBe('表单填写有误，请按提示修改');
  });

  it('the parsers’ messages carry the three languages, with the parameter and the value received', () => {
    const page = parseIntegerParam('abc', 'page', { min: 1, max: 100, fallback: 1 });
    expect(page).toEqual({ ok: false, message: QUERY_PARAM_MESSAGES.notInteger('page', 1, 100, 'abc') });
    expect(page.ok ? undefined : page.message).toEqual({
      zh: '参数 page 无效：应为 1 到 100 之间的整数，收到「abc」',
      en: 'Parameter page is invalid: it should be a whole number from 1 to 100, but was "abc"',
      tw: '參數 page 無效：應為 1 到 100 之間的整數，收到「abc」',
    });
    expect(parseIdParam(undefined)).toEqual({ ok: false, message: { zh: '缺少参数 id', en: 'Parameter id is missing', tw: '缺少參數 id' } });
    expect(parseSearchParam(() => 'x'.repeat(41))).toEqual({ ok: false, message: LIST_PARAM_MESSAGES.searchTooLong });
    const title = { zh: '标题', en: 'title', tw: '標題' };
    expect(checkText('', title, { min: 1, max: 5 })).toEqual({ ok: false, message: { zh: '请填写标题', en: 'Enter the title', tw: '請填寫標題' } });
    expect(checkText('一二三四五六', title, { min: 1, max: 5 })).toEqual({ ok: false, message: OWN_UPLOAD_MESSAGES.tooLong(title, 5) });
    // A caller that still names the field in zh only gets the zh message, as before.
    expect(checkText('', '描述', { min: 1, max: 5 })).toEqual({ ok: false, message: '请填写描述' });
  });
});
