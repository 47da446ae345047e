/**
 * 电子贺卡 answers for component tests and stories: zh-first, shaped as the sandbox answers, and checked
 * against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { GreetingCardListData, GreetingCardRecipientsData, GreetingCardSendData, GreetingCardTemplatesData } from './generated/types.ts';

export const cardTemplates: GreetingCardTemplatesData['list'] = [
  { id: 'newyear', name: '新年快乐', defaultText: '新年快乐！愿新的一年工作顺利，万事如意。' },
  { id: 'midautumn', name: '中秋', defaultText: '月圆人团圆，祝您中秋快乐，阖家安康。' },
  { id: 'teachersday', name: '教师节', defaultText: '老师您辛苦了！祝您教师节快乐，桃李满天下。' },
  { id: 'birthday', name: '生日', defaultText: '生日快乐！愿你岁岁平安，笑口常开。' },
];

export const colleagues: GreetingCardRecipientsData['list'] = [
  { id: 1, name: '王小明', roleName: '学生' },
  { id: 3, name: '张老师', roleName: '职工' },
  { id: 5, name: '系统管理员', roleName: '管理员' },
  { id: 6, name: '张晓燕', roleName: '教师' },
];

type Card = GreetingCardListData['list'][number];

const received: Card[] = Array.from({ length: 12 }, (_, index) => ({
  id: 100 - index,
  templateId: cardTemplates[index % cardTemplates.length]!.id,
  templateName: cardTemplates[index % cardTemplates.length]!.name,
  content: ['新年快乐，感谢一年来的支持！', '中秋快乐，阖家安康。', '老师您辛苦了！', '生日快乐！'][index % 4]!,
  peer: { id: colleagues[index % colleagues.length]!.id, name: colleagues[index % colleagues.length]!.name },
  sentAt: 1_767_225_600 - index * 86_400,
  read: index >= 2,
}));

export const receivedCards = received;
export const sentCards: Card[] = received.slice(0, 3).map((card) => ({ ...card, id: card.id + 1000, read: true }));

/** greeting-card.list as the sandbox answers it: by box, paged, with the unread count. */
export function cardListAnswer(boxes: { received: Card[]; sent: Card[] } = { received, sent: sentCards }) {
  return (query: URLSearchParams) => {
    const list = query.get('box') === 'sent' ? boxes.sent : boxes.received;
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    return ok({
      list: list.slice((page - 1) * size, page * size),
      page,
      size,
      total: list.length,
      unread: boxes.received.filter((c) => !c.read).length,
    } satisfies GreetingCardListData);
  };
}

/** greeting-card.recipients: colleagues whose name matches q. */
export const recipientsAnswer = (query: URLSearchParams) =>
  ok({ list: colleagues.filter((c) => c.name.includes(query.get('q') ?? '')) } satisfies GreetingCardRecipientsData);

/** greeting-card.send: the new card's id and the recipient's name. */
export const sendAnswer = (_query: URLSearchParams, body: URLSearchParams) =>
  ok({ id: 200, recipientName: colleagues.find((c) => c.id === Number(body.get('recipientId')))?.name ?? '同事' } satisfies GreetingCardSendData);

const data: Fixtures = {
  '/greetingCard/templates': ok({ list: cardTemplates }),
  '/greetingCard/recipients': recipientsAnswer,
  '/greetingCard/send': sendAnswer,
  '/greetingCard/list': cardListAnswer(),
  '/greetingCard/read': (_q, body) => ok({ id: Number(body.get('id')), read: true }),
};

/** API answers for each state of greetingCard/index (the write tab shows the designs). */
export const cardFixtures = {
  data,
  empty: { ...data, '/greetingCard/templates': ok({ list: [] }), '/greetingCard/list': cardListAnswer({ received: [], sent: [] }) },
  ...failingStates(['/greetingCard/templates', '/greetingCard/list', '/greetingCard/recipients'], '贺卡服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/** A teacher: the app needs a login and its permission (manifest `permission: true`). */
export const cardUser = { name: '李老师', auth: { greetingCard: { module: ['index'] } } };
