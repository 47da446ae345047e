/**
 * Do-not-disturb answers for component tests and stories, shaped as the sandbox answers and checked
 * against contracts/do-not-disturb.settings.schema.json by tests/fixtures.test.ts. "Empty" is a user who never
 * saved: the school's defaults, no save time.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { DoNotDisturbSettingsData } from './generated/types.ts';

const channels = [
  { id: 'notice', name: '通知公告' },
  { id: 'approval', name: '审批待办' },
  { id: 'service', name: '办事进度' },
  { id: 'system', name: '系统消息' },
];

export const defaultSettings: DoNotDisturbSettingsData = {
  enabled: false,
  start: '22:00',
  end: '07:00',
  channels: channels.map((c) => ({ ...c, muted: true })),
};

export const savedSettings: DoNotDisturbSettingsData = {
  enabled: true,
  start: '23:00',
  end: '06:30',
  channels: channels.map((c) => ({ ...c, muted: c.id !== 'approval' })),
  updatedAt: 1_795_100_000,
};

/** do-not-disturb.save as the sandbox does it (without its checks: the page checks first), remembering what was sent. */
export function saveAnswer(sent: URLSearchParams[] = []) {
  return (_query: URLSearchParams, body: URLSearchParams) => {
    sent.push(body);
    const muted = (body.get('muted') ?? '').split(',');
    return ok({
      enabled: body.get('enabled') === '1',
      start: body.get('start') ?? '',
      end: body.get('end') ?? '',
      channels: channels.map((c) => ({ ...c, muted: muted.includes(c.id) })),
      updatedAt: 1_795_140_000,
    } satisfies DoNotDisturbSettingsData);
  };
}

export const dndFixtures = {
  data: { '/message/dnd': ok(savedSettings), '/message/dnd/save': saveAnswer() },
  empty: { '/message/dnd': ok(defaultSettings), '/message/dnd/save': saveAnswer() },
  ...failingStates(['/message/dnd'], '消息服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

export const dndUser = { name: '王小明', auth: {} };
