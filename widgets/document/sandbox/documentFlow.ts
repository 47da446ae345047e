/**
 * The document flow engine (widget document): reads a document's flow type from the table
 * `document_flow_types` (the definitions are data, seeded by documentSeed.ts; a school edits the rows, not
 * this code) and moves documents through its steps. Used by the routes and by the seed, so seeded
 * documents went through exactly the rules the server enforces.
 *
 * Tasks: one row per handler per visit of a step. `waiting` (a serial countersign's later signer),
 * `open`, `done`, `moved` (transferred away), `cancelled` (sent back past it, or withdrawn before opening).
 * `from_task` names the completed task whose move created or opened this one: the withdraw rule
 * ("only while the next handler has not opened it") looks at exactly those tasks.
 */
import { dayOf, type LocalMessage, type SandboxDatabase } from '../../../sandbox/kit.ts';
import type { DocumentActBody, StepKind, Urgency } from '../generated/types.ts';

export interface StepDefinition {
  name: string;
  kind: StepKind;
  /** Usernames; `$sender` stands for the document's sender. */
  handlers: string[];
  parallel?: boolean;
  /** The sender may choose this step's handlers when starting the document. */
  pick?: boolean;
}

export interface FlowType {
  key: string;
  name: string;
  prefix: string;
  redHead: string;
  office: string;
  steps: StepDefinition[];
}

export interface Actor {
  username: string;
  name: string;
}

export type Refusal = { ok: false; code: 'badRequest' | 'forbidden' | 'notFound' | 'conflict'; m: DocumentMessage };
export type Outcome<T> = ({ ok: true } & T) | Refusal;

/**
 * Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). A
 * request field of the wrong form (no document number, an unknown action or urgency) is refused in its
 * contract's words (contracts/document.act.body.schema.json, document.start.body.schema.json).
 */
export const DOCUMENT_MESSAGES = {
  forbidden: { zh: '公文流转仅对教职工开放', en: 'The document flow is open to staff only', tw: '公文流轉僅對教職工開放' },
  sendOnly: { zh: '只有文书可以拟稿和登记公文', en: 'Only the clerk can draft and register documents', tw: '只有文書可以擬稿和登記公文' },
  notFound: { zh: '该公文不存在', en: 'This document does not exist', tw: '該公文不存在' },
  notYours: { zh: '您无权查看该公文', en: 'You may not view this document', tw: '您無權查看該公文' },
  badType: { zh: '没有这种公文类型', en: 'There is no such document type', tw: '沒有這種公文類型' },
  badTitle: { zh: '标题须为 4 到 80 个字', en: 'The title must be 4 to 80 characters', tw: '標題須為 4 到 80 個字' },
  badBody: { zh: '请填写正文（最多 5000 字）', en: 'Enter the text (at most 5000 characters)', tw: '請填寫正文（最多 5000 字）' },
  badOffice: { zh: '请填写发文（来文）单位', en: 'Enter the issuing office', tw: '請填寫發文（來文）單位' },
  badDeadline: { zh: '办理期限须为今天或以后的日期', en: 'The deadline must be today or a later date', tw: '辦理期限須為今天或以後的日期' },
  badAttachments: {
    zh: '附件最多 10 个，每个名称不超过 60 字',
    en: 'At most 10 attachments, each name at most 60 characters',
    tw: '附件最多 10 個，每個名稱不超過 60 字',
  },
  badHandlers: { zh: '办理人须为在册的教职工', en: 'Handlers must be registered staff', tw: '辦理人須為在冊的教職工' },
  noHandlers: { zh: '请为每个需要选择的环节指定办理人', en: 'Choose the handlers for every step that needs them', tw: '請為每個需要選擇的環節指定辦理人' },
  noCompany: { zh: '上报须选择主管部门', en: 'A report needs a supervising department', tw: '上報須選擇主管部門' },
  notHandler: { zh: '您不是当前环节的办理人', en: 'You are not a handler of the current step', tw: '您不是目前環節的辦理人' },
  closed: { zh: '该公文已办结', en: 'This document is closed', tw: '該公文已辦結' },
  wrongKind: { zh: '该环节不能执行此操作', en: 'This step does not allow this action', tw: '該環節不能執行此操作' },
  needOpinion: { zh: '请填写批示意见', en: 'Enter your instruction', tw: '請填寫批示意見' },
  needReason: { zh: '请填写退回理由', en: 'Enter the reason for sending it back', tw: '請填寫退回理由' },
  longOpinion: { zh: '意见最多 500 字', en: 'The opinion can be at most 500 characters', tw: '意見最多 500 字' },
  backEarlier: { zh: '只能退回到之前的环节', en: 'A document can only be sent back to an earlier step', tw: '只能退回到之前的環節' },
  transferWho: { zh: '请选择转交的办理人', en: 'Choose the handler to transfer it to', tw: '請選擇轉交的辦理人' },
  transferSame: { zh: '该办理人已在办理本环节', en: 'This handler already has this step', tw: '該辦理人已在辦理本環節' },
  remindSender: { zh: '只有发文人可以催办', en: 'Only the sender can send a reminder', tw: '只有發文人可以催辦' },
  remindNone: { zh: '当前环节没有待办的办理人可催办', en: 'Nobody at the current step is left to remind', tw: '目前環節沒有待辦的辦理人可催辦' },
  withdrawNot: { zh: '只有上一环节的办理人可以撤回', en: 'Only the handler of the previous step can withdraw it', tw: '只有上一環節的辦理人可以撤回' },
  withdrawOpened: {
    zh: '下一环节办理人已打开该公文，无法撤回',
    en: 'The next handler has already opened this document, so it cannot be withdrawn',
    tw: '下一環節辦理人已開啟該公文，無法撤回',
  },
  nothingToRead: { zh: '该公文没有需要您阅读的传阅件', en: 'Nothing in this document is circulated to you to read', tw: '該公文沒有需要您閱讀的傳閱件' },
} as const satisfies Record<string, LocalMessage>;

