/**
 * Message centre answers for component tests and stories: zh-first, shaped as the sandbox answers, and
 * checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { MessageCenterDetailData, MessageItem, MessageCenterListData } from './generated/types.ts';

export const messageChannels = [
  { id: 'notice', name: '通知公告' },
  { id: 'approval', name: '审批待办' },
  { id: 'service', name: '办事进度' },
  { id: 'system', name: '系统消息' },
];

const rows: Array<[channel: string, title: string, read: boolean, link?: string]> = [
  ['notice', '新通知：关于2027年元旦放假安排的通知', false, '/notice/noticepage?id=18'],
  ['approval', '请假申请已通过', false],
  ['notice', '新通知：关于做好2027年寒假学生离校工作的通知', false, '/notice/noticepage?id=17'],
  ['service', '校园卡补办进度：已制卡', false],
  ['notice', '新通知：校园网认证系统升级维护公告', true, '/notice/noticepage?id=16'],
  ['service', '报修单已派单', true],
  ['system', '账号安全提醒', false],
  ['notice', '新通知：关于开展期中教学检查的通知', true, '/notice/noticepage?id=15'],
  ['service', '图书即将到期', false],
  ['system', '门户新版上线', true],
  ['notice', '新通知：图书馆电子资源试用通知', true, '/notice/noticepage?id=11'],
  ['notice', '新通知：学生宿舍消防安全疏散演练通知', true, '/notice/noticepage?id=7'],
  ['notice', '新通知：关于调整校园巴士运行时刻的通知', false, '/notice/noticepage?id=6'],
  ['notice', '新通知：2027年度城乡居民医保缴费提醒', true, '/notice/noticepage?id=3'],
  ['notice', '新通知：2026年度国家奖学金评审结果公示', false, '/notice/noticepage?id=9'],
  ['notice', '新通知：关于2027年寒假社会实践项目立项申报的通知', false, '/notice/noticepage?id=4'],
  ['system', '统一身份认证系统升级完成', true],
];

export const messageItems: MessageItem[] = rows.map(([channel, title, read, link], index) => ({
  id: rows.length - index,
  channel,
  title,
  summary: `${title}。请及时查看。`,
  createdAt: 1_795_136_400 - index * 36_000,
  read,
  silent: index === 2,
  ...(link ? { link } : {}),
}));

export const messageDetail: MessageCenterDetailData = {
  id: 17,
  channel: 'notice',
  channelName: '通知公告',
  title: '新通知：关于2027年元旦放假安排的通知',
  body: '党政办公室发布了新通知。\n2027年1月1日至1月3日放假调休，共3天。',
  createdAt: 1_795_136_400,
  read: true,
  silent: false,
  link: '/notice/noticepage?id=18',
};

/** message-center.list as the sandbox answers it, over a mutable set of items (so marking read is seen). */
export function messageListAnswer(items: MessageItem[] = messageItems) {
  return (query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 15);
    const channel = query.get('channel');
    const matching = items.filter((m) => (!channel || m.channel === channel) && (query.get('filter') !== 'unread' || !m.read));
    return ok({
      total: matching.length,
      unread: items.filter((m) => !m.read).length,
      channels: messageChannels.map((c) => ({ ...c, unread: items.filter((m) => m.channel === c.id && !m.read).length })),
      list: matching.slice((page - 1) * size, page * size),
    } satisfies MessageCenterListData);
  };
}

/** message-center.read as the sandbox does it, on the same items. */
export function messageReadAnswer(items: MessageItem[]) {
  return (_query: URLSearchParams, body: URLSearchParams) => {
    const hit = items.filter(
      (m) => !m.read && (body.get('all') === '1' ? !body.get('channel') || m.channel === body.get('channel') : String(m.id) === body.get('id')),
    );
    for (const m of hit) m.read = true;
    return ok({ marked: hit.length, unread: items.filter((m) => !m.read).length });
  };
}

/** Fresh, markable answers (component tests mutate their own copy). */
export function liveMessageFixtures(): Fixtures {
  const items = messageItems.map((m) => ({ ...m }));
  return { '/message/list': messageListAnswer(items), '/message/read': messageReadAnswer(items), '/message/detail': ok(messageDetail) };
}

/** API answers for each state of the message pages. */
export const messageFixtures = {
  data: { '/message/list': messageListAnswer(), '/message/detail': ok(messageDetail), '/message/read': messageReadAnswer(messageItems.map((m) => ({ ...m }))) },
  empty: { '/message/list': messageListAnswer([]), '/message/detail': failure(404, '该消息不存在或已被删除') },
  ...failingStates(['/message/list', '/message/detail'], '消息服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

export const messageUser = { name: '王小明', auth: {} };
