/**
 * What the repair pages share: the hall of the page (`variant`: the app key), an order's card (state,
 * overdue flag, place, who), the lists of the three views (my orders, the dispatcher's queue, the
 * repairman's orders) and the forms of each step: assign or send back, start or finish, rate. Every
 * step is decided by the server (widgets/repair/sandbox/routes.ts); a refusal is shown beside the form
 * that tried it.
 */
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ActionButton,
  ActionMessage,
  DecisionForm,
  FormActions,
  FormProblem,
  ListView,
  WidgetPage,
  formatDate,
  useAction,
  useApi,
  useLocalize,
  usePagedList,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { OrderRow, RepairActBody, RepairDetailData, RepairProps, State, Worker } from '../generated/types.ts';
import styles from './repair.module.css';

/** A step's body for this hall's `repair.act` (the hall is added to it). */
type Step = Omit<RepairActBody, 'variant'>;

/** The hall a page serves: its app key (the demo's `repair`, `scurepair`), else the legacy module. */
export const variantOf = (appKey: string | undefined, module: string) => appKey ?? module;

/** The kit's badge tone of each state: waiting, under way, done, or set aside. */
const TONE: Record<State, string> = {
  awaiting: 'portal-badge--warning',
  dispatched: 'portal-badge--info',
  inProgress: 'portal-badge--info',
  done: 'portal-badge--success',
  rated: 'portal-badge--success',
  returned: '',
};

export function StateBadge({ state }: { state: State }) {
  const { t } = useTranslation('repair');
  return (
    <span className={`portal-badge ${TONE[state]}`} data-state={state} data-testid="repair-state">
      {t(`state.${state}`)}
    </span>
  );
}

