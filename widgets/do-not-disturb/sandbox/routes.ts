/**
 * Do-not-disturb endpoints: `do-not-disturb.settings` (`/message/dnd`) and `do-not-disturb.save`
 * (`/message/dnd/save`), over each user's quiet hours, which the kit's message delivery honours
 * (sandbox/messages/). Every logged-in user has settings; each sees only their own.
 */
import type { Hono } from 'hono';
import type { DoNotDisturbSettingsData } from '../generated/types.ts';
import {
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  keyedRoutes,
  readBody,
  textField,
  epochSeconds,
  type SandboxServices,
  CLOCK_TIME,
  MESSAGE_CHANNEL_IDS,
  MESSAGE_CHANNELS,
  quietHoursOf,
  saveQuietHours,
  type QuietHours,
} from '../../../sandbox/kit.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const DND_MESSAGES = {
  badEnabled: { zh: '参数 enabled 无效：应为 1 或 0', en: 'The enabled parameter is not valid: it must be 1 or 0', tw: '參數 enabled 無效：應為 1 或 0' },
  badTime: { zh: '请输入有效的时间（00:00—23:59）', en: 'Enter a valid time (00:00–23:59)', tw: '請輸入有效的時間（00:00—23:59）' },
  sameTimes: { zh: '开始时间和结束时间不能相同', en: 'The start and end times cannot be the same', tw: '開始時間和結束時間不能相同' },
  noChannel: { zh: '请至少选择一种免打扰的消息类型', en: 'Choose at least one kind of message to silence', tw: '請至少選擇一種免打擾的訊息類型' },
  badChannel: { zh: '免打扰的消息类型无效', en: 'A kind of message to silence is not valid', tw: '免打擾的訊息類型無效' },
} as const satisfies Record<string, LocalMessage>;

const settingsData = (settings: QuietHours & { updatedAt?: number }): DoNotDisturbSettingsData => ({
  enabled: settings.enabled,
  start: settings.start,
  end: settings.end,
  channels: MESSAGE_CHANNELS.map(({ id, name }) => ({ id, name, muted: settings.muted.includes(id) })),
  ...(settings.updatedAt !== undefined ? { updatedAt: settings.updatedAt } : {}),
});

/** The saved settings from a do-not-disturb.save body, or the reason it is refused. */
function parseSettings(body: Record<string, unknown>): { ok: true; value: QuietHours } | { ok: false; message: InThreeLanguages } {
  const enabled = textField(body, 'enabled');
  if (enabled !== '1' && enabled !== '0') return { ok: false, message: DND_MESSAGES.badEnabled };
  const start = textField(body, 'start')?.trim() ?? '';
  const end = textField(body, 'end')?.trim() ?? '';
  if (!CLOCK_TIME.test(start) || !CLOCK_TIME.test(end)) return { ok: false, message: DND_MESSAGES.badTime };
  if (start === end) return { ok: false, message: DND_MESSAGES.sameTimes };
  const muted = (textField(body, 'muted') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!muted.every((id) => (MESSAGE_CHANNEL_IDS as readonly string[]).includes(id))) return { ok: false, message: DND_MESSAGES.badChannel };
  if (enabled === '1' && muted.length === 0) return { ok: false, message: DND_MESSAGES.noChannel };
  return { ok: true, value: { enabled: enabled === '1', start, end, muted: MESSAGE_CHANNEL_IDS.filter((id) => muted.includes(id)) } };
}

export function createDndRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));

  routes.get('do-not-disturb.settings', (c) => replyOk(c, settingsData(quietHoursOf(db, c.get('user').username))));

  routes.post('do-not-disturb.save', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const parsed = parseSettings(body.body);
    if (!parsed.ok) return replyFail(c, SandboxErrorCode.badRequest, parsed.message);
    const updatedAt = epochSeconds(services);
    saveQuietHours(db, c.get('user').username, parsed.value, updatedAt);
    return replyOk(c, settingsData({ ...parsed.value, updatedAt }));
  });

  return routes.app;
}
