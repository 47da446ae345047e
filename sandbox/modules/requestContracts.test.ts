/**
 * A key's declared query contract, checked by the sandbox before the handler: a wrong parameter is one 400
 * in the reader's language naming it (never the handler's 500), a right one reaches the handler read as
 * the schema's types. personal-agenda.range declares its query (widgets/personal-agenda/contracts/).
 */
import { describe, expect, it } from 'vitest';
import { clockedSandbox, getAs, logIn } from '../tests/sessionCookies.ts';

const env = clockedSandbox();

async function range(query: string, language?: string) {
  const { cookie } = await logIn(env.sandbox.app, 'student');
  return getAs(env.sandbox.app, `/api/personalAgenda/range?${query}`, language ? `${cookie}; portal-lang=${language}` : cookie);
}

describe('declared query contracts', () => {
  it('refuses a day that is no date with a 400 naming the parameter, where the handler used to fail with a 500', async () => {
    const { response, body } = await range('from=x');
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ e: 400, m: '参数 from 无效：应为日期（如 2026-05-11），收到「x」' });
  });

  it.each([
    ['en', 'Parameter span is invalid: it should be one of week, month, but was "year"'],
    ['tw', '參數 span 無效：可選值為 week、month，收到「year」'],
  ])('says it in the reader’s language (%s)', async (language, message) => {
    const { response, body } = await range('span=year', language);
    expect(response.status).toBe(400);
    expect(body.m).toBe(message);
  });

  it('refuses a parameter the contract does not have', async () => {
    const { body } = await range('span=week&week=3');
    expect(body).toMatchObject({ e: 400, m: '不接受参数 week' });
  });

  it('lets a call that follows the contract through to its handler', async () => {
    const { response, body } = await range('span=month&at=2026-05-11');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ e: 0, d: { from: '2026-05-01', to: '2026-05-31' } });
  });

  it('checks who may call first: without a session the answer is "not logged in", not the contract', async () => {
    const { body } = await getAs(env.sandbox.app, '/api/personalAgenda/range?from=x');
    expect(body.e).toBe(10013);
  });
});
