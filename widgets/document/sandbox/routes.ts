/**
 * The document flow's endpoints (widgets/document): the flow types and supervising departments
 * (`document.types`), the caller's boxes (`document.list`: todo, done, read, sent, reports), one document
 * with its steps, log and the caller's allowed actions (`document.detail`; opening it as a current handler
 * marks the task opened), the staff directory (`document.users`), the actions (`document.act`) and drafting
 * (`document.start`, module send). The rules themselves live in documentFlow.ts.
 */
import type { DocumentActData, DocumentDetailData, DocumentListData, DocumentStartData, DocumentTypesData, DocumentUsersData } from '../generated/types.ts';
import {
  dayOf,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  keyedRoutes,
  parseEnumParam,
  parseIdParam,
  parseIntegerParam,
  readBody,
  textField,
  epochSeconds,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { ACT_ACTIONS, createDocumentFlow, DOCUMENT_MESSAGES, type ActAction, type DocumentRow, type Refusal } from './documentFlow.ts';

const BOXES = ['todo', 'done', 'read', 'sent', 'reports'] as const;
type Box = (typeof BOXES)[number];
const MAX_SIZE = 50;

type ListRow = DocumentRow & { task_id: number | null; task_opened: number | null; task_done: number | null; company: string | null };

/** The SQL of each box; every one selects the document and, where the row is about my task, that task. */
const BOX_SQL: Record<Box, string> = {
  // Most urgent first, then the nearest deadline.
  todo: `FROM document_tasks t JOIN documents d ON d.id = t.document_id
         WHERE t.username = :me AND t.state = 'open' AND t.kind != 'circulate' AND d.state = 'moving'`,
  done: `FROM documents d JOIN (SELECT document_id, max(id) AS id, max(done_at) AS done_at FROM document_tasks
           WHERE username = :me AND state IN ('done', 'moved') AND kind != 'circulate' GROUP BY document_id) t ON t.document_id = d.id
         WHERE 1`,
  read: `FROM document_tasks t JOIN documents d ON d.id = t.document_id
         WHERE t.username = :me AND t.kind = 'circulate' AND t.state IN ('open', 'done')`,
  sent: `FROM documents d LEFT JOIN document_tasks t ON 0 WHERE d.sender = :me AND d.state = 'moving'`,
  reports: `FROM documents d LEFT JOIN document_tasks t ON 0 WHERE d.sender = :me AND d.type = 'report'`,
};
const BOX_ORDER: Record<Box, string> = {
  todo: "ORDER BY CASE d.urgency WHEN 'critical' THEN 0 WHEN 'urgent' THEN 1 ELSE 2 END, coalesce(d.deadline, '9999-12-31'), d.id DESC",
  done: 'ORDER BY t.done_at DESC, d.id DESC',
  read: "ORDER BY t.state = 'open' DESC, t.id DESC",
  sent: 'ORDER BY d.created_at DESC, d.id DESC',
  reports: 'ORDER BY d.created_at DESC, d.id DESC',
};

const codeOf = (refusal: Refusal) => SandboxErrorCode[refusal.code];

export function createDocumentRoutes(services: SandboxServices) {
  const { db } = services;
  const flow = createDocumentFlow(db);
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions));
  const staffOnly = requireGrant(services, { message: DOCUMENT_MESSAGES.forbidden });
  const companyName = db.prepare<[number], { name: string }>('SELECT name FROM document_companies WHERE id = ?');
  const logOf = db.prepare<[number], { id: number; at: number; name: string; action: string; step: string; opinion: string | null }>(
    'SELECT * FROM document_log WHERE document_id = ? ORDER BY at, id',
  );
  const involved = db.prepare<[number, string], { n: number }>('SELECT count(*) AS n FROM document_tasks WHERE document_id = ? AND username = ?');
  const directory = db.prepare<[{ q: string | null }], { username: string; name: string; role_name: string }>(`
    SELECT username, name, role_name FROM users WHERE role NOT IN ('student', 'visitor')
      AND (:q IS NULL OR instr(name, :q) > 0 OR instr(role_name, :q) > 0) ORDER BY role, username`);

  const today = () => dayOf(services.now());
  const overdue = (doc: DocumentRow) => doc.state === 'moving' && doc.deadline !== null && doc.deadline < today();
  /** The current step's holders (names): who the document is waiting for. */
  const holders = (doc: DocumentRow) =>
    doc.state === 'done'
      ? []
      : flow.tasksOf
          .all(doc.id)
          .filter((task) => task.step_index === doc.step_index && task.state === 'open' && task.kind !== 'circulate')
          .map((task) => task.name);

  routes.get('document.types', staffOnly, (c) => {
    const data: DocumentTypesData = {
      types: flow.allTypes().map((type) => ({
        key: type.key,
        name: type.name,
        prefix: type.prefix,
        redHead: type.redHead,
        office: type.office,
        steps: type.steps.map((step, index) => ({
          index,
          name: step.name,
          kind: step.kind,
          parallel: !!step.parallel,
          pick: !!step.pick,
          handlers: step.handlers.filter((one) => one !== '$sender').map((username) => ({ username, name: flow.nameOf(username) })),
        })),
      })),
      companies: db.prepare<[], { id: number; name: string }>('SELECT id, name FROM document_companies ORDER BY id').all(),
    };
    return replyOk(c, data);
  });

  routes.get('document.list', staffOnly, (c) => {
    const box = parseEnumParam(c.req.query('box'), 'box', BOXES);
    if (!box.ok) return replyFail(c, SandboxErrorCode.badRequest, box.message);
    const pageNumber = parseIntegerParam(c.req.query('page'), 'page', { min: 1, max: 100_000, fallback: 1 });
    if (!pageNumber.ok) return replyFail(c, SandboxErrorCode.badRequest, pageNumber.message);
    const size = parseIntegerParam(c.req.query('size'), 'size', { min: 1, max: MAX_SIZE, fallback: 10 });
    if (!size.ok) return replyFail(c, SandboxErrorCode.badRequest, size.message);
    const which = box.value ?? 'todo';
    const me = c.get('user').username;
    const total = db.prepare<[{ me: string }], { n: number }>(`SELECT count(*) AS n ${BOX_SQL[which]}`).get({ me })!.n;
    const rows = db
      .prepare<[{ me: string; limit: number; offset: number }], ListRow>(
        `
        SELECT d.*, t.id AS task_id, ${which === 'done' ? 'NULL' : 't.opened_at'} AS task_opened, t.done_at AS task_done
        ${BOX_SQL[which]} ${BOX_ORDER[which]} LIMIT :limit OFFSET :offset`,
      )
      .all({ me, limit: size.value, offset: (pageNumber.value - 1) * size.value });
    const data: DocumentListData = {
      total,
      list: rows.map((doc) => {
        const type = flow.typeOf(doc.type)!;
        return {
          id: doc.id,
          number: doc.number,
          title: doc.title,
          typeName: type.name,
          office: doc.office,
          urgency: doc.urgency,
          deadline: doc.deadline,
          overdue: overdue(doc),
          receiptRequired: doc.receipt_required === 1,
          sender: doc.sender_name,
          createdAt: doc.created_at,
          state: doc.state,
          step: type.steps[doc.step_index]!.name,
          handlers: holders(doc),
          taskId: doc.task_id,
          openedAt: doc.task_opened,
          doneAt: doc.task_done,
          company: doc.company_id === null ? null : (companyName.get(doc.company_id)?.name ?? null),
        };
      }),
    };
    return replyOk(c, data);
  });

  routes.get('document.detail', staffOnly, (c) => {
    const id = parseIdParam(c.req.query('id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const user = c.get('user');
    let doc = flow.docRow.get(id.value);
    if (!doc) return replyFail(c, SandboxErrorCode.notFound, DOCUMENT_MESSAGES.notFound);
    // Only who sent it or holds (held) a task on it reads it: documents are not the whole staff's.
    if (doc.sender !== user.username && involved.get(doc.id, user.username)!.n === 0)
      return replyFail(c, SandboxErrorCode.forbidden, DOCUMENT_MESSAGES.notYours);
    flow.markOpened(doc, user.username, epochSeconds(services));
    doc = flow.docRow.get(id.value)!;
    const type = flow.typeOf(doc.type)!;
    const tasks = flow.tasksOf.all(doc.id);
    const data: DocumentDetailData = {
      document: {
        id: doc.id,
        number: doc.number,
        title: doc.title,
        type: doc.type,
        typeName: type.name,
        redHead: type.redHead,
        office: doc.office,
        urgency: doc.urgency,
        deadline: doc.deadline,
        overdue: overdue(doc),
        receiptRequired: doc.receipt_required === 1,
        body: doc.body,
        attachments: JSON.parse(doc.attachments) as string[],
        sender: doc.sender_name,
        createdAt: doc.created_at,
        state: doc.state,
        stepIndex: doc.step_index,
        signedBy: doc.signed_by,
        signedAt: doc.signed_at,
        sealedAt: doc.sealed_at,
        company: doc.company_id === null ? null : (companyName.get(doc.company_id)?.name ?? null),
      },
      steps: type.steps.map((step, index) => ({
        index,
        name: step.name,
        kind: step.kind,
        parallel: !!step.parallel,
        tasks: tasks
          .filter((task) => task.step_index === index)
          .map((task) => ({ id: task.id, name: task.name, state: task.state, openedAt: task.opened_at, doneAt: task.done_at, opinion: task.opinion })),
      })),
      log: logOf.all(doc.id).map((row) => ({
        id: row.id,
        at: row.at,
        by: row.name,
        action: row.action as DocumentDetailData['log'][number]['action'],
        step: row.step,
        opinion: row.opinion,
      })),
      mine: flow.allowed(doc, user.username),
      canWithdraw: flow.canWithdraw(doc, user.username),
      canRemind: flow.canRemind(doc, user.username),
    };
    return replyOk(c, data);
  });

  routes.get('document.users', staffOnly, (c) => {
    const q = c.req.query('q')?.trim() || null;
    const data: DocumentUsersData = {
      list: directory.all({ q }).map((row) => ({ username: row.username, name: row.name, roleName: row.role_name })),
    };
    return replyOk(c, data);
  });

  routes.post('document.act', staffOnly, async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const id = Number(read.body.id);
    if (!Number.isInteger(id) || id < 1) return replyFail(c, SandboxErrorCode.badRequest, DOCUMENT_MESSAGES.badId);
    const action = textField(read.body, 'action') as ActAction | undefined;
    if (!action || !ACT_ACTIONS.includes(action)) return replyFail(c, SandboxErrorCode.badRequest, DOCUMENT_MESSAGES.badAction);
    const toStep = read.body.toStep === undefined || read.body.toStep === null ? null : Number(read.body.toStep);
    const user = c.get('user');
    const outcome = flow.act(
      { username: user.username, name: user.name },
      { id, action, opinion: textField(read.body, 'opinion') ?? '', toStep, to: textField(read.body, 'to') ?? null },
      epochSeconds(services),
    );
    if (!outcome.ok) return replyFail(c, codeOf(outcome), outcome.m);
    return replyOk(c, { id: outcome.id, action: outcome.action, state: outcome.state, step: outcome.step } satisfies DocumentActData);
  });

  routes.post('document.start', requireGrant(services, { message: DOCUMENT_MESSAGES.sendOnly }), async (c) => {
    const read = await readBody(c);
    if (!read.ok) return replyFail(c, SandboxErrorCode.badRequest, read.message);
    const body = read.body;
    const list = (value: unknown) => (Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : []);
    const handlers: Record<string, string[]> = {};
    if (body.handlers && typeof body.handlers === 'object') {
      for (const [index, value] of Object.entries(body.handlers as Record<string, unknown>)) handlers[index] = list(value);
    }
    const deadline = textField(body, 'deadline')?.trim() || null;
    const companyId = body.companyId === undefined || body.companyId === null || body.companyId === '' ? null : Number(body.companyId);
    const user = c.get('user');
    const outcome = flow.start(
      { username: user.username, name: user.name },
      {
        type: textField(body, 'type') ?? '',
        title: textField(body, 'title') ?? '',
        office: textField(body, 'office') ?? '',
        urgency: textField(body, 'urgency') ?? 'normal',
        deadline,
        body: textField(body, 'body') ?? '',
        attachments: list(body.attachments),
        receiptRequired: body.receiptRequired === true,
        handlers,
        companyId: Number.isInteger(companyId) ? companyId : null,
      },
      epochSeconds(services),
    );
    if (!outcome.ok) return replyFail(c, codeOf(outcome), outcome.m);
    return replyOk(c, { id: outcome.id, number: outcome.number, step: outcome.step } satisfies DocumentStartData);
  });

  return routes;
}
