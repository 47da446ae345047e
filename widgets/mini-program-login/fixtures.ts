/** mini-program-login answers for component tests and stories, checked against the contract by tests/fixtures.test.ts. */
import { failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { MiniProgramLoginExchangeData } from './generated/types.ts';

export const miniToken = 'mINiPr0gramT0kenAbCdEfGhIjKlMn';

/**
 * mini-program-login.exchange as the school answers a good token. The redirect is the page's own address plus a
 * fragment, so the full-page move that follows stays on the page where a story or test shows it.
 */
export const exchangeAnswer = () => {
  const here = globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : '/';
  return ok({ redirect: `${here.startsWith('/') ? here : '/'}#signed-in`, name: '王小明' } satisfies MiniProgramLoginExchangeData);
};

export const miniProgramLoginFixtures = {
  data: { '/minigram/exchange': exchangeAnswer },
  // The token means nothing to the school (nothing to log in with).
  empty: { '/minigram/exchange': failure(400, '登录凭证无效，请从小程序重新进入') },
  networkError: { '/minigram/exchange': 'network-error' },
  envelopeError: { '/minigram/exchange': failure(400, '登录凭证已过期，请从小程序重新进入') },
  loading: { '/minigram/exchange': 'never' },
} satisfies Record<string, Fixtures>;
