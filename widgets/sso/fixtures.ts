/** sso answers for component tests and stories, checked against the contracts by tests/fixtures.test.ts. */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { SsoAuthorizeData, SsoClientData } from './generated/types.ts';

export const seatCallback = 'https://seat.demo.example/sso/callback';
export const seatClient: SsoClientData = {
  client: { id: 'library-seat', name: '图书馆座位预约系统', description: '预约图书馆自习座位、研讨间，查看签到记录。', callback: seatCallback },
  scopes: [
    { key: 'name', label: '姓名' },
    { key: 'account', label: '学工号（账号）' },
  ],
  user: { name: '王小明', roleName: '学生', account: 'st***nt' },
};
export const seatPath = `/sso/index?client_id=library-seat&redirect_uri=${encodeURIComponent(seatCallback)}&state=s-42`;

/** sso.client as the school answers: only library-seat with its own callback. */
export const clientAnswer = (query: URLSearchParams) => {
  if (query.get('client_id') !== 'library-seat') return failure(404, `未登记的第三方应用「${query.get('client_id') ?? ''}」，已拒绝认证请求`);
  const redirect = query.get('redirect_uri');
  if (redirect && redirect !== seatCallback) return failure(400, '回调地址与「图书馆座位预约系统」登记的不符，已拒绝认证请求');
  return ok(seatClient);
};
export const authorizeAnswer = (_query: URLSearchParams, body: URLSearchParams) =>
  ok({ redirect: `${seatCallback}?code=c0de${'x'.repeat(28)}&state=${body.get('state') ?? ''}` } satisfies SsoAuthorizeData);

export const ssoFixtures = {
  data: { '/sso/client': clientAnswer, '/sso/authorize': authorizeAnswer },
  // Nothing to authorize for: the service is not (or no longer) registered.
  empty: { '/sso/client': failure(404, '未登记的第三方应用「library-seat」，已拒绝认证请求'), '/sso/authorize': failure(404, '未登记的第三方应用') },
  ...failingStates(['/sso/client', '/sso/authorize'], '统一身份认证服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