export function OverdueFlag({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation('repair');
  return overdue ? (
    <span className={`portal-badge portal-badge--error ${styles.overdue}`} data-testid="repair-overdue">
      {t('order.overdue')}
    </span>
  ) : null;
}

/** A fact of an order: its term, its value, and the `data-fact` name tests and styles find it by. */
export type Fact = [term: string, value: ReactNode, name?: string];

/** An order's facts as terms and values; a fact the order does not have (undefined) is left out. */
export function Facts({ rows }: { rows: Array<Fact | undefined> }) {
  return (
    <dl className={styles.facts}>
      {rows.map((row) =>
        row ? (
          <Fragment key={row[0]}>
            <dt>{row[0]}</dt>
            <dd data-fact={row[2]}>{row[1]}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}

/** One order in a list: what, where, when, who; a link to its page; the step the viewer may take below. */
export function OrderCard({ order, to, children }: { order: OrderRow; to: string; children?: ReactNode }) {
  const { t } = useTranslation('repair');
  const localize = useLocalize();
  return (
    <li className="portal-card" data-number={order.number}>
      <div className={styles.rowHead}>
        <strong>{localize(order.categoryName)}</strong>
        <StateBadge state={order.state} />
        <OverdueFlag overdue={order.overdue} />
        <span className="portal-muted">{order.number}</span>
      </div>
      <p className={styles.description}>{order.description}</p>
      <Facts
        rows={[
          [t('order.place'), `${order.building} ${order.room}`, 'place'],
          [t('order.createdAt'), formatDate(order.createdAt, true)],
          [t('order.reporter'), order.reporter],
          order.worker ? [t('order.worker'), order.worker, 'worker'] : undefined,
          order.score ? [t('order.score'), '★'.repeat(order.score)] : undefined,
        ]}
      />
      <div className={styles.links}>
        <Link to={to}>{t('order.open')}</Link>
        {order.photos > 0 ? <span className="portal-muted">{t('order.photoCount', { count: order.photos })}</span> : null}
      </div>
      {children}
    </li>
  );
}

type View = 'mine' | 'queue' | 'tasks';

/**
 * One of the three lists: newest first, loaded page by page, filtered by state; each card leads to
 * `detailPage` and carries what `actions` gives it. After a step the list loads again (an assigned order
 * leaves the queue) and says what was done.
 */
export function OrderList({
  variant,
  view,
  module,
  detailPage,
  states,
  pageSize,
  emptyText,
  actions,
}: {
  variant: string;
  view: View;
  module: string;
  detailPage: string;
  /** The state filter's choices, the first the default. */
  states: readonly string[];
  pageSize: number;
  emptyText: string;
  actions?: (order: OrderRow, workers: Worker[], done: (message: string) => void) => ReactNode;
}) {
  const { t } = useTranslation('repair');
  const [state, setState] = useState(states[0]!);
  const [said, setSaid] = useState<string>();
  const orders = usePagedList('repair.orders', { variant, view, state }, pageSize);
  const workers = orders.last?.workers ?? [];
  const done = (message: string) => {
    setSaid(message);
    orders.reload({ quiet: true });
  };
  const label = (value: string) => (value === 'all' ? t('list.all') : value === 'open' ? t('list.open') : t(`state.${value}`));
  return (
    <section aria-busy={orders.status === 'loading'}>
      {/* The filter stays once the list has answered, also over an empty state, so another may be chosen. */}
      {orders.last ? (
        <div className={`portal-toolbar ${styles.toolbar}`}>
          <label>
            {t('list.state')}{' '}
            <select
              value={state}
              onChange={(event) => {
                setSaid(undefined);
                setState(event.target.value);
              }}
            >
              {states.map((value) => (
                <option key={value} value={value}>
                  {label(value)}
                </option>
              ))}
            </select>
          </label>
          <p className="portal-card__meta" data-testid="repair-count">
            {t('list.count', { count: orders.total })}
          </p>
        </div>
      ) : null}
      {said ? (
        <p className={styles.said} role="status">
          {said}
        </p>
      ) : null}
      <ListView list={orders} empty={emptyText}>
        {(items) => (
          <ul className={`portal-list ${styles.rows}`} data-testid="repair-orders">
            {items.map((order) => (
              <OrderCard key={order.id} order={order} to={`/${module}/${detailPage}?id=${order.id}`}>
                {actions?.(order, workers, done)}
              </OrderCard>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}

/**
 * A page of one of the three lists in the page's hall (its app key), `before` the list what else the page
 * shows (a link); `actions` are given the hall besides the order.
 */
export function OrderListPage({
  page,
  before,
  actions,
  ...list
}: Pick<Parameters<typeof OrderList>[0], 'view' | 'detailPage' | 'states' | 'emptyText'> & {
  page: WidgetPageProps<RepairProps>;
  before?: ReactNode;
  actions?: (order: OrderRow, workers: Worker[], done: (message: string) => void, variant: string) => ReactNode;
}) {
  const variant = variantOf(page.appKey, page.module);
  return (
    <WidgetPage title={page.title}>
      {before}
      <OrderList
        {...list}
        variant={variant}
        module={page.module}
        pageSize={page.props.pageSize ?? 10}
        {...(actions ? { actions: (order: OrderRow, workers: Worker[], done: (message: string) => void) => actions(order, workers, done, variant) } : {})}
      />
    </WidgetPage>
  );
}

/**
 * A step sent to the server (`repair.act` for this hall), with the line said once it is taken; the
 * refusal is the server's own words (ActionMessage, or beside an ActionButton).
 */
function useStep(variant: string, onDone: (message: string) => void) {
  const api = useApi();
  return useAction(({ body }: { body: Step; message: string }, call) => api.post('repair.act', { variant, ...body }, call), {
    onDone: (_answer, { message }) => onDone(message),
  });
}

/**
 * The dispatcher's step: assign one of the repairmen, or send the order back with a reason (asked for
 * only once "send back" is chosen). Not the runtime's DecisionForm: assigning needs a repairman, not a note.
 */
export function DispatchForm({ variant, id, workers, onDone }: { variant: string; id: number; workers: readonly Worker[]; onDone(message: string): void }) {
  const { t } = useTranslation('repair');
  const step = useStep(variant, onDone);
  const [worker, setWorker] = useState('');
  const [back, setBack] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const run = (body: Step, message: string) => {
    setProblem(undefined);
    void step.run({ body, message });
  };
  const refuse = (text: string) => {
    step.reset();
    setProblem(text);
  };
  const assign = (event: FormEvent) => {
    event.preventDefault();
    const chosen = workers.find((one) => one.username === worker);
    if (!chosen) return refuse(t('dispatch.choose'));
    run({ id, action: 'dispatch', worker }, t('dispatch.assigned', { name: chosen.name }));
  };
  const sendBack = () => {
    const text = reason.trim();
    if ([...text].length < 2 || [...text].length > 100) return refuse(t('dispatch.needReason'));
    run({ id, action: 'sendBack', reason: text }, t('dispatch.returned'));
  };
  return (
    <form className={styles.form} onSubmit={assign} aria-label={t('dispatch.assign')} data-testid="repair-dispatch">
      <label className="portal-field">
        {t('dispatch.worker')}
        <select value={worker} onChange={(event) => setWorker(event.target.value)}>
          <option value="">{t('dispatch.choose')}</option>
          {workers.map((one) => (
            <option key={one.username} value={one.username}>
              {t('dispatch.workerOption', { name: one.name, team: one.team, open: one.open })}
            </option>
          ))}
        </select>
      </label>
      {back ? (
        <label className="portal-field">
          {t('dispatch.reason')}
          <textarea value={reason} maxLength={100} rows={2} onChange={(event) => setReason(event.target.value)} />
        </label>
      ) : null}
      <FormProblem problem={problem} />
      <ActionMessage action={step} />
      <div className={styles.actions}>
        <button type="submit" className="portal-button portal-button--primary" disabled={step.busy}>
          {t('dispatch.assign')}
        </button>
        {back ? (
          <button type="button" className="portal-button" disabled={step.busy} onClick={sendBack}>
            {t('dispatch.confirmBack')}
          </button>
        ) : (
          <button type="button" className="portal-button" onClick={() => setBack(true)}>
            {t('dispatch.sendBack')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The repairman's step: start a dispatched order; finish one in progress with a note (the runtime's DecisionForm). */
export function WorkForm({ variant, id, state, onDone }: { variant: string; id: number; state: State; onDone(message: string): void }) {
  const { t } = useTranslation('repair');
  const api = useApi();
  const start = useStep(variant, onDone);
  if (state === 'dispatched') {
    return (
      <div className={styles.form} data-testid="repair-work">
        <div className={styles.actions}>
          <ActionButton action={start} input={{ body: { id, action: 'start' }, message: t('work.started') }} primary>
            {t('work.start')}
          </ActionButton>
        </div>
      </div>
    );
  }
  if (state !== 'inProgress') return null;
  return (
    <div className={styles.form} role="group" aria-label={t('work.finish')} data-testid="repair-work">
      <DecisionForm
        choices={[{ action: 'finish', label: t('work.confirmFinish'), primary: true, needsNote: true }]}
        noteLabel={t('work.note')}
        noteMissing={t('work.needNote')}
        minNoteLength={2}
        onDecide={async (action, note, call) => {
          await api.post('repair.act', { variant, id, action, note }, call);
          onDone(t('work.finished'));
        }}
        failed={(reason) => reason}
      />
    </div>
  );
}

/** The reporter's step: 1 to 5 stars and an optional comment, once, on a done order. */
export function RateForm({ variant, id, onDone }: { variant: string; id: number; onDone(message: string): void }) {
  const { t } = useTranslation('repair');
  const rate = useStep(variant, onDone);
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (score < 1) {
      rate.reset();
      return setProblem(t('rate.pickScore'));
    }
    setProblem(undefined);
    void rate.run({ body: { id, action: 'rate', score, comment: comment.trim() }, message: t('rate.done') });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('rate.title')} data-testid="repair-rate">
      <strong>{t('rate.title')}</strong>
      <fieldset className={styles.stars}>
        <legend className="portal-muted">{t('rate.score')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} title={t('order.stars', { count: value })}>
            <input
              type="radio"
              name={`repair-score-${id}`}
              value={value}
              checked={score === value}
              onChange={() => setScore(value)}
              aria-label={t('order.stars', { count: value })}
            />
            <span aria-hidden="true">{value <= score ? '★' : '☆'}</span>
          </label>
        ))}
      </fieldset>
      <label className="portal-field">
        {t('rate.comment')}
        <textarea value={comment} maxLength={200} rows={2} onChange={(event) => setComment(event.target.value)} />
      </label>
      <FormActions action={rate} submit={t('rate.submit')} problem={problem} />
    </form>
  );
}

/** Which form a detail page shows: what the server says the viewer may do now. */
export function StepForms({ variant, order, onDone }: { variant: string; order: RepairDetailData; onDone(message: string): void }) {
  return (
    <>
      {order.can.dispatch || order.can.sendBack ? <DispatchForm variant={variant} id={order.id} workers={order.workers} onDone={onDone} /> : null}
      {order.can.start || order.can.finish ? <WorkForm variant={variant} id={order.id} state={order.state} onDone={onDone} /> : null}
      {order.can.rate ? <RateForm variant={variant} id={order.id} onDone={onDone} /> : null}
    </>
  );
}