/** A refusal's words: one entry of the table. */
export type DocumentMessage = (typeof DOCUMENT_MESSAGES)[keyof typeof DOCUMENT_MESSAGES];

const MAX_OPINION = 500;

interface DocumentRow {
  id: number;
  type: string;
  number: string;
  title: string;
  office: string;
  urgency: Urgency;
  deadline: string | null;
  receipt_required: number;
  body: string;
  attachments: string;
  sender: string;
  sender_name: string;
  created_at: number;
  state: 'moving' | 'done';
  step_index: number;
  handlers: string;
  last_task_id: number | null;
  signed_by: string | null;
  signed_at: number | null;
  sealed_at: number | null;
  done_at: number | null;
  company_id: number | null;
}

export interface TaskRow {
  id: number;
  document_id: number;
  step_index: number;
  kind: StepKind;
  username: string;
  name: string;
  seq: number;
  state: 'waiting' | 'open' | 'done' | 'moved' | 'cancelled';
  created_at: number;
  opened_at: number | null;
  done_at: number | null;
  opinion: string | null;
  from_task: number | null;
}

export type { DocumentRow };

export interface StartInput {
  type: string;
  title: string;
  office: string;
  urgency: Urgency;
  deadline: string | null;
  body: string;
  attachments: string[];
  receiptRequired: boolean;
  handlers: Record<string, string[]>;
  companyId: number | null;
}

export type ActAction = DocumentActBody['action'];

export interface ActInput {
  id: number;
  action: ActAction;
  opinion: string;
  toStep: number | null;
  to: string | null;
}

/** Which act a step's handler finishes it with: a seal step is sealed, the last step closes, others agree. */
export const finishingAction = (kind: StepKind): 'agree' | 'seal' | 'finish' => (kind === 'seal' ? 'seal' : kind === 'finish' ? 'finish' : 'agree');

const refuse = (code: Refusal['code'], m: DocumentMessage): Refusal => ({ ok: false, code, m });

