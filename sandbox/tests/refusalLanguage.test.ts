/**
 * Issue 15: a refused action is explained in the reader's language. The portal keeps its language in the
 * `portal-lang` cookie; a backend that has a refusal in the three languages answers the reader's (zh without
 * the cookie, as before), and one that has it in zh only still answers zh.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { messageFor, replyFail, SandboxErrorCode } from '../envelope.ts';
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
});
