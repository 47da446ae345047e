/** The news channels the sandbox publishes, with the names a news office gives them. */
export const NEWS_CHANNELS = ['campus', 'notice', 'official'] as const;

export type NewsChannel = (typeof NEWS_CHANNELS)[number];

export const NEWS_CHANNEL_NAMES: Record<NewsChannel, string> = {
  campus: '校园要闻',
  notice: '通知公告',
  official: '官方发布',
};