export function createDocumentFlow(db: SandboxDatabase) {
  const typeRow = db.prepare<[string], { key: string; name: string; prefix: string; red_head: string; office: string; steps: string }>(
    'SELECT * FROM document_flow_types WHERE key = ?',
  );
  const allTypes = db.prepare<[], { key: string }>('SELECT key FROM document_flow_types ORDER BY sort');
  const userRow = db.prepare<[string], { username: string; name: string; role: string }>('SELECT username, name, role FROM users WHERE username = ?');
  const docRow = db.prepare<[number], DocumentRow>('SELECT * FROM documents WHERE id = ?');
  const taskRow = db.prepare<[number], TaskRow>('SELECT * FROM document_tasks WHERE id = ?');
  const tasksOf = db.prepare<[number], TaskRow>('SELECT * FROM document_tasks WHERE document_id = ? ORDER BY step_index, id');
  const activeAt = db.prepare<[number, number], TaskRow>(
    "SELECT * FROM document_tasks WHERE document_id = ? AND step_index = ? AND state IN ('open', 'waiting') ORDER BY seq, id",
  );
  const insertTask = db.prepare<[number, number, string, string, string, number, string, number, number | null, number | null]>(`
    INSERT INTO document_tasks (document_id, step_index, kind, username, name, seq, state, created_at, opened_at, from_task)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const logRow = db.prepare<[number, number, string, string, string, string, string | null]>(
    'INSERT INTO document_log (document_id, at, username, name, action, step, opinion) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const countOfYear = db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM documents WHERE type = ? AND number LIKE ?');

  const typeOf = (key: string): FlowType | undefined => {
    const row = typeRow.get(key);
    return (
      row && { key: row.key, name: row.name, prefix: row.prefix, redHead: row.red_head, office: row.office, steps: JSON.parse(row.steps) as StepDefinition[] }
    );
  };
  const nameOf = (username: string) => userRow.get(username)?.name ?? username;
  /** Who may hold a task: staff of any kind, never a student or a visitor. */
  const isStaff = (username: string) => {
    const user = userRow.get(username);
    return !!user && user.role !== 'student' && user.role !== 'visitor';
  };
  const log = (doc: number, at: number, by: Actor, action: string, step: string, opinion: string | null) =>
    logRow.run(doc, at, by.username, by.name, action, step, opinion);

  /** A step's handlers: the sender's choice (pick steps), else the definition's, `$sender` resolved. */
  const handlersFor = (doc: DocumentRow, type: FlowType, index: number): string[] => {
    const chosen = (JSON.parse(doc.handlers) as Record<string, string[]>)[String(index)];
    const list = chosen?.length ? chosen : type.steps[index]!.handlers;
    return [...new Set(list.map((one) => (one === '$sender' ? doc.sender : one)))];
  };

  /**
   * Enters step `index` with `people` (or the step's handlers). A circulate step (传阅) does not hold the
   * flow: its readers get their tasks and the document goes straight on, as a registry hands copies round
   * while the original moves to 办结.
   */
  const enter = (doc: DocumentRow, type: FlowType, index: number, at: number, by: Actor, fromTask: number | null, people?: string[]) => {
    let at_ = index;
    let who = people;
    for (;;) {
      const step = type.steps[at_]!;
      const list = who ?? handlersFor(doc, type, at_);
      who = undefined;
      list.forEach((username, seq) => {
        const open = step.parallel || step.kind === 'circulate' || seq === 0;
        insertTask.run(doc.id, at_, step.kind, username, nameOf(username), seq, open ? 'open' : 'waiting', at, null, open ? fromTask : null);
      });
      if (step.kind === 'circulate' && at_ + 1 < type.steps.length) {
        log(doc.id, at, by, 'circulate', step.name, list.map(nameOf).join('、'));
        at_ += 1;
        continue;
      }
      db.prepare('UPDATE documents SET step_index = ? WHERE id = ?').run(at_, doc.id);
      return;
    }
  };

  function start(actor: Actor, input: StartInput, at: number): Outcome<{ id: number; number: string; step: string }> {
    const type = typeOf(input.type);
    if (!type) return refuse('badRequest', DOCUMENT_MESSAGES.badType);
    const title = input.title.trim();
    if (title.length < 4 || title.length > 80) return refuse('badRequest', DOCUMENT_MESSAGES.badTitle);
    const office = input.office.trim();
    if (!office || office.length > 40) return refuse('badRequest', DOCUMENT_MESSAGES.badOffice);
    if (input.deadline !== null && (!/^\d{4}-\d{2}-\d{2}$/u.test(input.deadline) || input.deadline < dayOf(at * 1000)))
      return refuse('badRequest', DOCUMENT_MESSAGES.badDeadline);
    const body = input.body.replace(/\r\n?/gu, '\n').trim();
    if (!body || body.length > 5000) return refuse('badRequest', DOCUMENT_MESSAGES.badBody);
    const attachments = input.attachments.map((one) => one.trim()).filter(Boolean);
    if (attachments.length > 10 || attachments.some((one) => one.length > 60)) return refuse('badRequest', DOCUMENT_MESSAGES.badAttachments);
    const handlers: Record<string, string[]> = {};
    for (const [index, step] of type.steps.entries()) {
      const chosen = [...new Set(input.handlers[String(index)] ?? [])];
      if (!step.pick) continue;
      if (chosen.some((one) => !isStaff(one))) return refuse('badRequest', DOCUMENT_MESSAGES.badHandlers);
      if (chosen.length > 12) return refuse('badRequest', DOCUMENT_MESSAGES.badHandlers);
      if (chosen.length) handlers[String(index)] = chosen;
      else if (!step.handlers.length) return refuse('badRequest', DOCUMENT_MESSAGES.noHandlers);
    }
    const company =
      input.companyId === null ? undefined : db.prepare<[number], { id: number }>('SELECT id FROM document_companies WHERE id = ?').get(input.companyId);
    if (type.key === 'report' && !company) return refuse('badRequest', DOCUMENT_MESSAGES.noCompany);

    return db
      .transaction(() => {
        const year = dayOf(at * 1000).slice(0, 4);
        const prefix = `${type.prefix}〔${year}〕`;
        const number = `${prefix}${countOfYear.get(type.key, `${prefix}%`)!.n + 1}号`;
        const id = Number(
          db
            .prepare(
              `INSERT INTO documents (type, number, title, office, urgency, deadline, receipt_required, body, attachments, sender, sender_name, created_at, state, step_index, handlers, company_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'moving', 0, ?, ?)`,
            )
            .run(
              type.key,
              number,
              title,
              office,
              input.urgency,
              input.deadline,
              input.receiptRequired ? 1 : 0,
              body,
              JSON.stringify(attachments),
              actor.username,
              actor.name,
              at,
              JSON.stringify(handlers),
              company?.id ?? null,
            ).lastInsertRowid,
        );
        // The first step (登记 / 拟稿) is the sender's and is done by starting: the document moves on at once.
        const first = type.steps[0]!;
        const task = Number(insertTask.run(id, 0, first.kind, actor.username, actor.name, 0, 'done', at, at, null).lastInsertRowid);
        db.prepare('UPDATE document_tasks SET done_at = ? WHERE id = ?').run(at, task);
        log(id, at, actor, 'start', first.name, null);
        db.prepare('UPDATE documents SET last_task_id = ? WHERE id = ?').run(task, id);
        enter(docRow.get(id)!, type, 1, at, actor, task);
        const doc = docRow.get(id)!;
        return { ok: true as const, id, number, step: type.steps[doc.step_index]!.name };
      })
      .immediate();
  }

  /** The caller's open task on the current step (not a circulated copy), if any. */
  const myTask = (doc: DocumentRow, username: string) =>
    activeAt.all(doc.id, doc.step_index).find((task) => task.username === username && task.state === 'open');
  const myReading = (doc: DocumentRow, username: string) =>
    tasksOf.all(doc.id).find((task) => task.kind === 'circulate' && task.username === username && task.state === 'open');

  /** Tasks the last move created or opened; withdrawable while all are still open and unopened. */
  const movedTo = (doc: DocumentRow) =>
    doc.last_task_id === null ? [] : tasksOf.all(doc.id).filter((task) => task.from_task === doc.last_task_id && task.kind !== 'circulate');
  function canWithdraw(doc: DocumentRow, username: string): boolean {
    if (doc.state !== 'moving' || doc.last_task_id === null) return false;
    const last = taskRow.get(doc.last_task_id);
    const next = movedTo(doc);
    return !!last && last.username === username && next.length > 0 && next.every((task) => task.state === 'open' && task.opened_at === null);
  }
  const canRemind = (doc: DocumentRow, username: string) =>
    doc.state === 'moving' && doc.sender === username && activeAt.all(doc.id, doc.step_index).some((task) => task.state === 'open');

  /** Opening the document as a handler of the current step (or a reader of a circulated copy) marks the task opened. */
  function markOpened(doc: DocumentRow, username: string, at: number) {
    db.prepare("UPDATE document_tasks SET opened_at = ? WHERE document_id = ? AND username = ? AND state = 'open' AND opened_at IS NULL").run(
      at,
      doc.id,
      username,
    );
  }

  /** The actions the caller's open task allows, and the earlier steps it may be sent back to. */
  function allowed(doc: DocumentRow, username: string) {
    const type = typeOf(doc.type)!;
    const task = doc.state === 'moving' ? myTask(doc, username) : undefined;
    if (!task) {
      const reading = myReading(doc, username);
      return reading ? { taskId: reading.id, kind: reading.kind, actions: ['read' as const], backTo: [] } : null;
    }
    const backTo = type.steps.slice(0, doc.step_index).flatMap((step, index) => (step.kind === 'circulate' ? [] : [{ index, name: step.name }]));
    const actions: Array<'agree' | 'seal' | 'finish' | 'back' | 'transfer'> = [finishingAction(task.kind)];
    if (backTo.length) actions.push('back');
    actions.push('transfer');
    return { taskId: task.id, kind: task.kind, actions, backTo };
  }

  function act(actor: Actor, input: ActInput, at: number): Outcome<{ id: number; action: ActAction; state: 'moving' | 'done'; step: string }> {
    const opinion = input.opinion.trim();
    if (opinion.length > MAX_OPINION) return refuse('badRequest', DOCUMENT_MESSAGES.longOpinion);
    return db
      .transaction((): Outcome<{ id: number; action: ActAction; state: 'moving' | 'done'; step: string }> => {
        const doc = docRow.get(input.id);
        if (!doc) return refuse('notFound', DOCUMENT_MESSAGES.notFound);
        const type = typeOf(doc.type)!;
        const step = type.steps[doc.step_index]!;
        if (doc.state === 'done') return refuse('conflict', DOCUMENT_MESSAGES.closed);
        const done = (): Outcome<{ id: number; action: ActAction; state: 'moving' | 'done'; step: string }> => {
          const after = docRow.get(doc.id)!;
          return { ok: true, id: doc.id, action: input.action, state: after.state, step: type.steps[after.step_index]!.name };
        };

        if (input.action === 'read') {
          const reading = myReading(doc, actor.username);
          if (!reading) return refuse('forbidden', DOCUMENT_MESSAGES.nothingToRead);
          const said = doc.receipt_required ? '已签收' : '已阅';
          db.prepare("UPDATE document_tasks SET state = 'done', done_at = ?, opened_at = coalesce(opened_at, ?), opinion = ? WHERE id = ?").run(
            at,
            at,
            opinion || said,
            reading.id,
          );
          log(doc.id, at, actor, 'read', type.steps[reading.step_index]!.name, opinion || said);
          return done();
        }
        if (input.action === 'remind') {
          if (doc.sender !== actor.username) return refuse('forbidden', DOCUMENT_MESSAGES.remindSender);
          const open = activeAt.all(doc.id, doc.step_index).filter((task) => task.state === 'open');
          if (!open.length) return refuse('conflict', DOCUMENT_MESSAGES.remindNone);
          log(doc.id, at, actor, 'remind', step.name, open.map((task) => task.name).join('、'));
          return done();
        }
        if (input.action === 'withdraw') {
          const last = doc.last_task_id === null ? undefined : taskRow.get(doc.last_task_id);
          if (!last || last.username !== actor.username) return refuse('forbidden', DOCUMENT_MESSAGES.withdrawNot);
          if (!canWithdraw(doc, actor.username)) return refuse('conflict', DOCUMENT_MESSAGES.withdrawOpened);
          for (const task of movedTo(doc)) {
            // A serial signer who was only just given the turn waits again; a later step's task is void.
            if (task.step_index === last.step_index) db.prepare("UPDATE document_tasks SET state = 'waiting', from_task = NULL WHERE id = ?").run(task.id);
            else db.prepare("UPDATE document_tasks SET state = 'cancelled' WHERE id = ?").run(task.id);
          }
          insertTask.run(doc.id, last.step_index, last.kind, actor.username, actor.name, last.seq, 'open', at, at, null);
          db.prepare('UPDATE documents SET step_index = ?, last_task_id = NULL, signed_by = CASE WHEN ? THEN NULL ELSE signed_by END WHERE id = ?').run(
            last.step_index,
            last.kind === 'sign' ? 1 : 0,
            doc.id,
          );
          log(doc.id, at, actor, 'withdraw', type.steps[last.step_index]!.name, opinion || null);
          return done();
        }

        const task = myTask(doc, actor.username);
        if (!task) return refuse('forbidden', DOCUMENT_MESSAGES.notHandler);

        if (input.action === 'transfer') {
          const to = input.to?.trim() ?? '';
          if (!to || !isStaff(to)) return refuse('badRequest', DOCUMENT_MESSAGES.transferWho);
          if (activeAt.all(doc.id, doc.step_index).some((one) => one.username === to)) return refuse('conflict', DOCUMENT_MESSAGES.transferSame);
          db.prepare("UPDATE document_tasks SET state = 'moved', done_at = ?, opinion = ? WHERE id = ?").run(at, opinion || null, task.id);
          insertTask.run(doc.id, doc.step_index, task.kind, to, nameOf(to), task.seq, 'open', at, null, null);
          log(doc.id, at, actor, 'transfer', step.name, `转交 ${nameOf(to)}${opinion ? `：${opinion}` : ''}`);
          db.prepare('UPDATE documents SET last_task_id = NULL WHERE id = ?').run(doc.id);
          return done();
        }
        if (input.action === 'back') {
          if (!opinion) return refuse('badRequest', DOCUMENT_MESSAGES.needReason);
          const to = input.toStep;
          if (to === null || !Number.isInteger(to) || to < 0 || to >= doc.step_index || type.steps[to]!.kind === 'circulate')
            return refuse('badRequest', DOCUMENT_MESSAGES.backEarlier);
          for (const other of activeAt.all(doc.id, doc.step_index)) {
            db.prepare('UPDATE document_tasks SET state = ?, done_at = ?, opinion = ? WHERE id = ?').run(
              other.id === task.id ? 'done' : 'cancelled',
              at,
              other.id === task.id ? `退回：${opinion}` : null,
              other.id,
            );
          }
          // The step is visited again by whoever did it last time (a transfer is kept), else by its definition.
          const before = tasksOf.all(doc.id).filter((one) => one.step_index === to && one.state === 'done');
          const people = [...new Set(before.toSorted((a, b) => a.seq - b.seq).map((one) => one.username))];
          log(doc.id, at, actor, 'back', step.name, `退回至「${type.steps[to]!.name}」：${opinion}`);
          db.prepare('UPDATE documents SET last_task_id = NULL WHERE id = ?').run(doc.id);
          enter(doc, type, to, at, actor, null, people.length ? people : undefined);
          return done();
        }

        // agree / seal / finish: the step's own completion.
        if (input.action !== finishingAction(task.kind)) return refuse('badRequest', DOCUMENT_MESSAGES.wrongKind);
        if ((task.kind === 'instruct' || task.kind === 'sign') && !opinion) return refuse('badRequest', DOCUMENT_MESSAGES.needOpinion);
        db.prepare("UPDATE document_tasks SET state = 'done', done_at = ?, opened_at = coalesce(opened_at, ?), opinion = ? WHERE id = ?").run(
          at,
          at,
          opinion || null,
          task.id,
        );
        log(doc.id, at, actor, input.action, step.name, opinion || null);
        if (task.kind === 'sign') db.prepare('UPDATE documents SET signed_by = ?, signed_at = ? WHERE id = ?').run(actor.name, at, doc.id);
        if (task.kind === 'seal') db.prepare('UPDATE documents SET sealed_at = ? WHERE id = ?').run(at, doc.id);
        if (task.kind === 'finish') {
          db.prepare("UPDATE documents SET state = 'done', done_at = ?, last_task_id = NULL WHERE id = ?").run(at, doc.id);
          return done();
        }
        db.prepare('UPDATE documents SET last_task_id = ? WHERE id = ?').run(task.id, doc.id);
        const rest = activeAt.all(doc.id, doc.step_index);
        if (rest.some((one) => one.state === 'open')) return done(); // a parallel countersign waits for every signer
        const next = rest.find((one) => one.state === 'waiting');
        if (next) {
          // A serial countersign passes to the next signer.
          db.prepare("UPDATE document_tasks SET state = 'open', from_task = ? WHERE id = ?").run(task.id, next.id);
          return done();
        }
        enter(docRow.get(doc.id)!, type, doc.step_index + 1, at, actor, task.id);
        return done();
      })
      .immediate();
  }

  return {
    typeOf,
    allTypes: () => allTypes.all().map((row) => typeOf(row.key)!),
    nameOf,
    isStaff,
    docRow,
    tasksOf,
    start,
    act,
    allowed,
    canWithdraw,
    canRemind,
    markOpened,
    handlersFor,
  };
}

export type DocumentFlow = ReturnType<typeof createDocumentFlow>;
