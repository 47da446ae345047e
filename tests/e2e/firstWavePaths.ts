/**
 * Every legacy path issue 6 lists, with who may see it and what shows it has content. Detail pages carry
 * the id of a seeded row (sandbox/seed/).
 */
export type Visitor = 'anonymous' | 'student' | 'teacher' | 'staff' | 'visitor' | 'admin';

export interface WavePath {
  path: string;
  /** A user allowed to see the page. */
  as: Visitor;
  /** A selector that appears once the page shows its content. */
  ready: string;
  /** Text the page must show (optional). */
  shows?: string;
}

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
];
