/**
 * Do-not-disturb endpoints: `do-not-disturb.settings` (`/message/dnd`) and `do-not-disturb.save`
 * (`/message/dnd/save`), over each user's quiet hours, which the kit's message delivery honours
 * (sandbox/messages/). Every logged-in user has settings; each sees only their own. The save's fields are
 * checked against its contract (contracts/do-not-disturb.save.body.schema.json); what crosses fields or
 * names the kit's channels is checked here.
 */
import type { Hono } from 'hono';
import type { DoNotDisturbSaveBody, DoNotDisturbSettingsData } from '../generated/types.ts';
import {
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type LocalMessage,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  MESSAGE_CHANNEL_IDS,
  MESSAGE_CHANNELS,
  quietHoursOf,
  saveQuietHours,
  type QuietHours,
} from '../../../sandbox/kit.ts';

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const DND_MESSAGES = {
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

/** The settings a checked do-not-disturb.save body saves, or why they are refused. */
function settingsOf(body: DoNotDisturbSaveBody): { ok: true; value: QuietHours } | { ok: false; message: LocalMessage } {
  if (body.start === body.end) return { ok: false, message: DND_MESSAGES.sameTimes };
  const muted = (body.muted ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!muted.every((id) => (MESSAGE_CHANNEL_IDS as readonly string[]).includes(id))) return { ok: false, message: DND_MESSAGES.badChannel };
  if (body.enabled === 1 && muted.length === 0) return { ok: false, message: DND_MESSAGES.noChannel };
  return { ok: true, value: { enabled: body.enabled === 1, start: body.start, end: body.end, muted: MESSAGE_CHANNEL_IDS.filter((id) => muted.includes(id)) } };
}

export function createDndRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));

  routes.get('do-not-disturb.settings', (c, { ok }) => ok(settingsData(quietHoursOf(db, c.get('user').username))));

  routes.post('do-not-disturb.save', (c, { input, ok }) => {
    const settings = settingsOf(input);
    if (!settings.ok) return replyFail(c, SandboxErrorCode.badRequest, settings.message);
    const updatedAt = epochSeconds(services);
    saveQuietHours(db, c.get('user').username, settings.value, updatedAt);
    return ok(settingsData({ ...settings.value, updatedAt }));
  });

  return routes.app;
}
