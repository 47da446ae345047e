/**
 * The repair halls' endpoints (widgets/repair). Every call names its hall (`variant`, the app key) and is
 * answered only to users the portal lets open that hall's pages; each part of the work needs its module
 * in the caller's permission map for that app: `dispatch` (the dispatcher's queue, assign, send back),
 * `work` (the repairman's orders, start, finish), `statistic`. Which action moves an order from which state
 * to which, and who may take it, is the hall's `repair_steps` rows (repairHalls.ts), never code.
 */
import type { Context } from 'hono';
import type { RepairDetailData, RepairFormData, RepairOrdersData, State } from '../generated/types.ts';
import {
  grantOfRequest,
  replyRefused,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFieldProblem,
  readerLanguage,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  acceptSubmission,
  checkedDefinition,
  keyedRoutes,
  ownUploadedImage,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { reportForm as plainReportForm, type CategoryRow } from './reportForm.ts';
import { ACTOR_MODULE, type Action, type Actor } from './repairHalls.ts';

/** The states and actions as a refusal names them, in the portal's three languages. */
const STATE_NAMES: Record<State, InThreeLanguages> = {
  awaiting: { zh: '待派单', en: 'Awaiting dispatch', tw: '待派單' },
  dispatched: { zh: '已派单', en: 'Dispatched', tw: '已派單' },
  inProgress: { zh: '维修中', en: 'In progress', tw: '維修中' },
  done: { zh: '已完成', en: 'Done', tw: '已完成' },
  rated: { zh: '已评价', en: 'Rated', tw: '已評價' },
  returned: { zh: '已退回', en: 'Sent back', tw: '已退回' },
};
const ACTION_NAMES: Record<Action, InThreeLanguages> = {
  dispatch: { zh: '派单', en: 'be dispatched', tw: '派單' },
  sendBack: { zh: '退回', en: 'be sent back', tw: '退回' },
  start: { zh: '开始维修', en: 'be started', tw: '開始維修' },
  finish: { zh: '完成维修', en: 'be marked as done', tw: '完成維修' },
  rate: { zh: '评价', en: 'be rated', tw: '評價' },
};

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const REPAIR_MESSAGES = {
  variantUnknown: { zh: '未知的报修大厅', en: 'Unknown repair hall', tw: '未知的報修大廳' },
  forbidden: { zh: '你没有使用该报修大厅的权限', en: 'You do not have permission to use this repair hall', tw: '你沒有使用該報修大廳的權限' },
  notFound: {
    zh: '该报修单不存在或你无权查看',
    en: 'This repair request does not exist or you may not see it',
    tw: '該報修單不存在或你無權查看',
  },
  dispatcherOnly: {
    zh: '只有报修调度员可以派单或退回报修单',
    en: 'Only a repair dispatcher can dispatch or send back a repair request',
    tw: '只有報修調度員可以派單或退回報修單',
  },
  repairmanOnly: {
    zh: '只有被指派的维修师傅可以处理该工单',
    en: 'Only the repairman assigned can handle this work order',
    tw: '只有被指派的維修師傅可以處理該工單',
  },
  reporterOnly: { zh: '只有报修人本人可以评价', en: 'Only the person who reported it can rate it', tw: '只有報修人本人可以評價' },
  statisticOnly: { zh: '你没有查看报修统计的权限', en: 'You do not have permission to see the repair statistics', tw: '你沒有查看報修統計的權限' },
  noStatistic: { zh: '该报修大厅未开放统计', en: 'This repair hall has no statistics', tw: '該報修大廳未開放統計' },
  badAction: { zh: '未知的操作', en: 'Unknown action', tw: '未知的操作' },
  notNow: (state: State, action: Action): InThreeLanguages => ({
    zh: `该报修单当前为「${STATE_NAMES[state].zh}」，不能${ACTION_NAMES[action].zh}`,
    en: `This repair request is now "${STATE_NAMES[state].en}" and cannot ${ACTION_NAMES[action].en}`,
    tw: `該報修單目前為「${STATE_NAMES[state].tw}」，不能${ACTION_NAMES[action].tw}`,
  }),
  noWorker: { zh: '请选择维修师傅', en: 'Choose a repairman', tw: '請選擇維修師傅' },
  noReason: {
    zh: '退回报修单须填写原因（2 到 100 个字）',
    en: 'Sending a repair request back needs a reason (2 to 100 characters)',
    tw: '退回報修單須填寫原因（2 到 100 個字）',
  },
  noNote: { zh: '请填写维修说明（2 到 200 个字）', en: 'Write a repair note (2 to 200 characters)', tw: '請填寫維修說明（2 到 200 個字）' },
  badScore: { zh: '评分应为 1 到 5 星', en: 'The rating must be 1 to 5 stars', tw: '評分應為 1 到 5 顆星' },
  notOwnPhoto: { zh: '照片须由本人上传，请重新上传', en: 'Photos must be uploaded by yourself, upload them again', tw: '照片須由本人上傳，請重新上傳' },
} as const satisfies Record<string, LocalMessage | ((state: State, action: Action) => LocalMessage)>;

const STATES = Object.keys(STATE_NAMES) as State[];
const OPEN_STATES: State[] = ['awaiting', 'dispatched', 'inProgress'];
const HOUR = 3600;

interface OrderRowDb {
  id: number;
  variant: string;
  number: string;
  username: string;
  reporter: string;
  phone: string;
  category: string;
  building: string;
  room: string;
  description: string;
  photos: string;
  state: State;
  created_at: number;
  worker_username: string | null;
  worker_name: string | null;
  finish_note: string | null;
  returned_reason: string | null;
  score: number | null;
  comment: string | null;
  done_at: number | null;
  limit_hours: number;
  name_zh: string;
  name_en: string;
  name_tw: string;
}

/** The hall's form, checked as every form definition is (a category or building row the schema refuses fails loudly). */
const reportForm = (variant: string, categories: readonly CategoryRow[], buildings: readonly string[]) =>
  checkedDefinition(plainReportForm(variant, categories, buildings), `widgets/repair/sandbox/reportForm.ts (${variant})`);

/** Spaces as one, ends trimmed. */
const tidy = (text: string | undefined) => (text ?? '').trim().replace(/\s+/gu, ' ');
const lengthOf = (text: string) => [...text].length;

export function createRepairRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  // Any page of the widget first (a caller without a repair hall is refused before the hall is read);
  // then each handler asks for its hall and module.
  routes.use(requireGrant(services, { message: REPAIR_MESSAGES.forbidden }));

  const hall = db.prepare<[string], { key: string; name: string; statistic: number }>('SELECT * FROM repair_halls WHERE key = ?');
  const categories = db.prepare<[string], CategoryRow>('SELECT * FROM repair_categories WHERE variant = ? ORDER BY position');
  const buildings = db.prepare<[], { name: string }>('SELECT name FROM repair_buildings ORDER BY position');
  const stepOf = db.prepare<[string, string, string], { to_state: State; actor: Actor }>(
    'SELECT to_state, actor FROM repair_steps WHERE variant = ? AND action = ? AND from_state = ?',
  );
  const actorOf = db.prepare<[string, string], { actor: Actor }>('SELECT actor FROM repair_steps WHERE variant = ? AND action = ? LIMIT 1');
  const stepsFrom = db.prepare<[string, string], { action: Action; actor: Actor }>(
    'SELECT action, actor FROM repair_steps WHERE variant = ? AND from_state = ?',
  );
  const workers = db.prepare<[string], RepairOrdersData['workers'][number]>(`
    SELECT w.username, w.name, w.team,
      (SELECT count(*) FROM repair_orders o WHERE o.variant = ? AND o.worker_username = w.username AND o.state IN ('dispatched', 'inProgress')) AS open
    FROM repair_workers w ORDER BY w.rowid`);
  const worker = db.prepare<[string], { username: string; name: string; team: string }>('SELECT * FROM repair_workers WHERE username = ?');

  const SELECT = `
    SELECT o.*, c.limit_hours, c.name_zh, c.name_en, c.name_tw,
      (SELECT min(e.at) FROM repair_events e WHERE e.order_id = o.id AND e.state = 'done') AS done_at
    FROM repair_orders o JOIN repair_categories c ON c.variant = o.variant AND c.key = o.category`;
  // One filter for the three lists: whose (reporter, repairman, or none: the dispatcher's whole hall) and states.
  const FILTER = `
    WHERE o.variant = :variant
      AND (:reporter IS NULL OR o.username = :reporter)
      AND (:worker IS NULL OR o.worker_username = :worker)
      AND o.state IN (SELECT value FROM json_each(:states))`;
  type Filter = { variant: string; reporter: string | null; worker: string | null; states: string };
  const count = db.prepare<[Filter], { total: number }>(`SELECT count(*) AS total FROM repair_orders o ${FILTER}`);
  const page = db.prepare<[Filter & { limit: number; offset: number }], OrderRowDb>(
    `${SELECT} ${FILTER} ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset`,
  );
  const one = db.prepare<[number, string], OrderRowDb>(`${SELECT} WHERE o.id = ? AND o.variant = ?`);
  const events = db.prepare<[number], { state: State; at: number; by_name: string; note: string | null }>(
    'SELECT state, at, by_name, note FROM repair_events WHERE order_id = ? ORDER BY at, id',
  );
  const countOpen = db.prepare<[string, string], { n: number }>(
    "SELECT count(*) AS n FROM repair_orders WHERE variant = ? AND username = ? AND state IN ('awaiting', 'dispatched', 'inProgress')",
  );
  const countAwaiting = db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM repair_orders WHERE variant = ? AND state = 'awaiting'");
  const countTasks = db.prepare<[string, string], { n: number }>(
    "SELECT count(*) AS n FROM repair_orders WHERE variant = ? AND worker_username = ? AND state IN ('dispatched', 'inProgress')",
  );
  const insert = db.prepare(`
    INSERT INTO repair_orders (variant, number, username, reporter, phone, category, building, room, description, photos, state, created_at)
    VALUES (@variant, @number, @username, @reporter, @phone, @category, @building, @room, @description, @photos, 'awaiting', @createdAt)`);
  const numbered = db.prepare<[string, number]>('UPDATE repair_orders SET number = ? WHERE id = ?');
  const addEvent = db.prepare<[number, string, number, string, string | null]>(
    'INSERT INTO repair_events (order_id, state, at, by_name, note) VALUES (?, ?, ?, ?, ?)',
  );
  const move = db.prepare<[State, number, State]>('UPDATE repair_orders SET state = ? WHERE id = ? AND state = ?');
  const setWorker = db.prepare<[string, string, number]>('UPDATE repair_orders SET worker_username = ?, worker_name = ? WHERE id = ?');
  const setReturned = db.prepare<[string, number]>('UPDATE repair_orders SET returned_reason = ? WHERE id = ?');
  const setFinish = db.prepare<[string, number]>('UPDATE repair_orders SET finish_note = ? WHERE id = ?');
  const setRating = db.prepare<[number, string | null, number]>('UPDATE repair_orders SET score = ?, comment = ? WHERE id = ?');

  /** Whether the caller may open this hall's pages (with `module` in their map for it, when asked). */
  function mayIn(c: Context, variant: string, module?: string): boolean {
    const app = services.siteOf(c.req.raw)?.apps[variant];
    return grantOfRequest(c, services, { apps: (candidate) => candidate !== undefined && candidate === app, ...(module ? { module } : {}) }) === 'open';
  }

  /** The hall named by `variant` (its contract says it is there), or the reply refusing it: 400 unknown, 403 not the caller's. */
  function hallFor(c: Context, variant: string): { ok: true; key: string; statistic: boolean } | { ok: false; reply: Response } {
    const key = tidy(variant);
    const found = hall.get(key);
    if (!found) return { ok: false, reply: replyFail(c, SandboxErrorCode.badRequest, REPAIR_MESSAGES.variantUnknown) };
    if (!mayIn(c, key)) return { ok: false, reply: replyRefused(c, 'forbidden', REPAIR_MESSAGES.forbidden) };
    return { ok: true, key, statistic: found.statistic === 1 };
  }

  const nowSeconds = () => epochSeconds(services);

  function rowOut(row: OrderRowDb): RepairOrdersData['list'][number] {
    const dueAt = row.created_at + row.limit_hours * HOUR;
    const photos = JSON.parse(row.photos) as string[];
    return {
      id: row.id,
      number: row.number,
      state: row.state,
      category: row.category,
      categoryName: { zh: row.name_zh, en: row.name_en, tw: row.name_tw },
      building: row.building,
      room: row.room,
      description: row.description,
      reporter: row.reporter,
      createdAt: row.created_at,
      dueAt,
      overdue: row.state !== 'returned' && (row.done_at ?? nowSeconds()) > dueAt,
      photos: photos.length,
      ...(row.worker_name ? { worker: row.worker_name } : {}),
      ...(row.score ? { score: row.score } : {}),
    };
  }

  /** Whether the caller may take a step of this actor on this order. */
  function plays(c: Context<LoggedInEnv>, row: OrderRowDb, actor: Actor): boolean {
    const username = c.get('user').username;
    if (actor === 'reporter') return row.username === username;
    if (actor === 'repairman') return row.worker_username === username && mayIn(c, row.variant, ACTOR_MODULE.repairman);
    return mayIn(c, row.variant, ACTOR_MODULE.dispatcher);
  }

  /** The order when the caller may see it: its reporter, a dispatcher of the hall, its repairman. */
  function visible(c: Context<LoggedInEnv>, id: number, variant: string): OrderRowDb | undefined {
    const row = one.get(id, variant);
    if (!row) return undefined;
    return plays(c, row, 'reporter') || plays(c, row, 'dispatcher') || plays(c, row, 'repairman') ? row : undefined;
  }

  routes.get('repair.hall', (c, { input, ok }) => {
    const found = hallFor(c, input.variant);
    if (!found.ok) return found.reply;
    const username = c.get('user').username;
    const dispatcher = mayIn(c, found.key, ACTOR_MODULE.dispatcher);
    const repairman = mayIn(c, found.key, ACTOR_MODULE.repairman);
    return ok({
      variant: found.key,
      statistic: found.statistic,
      roles: { reporter: true, dispatcher, repairman, statistic: found.statistic && mayIn(c, found.key, 'statistic') },
      counts: {
        mineOpen: countOpen.get(found.key, username)!.n,
        awaiting: dispatcher ? countAwaiting.get(found.key)!.n : 0,
        tasks: repairman ? countTasks.get(found.key, username)!.n : 0,
      },
    });
  });

  routes.get('repair.form', (c, { input, ok }) => {
    const found = hallFor(c, input.variant);
    if (!found.ok) return found.reply;
    const list = categories.all(found.key);
    return ok({
      definition: reportForm(
        found.key,
        list,
        buildings.all().map((row) => row.name),
      ) as unknown as RepairFormData['definition'],
      categories: list.map((row) => ({ key: row.key, name: { zh: row.name_zh, en: row.name_en, tw: row.name_tw }, limitHours: row.limit_hours })),
    });
  });

  routes.post('repair.submit', (c, { input, ok }) => {
    const found = hallFor(c, input.variant);
    if (!found.ok) return found.reply;
    const user = c.get('user');
    const { photos: sent } = input.values;
    const photos = Array.isArray(sent) ? (sent as unknown[]) : [];
    if (photos.some((url) => typeof url !== 'string' || !ownUploadedImage(db, url, user.username))) {
      return replyFieldProblem(c, REPAIR_MESSAGES.notOwnPhoto, 'photos', 'badFile');
    }
    const at = nowSeconds();
    const accepted = acceptSubmission({
      db,
      username: user.username,
      formKey: `repair:${found.key}`,
      definition: reportForm(
        found.key,
        categories.all(found.key),
        buildings.all().map((row) => row.name),
      ),
      values: input.values,
      submissionId: input._submission,
      language: readerLanguage(c),
      at,
      save: (values) => {
        const id = Number(
          insert.run({
            variant: found.key,
            number: `tmp-${at}-${Math.random()}`,
            username: user.username,
            reporter: user.name,
            phone: String(values.phone),
            category: String(values.category),
            building: String(values.building),
            room: tidy(String(values.room)),
            description: tidy(String(values.description)),
            photos: JSON.stringify(values.photos ?? []),
            createdAt: at,
          }).lastInsertRowid,
        );
        const day = new Date((at + 8 * HOUR) * 1000).toISOString().slice(0, 10).replaceAll('-', '');
        numbered.run(`BX${day}-${String(id).padStart(4, '0')}`, id);
        addEvent.run(id, 'awaiting', at, user.name, null);
        return id;
      },
    });
    if (!accepted.ok) return c.json(accepted.answer);
    const row = one.get(accepted.recordId, found.key)!;
    return ok({ id: row.id, number: row.number });
  });

  routes.get('repair.orders', (c, { input, ok }) => {
    const found = hallFor(c, input.variant);
    if (!found.ok) return found.reply;
    const { view, page: at = 1, size = 10 } = input;
    const username = c.get('user').username;
    if (view === 'queue' && !mayIn(c, found.key, ACTOR_MODULE.dispatcher)) return replyFail(c, SandboxErrorCode.forbidden, REPAIR_MESSAGES.dispatcherOnly);
    if (view === 'tasks' && !mayIn(c, found.key, ACTOR_MODULE.repairman)) return replyFail(c, SandboxErrorCode.forbidden, REPAIR_MESSAGES.repairmanOnly);
    const asked = input.state ?? (view === 'queue' ? 'awaiting' : view === 'tasks' ? 'open' : 'all');
    const states = asked === 'all' ? STATES : asked === 'open' ? OPEN_STATES : [asked];
    const filter: Filter = {
      variant: found.key,
      reporter: view === 'mine' ? username : null,
      worker: view === 'tasks' ? username : null,
      states: JSON.stringify(states),
    };
    return ok({
      total: count.get(filter)!.total,
      list: page.all({ ...filter, limit: size, offset: (at - 1) * size }).map(rowOut),
      workers: view === 'queue' ? workers.all(found.key) : [],
    });
  });

  routes.get('repair.detail', (c, { input, ok }) => {
    const found = hallFor(c, input.variant);
    if (!found.ok) return found.reply;
    const row = visible(c, input.id, found.key);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, REPAIR_MESSAGES.notFound);
    const can = { dispatch: false, sendBack: false, start: false, finish: false, rate: false };
    for (const step of stepsFrom.all(found.key, row.state)) can[step.action] = plays(c, row, step.actor);
    return ok({
      ...rowOut(row),
      phone: row.phone,
      photoUrls: JSON.parse(row.photos) as RepairDetailData['photoUrls'],
      limitHours: row.limit_hours,
      timeline: events.all(row.id).map((event) => ({ state: event.state, at: event.at, by: event.by_name, ...(event.note ? { note: event.note } : {}) })),
      ...(row.finish_note ? { finishNote: row.finish_note } : {}),
      ...(row.returned_reason ? { returnedReason: row.returned_reason } : {}),
      ...(row.comment ? { comment: row.comment } : {}),
      can,
      workers: can.dispatch ? workers.all(found.key) : [],
    });
  });

  routes.post('repair.act', (c, { input, ok }) => {
    const found = hallFor(c, input.variant);
    if (!found.ok) return found.reply;
    const { id, action } = input;
    // An action the hall has no step for at all.
    const actor = actorOf.get(found.key, action)?.actor;
    if (!actor) return replyFail(c, SandboxErrorCode.badRequest, REPAIR_MESSAGES.badAction);
    const row = visible(c, id, found.key);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, REPAIR_MESSAGES.notFound);
    if (!plays(c, row, actor)) {
      const message =
        actor === 'dispatcher' ? REPAIR_MESSAGES.dispatcherOnly : actor === 'repairman' ? REPAIR_MESSAGES.repairmanOnly : REPAIR_MESSAGES.reporterOnly;
      return replyFail(c, SandboxErrorCode.forbidden, message);
    }
    const step = stepOf.get(found.key, action, row.state);
    if (!step) return replyFail(c, SandboxErrorCode.conflict, REPAIR_MESSAGES.notNow(row.state, action));

    // What each action needs besides the step (the contract checks each field given; which are needed is the action's).
    let note: string | null = null;
    let assigned: { username: string; name: string; team: string } | undefined;
    let score = 0;
    if (action === 'dispatch') {
      assigned = worker.get(tidy(input.worker));
      if (!assigned) return replyFail(c, SandboxErrorCode.badRequest, REPAIR_MESSAGES.noWorker);
      note = `${assigned.name}（${assigned.team}）`;
    } else if (action === 'sendBack' || action === 'finish') {
      const text = tidy(action === 'sendBack' ? input.reason : input.note);
      const max = action === 'sendBack' ? 100 : 200;
      if (lengthOf(text) < 2 || lengthOf(text) > max)
        return replyFail(c, SandboxErrorCode.badRequest, action === 'sendBack' ? REPAIR_MESSAGES.noReason : REPAIR_MESSAGES.noNote);
      note = text;
    } else if (action === 'rate') {
      if (input.score === undefined) return replyFail(c, SandboxErrorCode.badRequest, REPAIR_MESSAGES.badScore);
      score = input.score;
      note = tidy(input.comment) || null;
    }
    const user = c.get('user');
    const at = nowSeconds();
    // The state guard in the UPDATE: two dispatchers (or two taps) cannot both take the step.
    const taken = db.transaction(() => {
      if (move.run(step.to_state, id, row.state).changes !== 1) return false;
      if (assigned) setWorker.run(assigned.username, assigned.name, id);
      if (action === 'sendBack') setReturned.run(note!, id);
      if (action === 'finish') setFinish.run(note!, id);
      if (action === 'rate') setRating.run(score, note, id);
      addEvent.run(id, step.to_state, at, user.name, note);
      return true;
    });
    if (!taken.immediate()) {
      const now = one.get(id, found.key)!;
      return replyFail(c, SandboxErrorCode.conflict, REPAIR_MESSAGES.notNow(now.state, action));
    }
    return ok({ id, state: step.to_state });
  });

  // Counted in SQL over the orders made in the last `days` days: overdue when not done within the
  // category's limit (still open now, or finished after it); hours to fix from report to done.
  const WINDOW = `
    WITH o AS (
      SELECT r.*, c.limit_hours,
        (SELECT min(e.at) FROM repair_events e WHERE e.order_id = r.id AND e.state = 'done') AS done_at
      FROM repair_orders r JOIN repair_categories c ON c.variant = r.variant AND c.key = r.category
      WHERE r.variant = :variant AND r.created_at >= :since
    ), w AS (
      SELECT *, (state <> 'returned' AND coalesce(done_at, :now) > created_at + limit_hours * 3600) AS late FROM o
    )`;
  type Window = { variant: string; since: number; now: number };
  const totals = db.prepare<[Window], { total: number; overdue: number }>(`${WINDOW} SELECT count(*) AS total, coalesce(sum(late), 0) AS overdue FROM w`);
  const byCategory = db.prepare<[Window], CategoryRow & { count: number; overdue: number; avgHours: number | null }>(`${WINDOW}
    SELECT c.*, count(w.id) AS count, coalesce(sum(w.late), 0) AS overdue, round(avg((w.done_at - w.created_at) / 3600.0), 1) AS avgHours
    FROM repair_categories c LEFT JOIN w ON w.category = c.key
    WHERE c.variant = :variant GROUP BY c.key ORDER BY c.position`);
  const byBuilding = db.prepare<[Window], { building: string; count: number }>(
    `${WINDOW} SELECT building, count(*) AS count FROM w GROUP BY building ORDER BY count DESC, building`,
  );
  const byState = db.prepare<[Window], { state: State; count: number }>(`${WINDOW} SELECT state, count(*) AS count FROM w GROUP BY state`);

  routes.get('repair.statistic', (c, { input, ok }) => {
    const found = hallFor(c, input.variant);
    if (!found.ok) return found.reply;
    if (!found.statistic) return replyFail(c, SandboxErrorCode.notFound, REPAIR_MESSAGES.noStatistic);
    if (!mayIn(c, found.key, 'statistic')) return replyFail(c, SandboxErrorCode.forbidden, REPAIR_MESSAGES.statisticOnly);
    const { days = 60 } = input;
    const now = nowSeconds();
    const window: Window = { variant: found.key, since: now - days * 24 * HOUR, now };
    const states = new Map(byState.all(window).map((row) => [row.state, row.count]));
    return ok({
      days,
      ...totals.get(window)!,
      byCategory: byCategory.all(window).map((row) => ({
        category: row.key,
        name: { zh: row.name_zh, en: row.name_en, tw: row.name_tw },
        count: row.count,
        overdue: row.overdue,
        avgHours: row.avgHours,
      })),
      byBuilding: byBuilding.all(window),
      byState: STATES.map((state) => ({ state, count: states.get(state) ?? 0 })),
    });
  });

  return routes;
}
