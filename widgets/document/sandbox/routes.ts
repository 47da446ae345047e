/**
 * The document flow's endpoints (widgets/document): the flow types and supervising departments
 * (`document.types`), the caller's boxes (`document.list`: todo, done, read, sent, reports), one document
 * with its steps, log and the caller's allowed actions (`document.detail`; opening it as a current handler
 * marks the task opened), the staff directory (`document.users`), the actions (`document.act`) and drafting
 * (`document.start`, module send). The rules themselves live in documentFlow.ts.
 */
import type { DocumentDetailData, DocumentListQuery } from '../generated/types.ts';
import {
  dayOf,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { createDocumentFlow, DOCUMENT_MESSAGES, type DocumentRow, type Refusal } from './documentFlow.ts';
import { flowTypeAnswer } from './flowTypes.ts';

type Box = NonNullable<DocumentListQuery['box']>;

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
  // Who may call each key, before its input is read: staff, and only the registrar drafts (module send).
  const staffOnly = requireGrant(services, { message: DOCUMENT_MESSAGES.forbidden });
  const sendOnly = requireGrant(services, { message: DOCUMENT_MESSAGES.sendOnly });
  routes.use((c, next) => (c.get('apiKey') === 'document.start' ? sendOnly : staffOnly)(c, next));
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

  routes.get('document.types', (_c, { ok }) =>
    ok({
      types: flow.allTypes().map((type) => flowTypeAnswer(type, flow.nameOf)),
      companies: db.prepare<[], { id: number; name: string }>('SELECT id, name FROM document_companies ORDER BY id').all(),
    }),
  );

  routes.get('document.list', (c, { input, ok }) => {
    const which: Box = input.box ?? 'todo';
    const { size, offset } = pageWindow(input);
    const me = c.get('user').username;
    const total = db.prepare<[{ me: string }], { n: number }>(`SELECT count(*) AS n ${BOX_SQL[which]}`).get({ me })!.n;
    const rows = db
      .prepare<[{ me: string; limit: number; offset: number }], ListRow>(
        `
        SELECT d.*, t.id AS task_id, ${which === 'done' ? 'NULL' : 't.opened_at'} AS task_opened, t.done_at AS task_done
        ${BOX_SQL[which]} ${BOX_ORDER[which]} LIMIT :limit OFFSET :offset`,
      )
      .all({ me, limit: size, offset });
    return ok({
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
    });
  });

  routes.get('document.detail', (c, { input, ok }) => {
    const user = c.get('user');
    let doc = flow.docRow.get(input.id);
    if (!doc) return replyFail(c, SandboxErrorCode.notFound, DOCUMENT_MESSAGES.notFound);
    // Only who sent it or holds (held) a task on it reads it: documents are not the whole staff's.
    if (doc.sender !== user.username && involved.get(doc.id, user.username)!.n === 0)
      return replyFail(c, SandboxErrorCode.forbidden, DOCUMENT_MESSAGES.notYours);
    flow.markOpened(doc, user.username, epochSeconds(services));
    doc = flow.docRow.get(input.id)!;
    const type = flow.typeOf(doc.type)!;
    const tasks = flow.tasksOf.all(doc.id);
    return ok({
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
    });
  });

  routes.get('document.users', (_c, { input, ok }) =>
    ok({
      list: directory.all({ q: input.q?.trim() || null }).map((row) => ({ username: row.username, name: row.name, roleName: row.role_name })),
    }),
  );

  routes.post('document.act', (c, { input, ok }) => {
    const user = c.get('user');
    const outcome = flow.act(
      { username: user.username, name: user.name },
      { id: input.id, action: input.action, opinion: input.opinion ?? '', toStep: input.toStep ?? null, to: input.to ?? null },
      epochSeconds(services),
    );
    if (!outcome.ok) return replyFail(c, codeOf(outcome), outcome.m);
    return ok({ id: outcome.id, action: outcome.action, state: outcome.state, step: outcome.step });
  });

  routes.post('document.start', (c, { input, ok }) => {
    const user = c.get('user');
    const outcome = flow.start(
      { username: user.username, name: user.name },
      {
        type: input.type,
        title: input.title,
        office: input.office,
        urgency: input.urgency ?? 'normal',
        deadline: input.deadline?.trim() || null,
        body: input.body,
        attachments: input.attachments ?? [],
        receiptRequired: input.receiptRequired ?? false,
        handlers: input.handlers ?? {},
        companyId: input.companyId ?? null,
      },
      epochSeconds(services),
    );
    if (!outcome.ok) return replyFail(c, codeOf(outcome), outcome.m);
    return ok({ id: outcome.id, number: outcome.number, step: outcome.step });
  });

  return routes;
}
