/**
 * Every legacy path issue 6 lists, with who may see it and what shows it has content. Detail pages carry
 * the id of a seeded row (sandbox/seed/).
 */
export type Visitor = 'anonymous' | 'student' | 'teacher' | 'staff' | 'visitor' | 'admin';

export interface WavePath {
  /** The path, or how to get one that needs a fresh token from the sandbox first. */
  path: string | ((portalUrl: string) => Promise<string>);
  /** Shown in the test's name when `path` is computed. */
  name?: string;
  /** Reached as a user would: open `from`, click the first `click` (a detail whose id is the user's own). */
  via?: { from: string; click: string };
  /** Where the page ends up when it hands over to another (a login hand-off); `path` itself otherwise. */
  lands?: string;
  /** A user allowed to see the page. */
  as: Visitor;
  /** A selector that appears once the page shows its content. */
  ready: string;
  /** Text the page must show (optional). */
  shows?: string;
  /** The page logs the visitor in or out: it gets a browser context of its own, not the shared one. */
  changesLogin?: true;
}

async function postApi<T>(portalUrl: string, path: string, fields: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${portalUrl}/api${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return ((await response.json()) as { d: T }).d;
}

/** A pending desktop QR login, as the desktop page would create it, opened at `page` of `app`. */
const pendingQrLogin = (app: string, page: string) => async (portalUrl: string) =>
  `/${app}/${page}?token=${(await postApi<{ token: string }>(portalUrl, '/qrlogin/create')).token}`;

export const FIRST_WAVE_PATHS: readonly WavePath[] = [
  // news and its channels
  { path: '/news/index', as: 'anonymous', ready: '[data-testid="news-list"] li' },
  { path: '/news/detail?id=1', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  { path: '/tjuNews/index', as: 'anonymous', ready: '[data-testid="news-list"] li' },
  { path: '/tjuNews/detail?id=1', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  { path: '/tjuNotice/index', as: 'student', ready: '[data-testid="news-list"] li' },
  { path: '/tjuNotice/detail?id=1', as: 'student', ready: '[data-testid="rich-text"]' },
  { path: '/tjuOfficial/index', as: 'student', ready: '[data-testid="news-list"] li' },
  { path: '/tjuOfficial/detail?id=1', as: 'student', ready: '[data-testid="rich-text"]' },
  // guide
  { path: '/guide/index', as: 'anonymous', ready: '[data-testid="guide-list"] li' },
  { path: '/guide/detail?id=1', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  // material, document library, micro station
  { path: '/material/index', as: 'anonymous', ready: '[data-testid="material-list"] li' },
  { path: '/material/detail?id=8', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  { path: '/material/blankdetail?id=8', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  { path: '/materialHnu/detail?id=8', as: 'anonymous', ready: '[data-testid="rich-text"]', shows: '附件下载' },
  { path: '/commonFile/index', as: 'student', ready: '[data-testid="file-list"] li' },
  { path: '/file/index', as: 'teacher', ready: '[data-testid="file-list"] li' },
  { path: '/microStation/index', as: 'anonymous', ready: '[data-testid="station-directory"] li' },
  { path: '/microStation/list?station=1', as: 'anonymous', ready: '[data-testid="station-articles"] li' },
  { path: '/microStation/detail?id=1', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  // notices, messages, publishing, do-not-disturb
  { path: '/notice/index', as: 'student', ready: '[data-testid="notice-list"] li' },
  { path: '/notice/noticepage', via: { from: '/notice/index', click: '[data-testid="notice-list"] li a' }, as: 'student', ready: '[data-testid="rich-text"]' },
  { path: '/notice/noticetippage', as: 'student', ready: '[data-testid="notice-tip"]' },
  { path: '/message/index', as: 'student', ready: '[data-testid="message-list"] li' },
  { path: '/message/message', via: { from: '/message/index', click: '[data-testid="message-list"] li a' }, as: 'student', ready: '[data-testid="message-body"]' },
  { path: '/announcementRelease/index', as: 'staff', ready: '[data-testid="release-form"]' },
  { path: '/newsInterruption/index', as: 'student', ready: '[data-testid="dnd-form"]' },
  { path: '/newsInterruption/indexV2', as: 'student', ready: '[data-testid="dnd-form"]' },
  // hot issues, topic board, subscriptions, greeting cards
  { path: '/hotissue/index', as: 'anonymous', ready: '[data-testid="hot-issue-top"] li' },
  { path: '/hotissue/list', as: 'anonymous', ready: '[data-testid="hot-issue-list"] li' },
  { path: '/hotissue/detail?id=1', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  { path: '/topic/index', as: 'anonymous', ready: '[data-testid="topic-list"] li' },
  { path: '/topic/detail?id=1', as: 'anonymous', ready: '[data-testid="topic-posts"] li' },
  { path: '/topic/postMsg?id=1', as: 'student', ready: '[data-testid="topic-post-topic"]' },
  { path: '/rssSubscription/index', as: 'student', ready: '[data-testid="rss-feed"] li' },
  { path: '/greetingCard/index', as: 'teacher', ready: '[data-testid="card-composer"]' },
  // directory and account
  { path: '/polymerization/homepage', as: 'student', ready: '[data-app="news"]' },
  { path: '/polymerization/infor', as: 'student', ready: '[data-testid="account-rows"]' },
  { path: '/polymerization/search', as: 'student', ready: '[data-testid="search-input"]' },
  { path: '/polymerization/application', as: 'student', ready: '[data-app="news"]' },
  { path: '/polymerization/login', as: 'anonymous', ready: '[data-testid="login-start"]' },
  { path: '/polymerization/bindPh', as: 'student', ready: 'form input' },
  { path: '/polymerization/untyingPh', as: 'staff', ready: 'form input' },
  { path: '/polymerization/modifyPass', as: 'student', ready: 'form input[type="password"]' },
  { path: '/center/login', as: 'anonymous', ready: '[data-testid="login-start"]' },
  { path: '/center/personal', as: 'student', ready: '[data-testid="profile-summary"]' },
  { path: '/center/edit', as: 'student', ready: '[data-testid="profile-form"]' },
  { path: '/center/switch', as: 'teacher', ready: '[data-testid="identities"]' },
  { path: '/localStoragepage/index', as: 'student', ready: '[data-testid="storage-list"]' },
  // identity code and scanner (one page each, variants by path)
  ...['qrcode', 'qrcodePage', 'qrcodeNew', 'qrcodeBuaa'].map((page): WavePath => ({ path: `/center/${page}`, as: 'student', ready: '[data-testid="identity-code"]' })),
  ...['sweepCode', 'sweepCodeBjtu', 'sweepCodeBuaa', 'sweepCodeRls'].map((page): WavePath => ({ path: `/center/${page}`, as: 'teacher', ready: '#manual-code' })),
  // QR-code login: the phone's pages for a desktop's pending login
  ...['smlogin', 'smloginV2'].flatMap((app) =>
    ['index', 'success', 'cancel'].map((page): WavePath => ({ name: `/${app}/${page}?token=…`, path: pendingQrLogin(app, page), as: 'student', ready: page === 'index' ? '[data-testid="qr-device"]' : `[data-testid="qr-${page}"]` })),
  ),
  { path: `/sso/index?client_id=library-seat&redirect_uri=${encodeURIComponent('https://seat.demo.example/sso/callback')}`, as: 'student', ready: '[data-testid="sso-request"]' },
  { path: '/publicsso/index', as: 'anonymous', ready: '[data-testid="follow-guide"]' },
  { path: '/publicsso/helpIndex', as: 'anonymous', ready: '[data-testid="faq-categories"]' },
  { path: '/publicsso/helpIndexmsg', as: 'anonymous', ready: '[data-testid="faq-questions"] li' },
  { path: '/publicsso/helpQt', as: 'anonymous', ready: '[data-testid="faq-questions"] li' },
  { path: '/publicsso/helpdetail?id=1', as: 'anonymous', ready: '[data-testid="rich-text"]' },
  { path: '/hkhtml/index', as: 'anonymous', ready: '[data-testid="captcha-stage"]' },
  {
    name: '/xidianMinigramLogin/index?token=…',
    path: async (portalUrl) => `/xidianMinigramLogin/index?token=${(await postApi<{ token: string }>(portalUrl, '/minigram/demo-token', { username: 'student' })).token}&redirect=${encodeURIComponent('/center/personal')}`,
    lands: '/center/personal',
    as: 'anonymous',
    changesLogin: true,
    ready: '[data-testid="profile-summary"]',
  },
  // video, photo wall, photo collection, atlas
  { path: '/video/list', as: 'anonymous', ready: '[data-testid="video-list"] li' },
  { path: '/video/detail?id=3', as: 'anonymous', ready: '[data-testid="video-player"]' },
  { path: '/photowall/index', as: 'anonymous', ready: '[data-testid="photo-wall"] li' },
  { path: '/photowall/myPhotos', as: 'student', ready: '[data-testid="my-photos"]' },
  { path: '/photowall/uploadPhoto', as: 'student', ready: '[data-testid="upload-quota"]' },
  { path: '/photoCollection/index', as: 'student', ready: '[data-testid="campaign"]' },
  { path: '/schoolAtlas/index', as: 'anonymous', ready: '[data-testid="atlas-albums"] li' },
];
