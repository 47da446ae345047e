/**
 * What the approval pages share: an application's state as a badge, the chain with each level's
 * decision (who, when, comment), the history of every round, the whole application as its applicant and
 * its deciders read it, and the decision page of a trial or final level.
 */
import { Link } from 'react-router';
import {
  DecisionForm,
  DetailPage,
  FormValuesView,
  WidgetPage,
  formatDate,
  useApi,
  useDialogs,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { ApplicationState, UpcApprovalDecideBody, UpcApprovalDetailData } from '../generated/types.ts';
import styles from './upcApproval.module.css';

export type Detail = UpcApprovalDetailData;
type Decision = UpcApprovalDecideBody['action'];

/** The kit's badge colour of an application's state and of a level's. */
const TONE: Record<ApplicationState | Detail['levels'][number]['state'], string> = {
  pending: 'portal-badge--warning',
  current: 'portal-badge--warning',
  returned: 'portal-badge--info',
  passed: 'portal-badge--success',
  approved: 'portal-badge--success',
  rejected: 'portal-badge--error',
  withdrawn: '',
  waiting: '',
  closed: '',
};

export function StateBadge({ state }: { state: ApplicationState }) {
  const { t } = useTranslation('upc-approval');
  return (
    <span className={`portal-badge ${TONE[state]} ${styles.badge}`} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}

/** The chain of the current round: each level, its decider and its decision. */
export function ChainView({ levels }: { levels: Detail['levels'] }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  return (
    <ol className={styles.chain} data-testid="upc-chain">
      {levels.map((level) => (
        <li key={level.index} data-level-state={level.state}>
          <div className="portal-toolbar">
            <strong>{localize(level.name)}</strong>
            <span className={`portal-badge ${TONE[level.state]}`} data-level-state={level.state}>
              {t(`levelState.${level.state}`)}
            </span>
          </div>
          <p className="portal-card__meta">
            {level.decision ? `${level.decision.by} · ${formatDate(level.decision.at, true)}` : t('apply.decider', { name: level.decider })}
          </p>
          {level.decision?.comment ? <p className={styles.comment}>{level.decision.comment}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Every step of every round, oldest first. */
export function HistoryView({ history }: { history: Detail['history'] }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  const rounds = Math.max(...history.map((step) => step.round));
  return (
    <ol className={styles.history} data-testid="upc-history">
      {history.map((step, index) => (
        <li key={index} data-action={step.action}>
          <span>{t('detail.step', { by: step.by, action: t(`action.${step.action}`) })}</span>
          <span className="portal-card__meta">
            {step.levelName ? t('detail.stepAt', { level: localize(step.levelName), time: formatDate(step.at, true) }) : formatDate(step.at, true)}
            {rounds > 1 ? ` · ${t('detail.roundOf', { round: step.round })}` : ''}
          </span>
          {step.comment ? <span className={styles.comment}>{step.comment}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The application as everyone concerned reads it: what it is, its state, the answers, the chain, the
 * history. Its title is the heading under the page's (申请详情, 初审, 终审).
 */
export function ApplicationView({ detail }: { detail: Detail }) {
  const { t } = useTranslation('upc-approval');
  const localize = useLocalize();
  const current = detail.levels.find((level) => level.state === 'current');
  return (
    <>
      <header className={`portal-toolbar ${styles.header}`}>
        <div>
          <p className={styles.kicker}>{localize(detail.typeName)}</p>
          <h2 className={styles.applicationTitle}>{detail.title}</h2>
        </div>
        <StateBadge state={detail.state} />
      </header>
      <p className={styles.says} data-testid="upc-state" data-state={detail.state}>
        {t(`detail.says.${detail.state}`, { level: current ? localize(current.name) : '' })}
      </p>
      <p className={styles.byline}>
        {t('detail.applicant', { name: detail.applicant })} · {t('detail.submitted', { time: formatDate(detail.submittedAt, true) })}
      </p>
      <section className={`portal-card ${styles.card}`} aria-label={t('detail.answers')}>
        <h3 className={styles.subheading}>{t('detail.answers')}</h3>
        <div data-testid="upc-answers">
          <FormValuesView definition={detail.definition} values={detail.values} />
        </div>
      </section>
      <section className={`portal-card ${styles.card}`} aria-label={t('detail.chain')}>
        <h3 className={styles.subheading}>{t('detail.chain')}</h3>
        <ChainView levels={detail.levels} />
      </section>
      <section className={`portal-card ${styles.card}`} aria-label={t('detail.history')}>
        <h3 className={styles.subheading}>{t('detail.history')}</h3>
        <HistoryView history={detail.history} />
      </section>
    </>
  );
}

/**
 * A level's decision: the comment, then the level's choices (a trial level passes on, returns or rejects;
 * the final one approves or rejects). Returning or rejecting needs a comment, as the server insists; the
 * server's refusal is shown beside the buttons.
 */
export function DecisionPanel({ detail, kind, onDecided }: { detail: Detail; kind: 'trial' | 'final'; onDecided(): void }) {
  const { t } = useTranslation('upc-approval');
  const api = useApi();
  const dialogs = useDialogs();
  const decide = detail.can.decide;
  if (!decide || decide.kind !== kind) return null;
  const choices: Decision[] = kind === 'trial' ? ['pass', 'return', 'reject'] : ['approve', 'reject'];

  return (
    <section className={`portal-card ${styles.decision}`} aria-labelledby="upc-decision" data-testid="upc-decision">
      <h3 id="upc-decision" className={styles.subheading}>
        {t('decide.title')}
      </h3>
      <DecisionForm
        choices={choices.map((action) => ({
          action,
          label: t(`action.${action}`),
          primary: action === 'pass' || action === 'approve',
          needsNote: action === 'return' || action === 'reject',
        }))}
        noteLabel={t('decide.comment')}
        noteHint={t('decide.commentHint')}
        noteMissing={t('decide.needComment')}
        minNoteLength={2}
        rows={3}
        confirm={(action, comment) => dialogs.confirm({ message: t('decide.confirm', { action: t(`action.${action}`) }), details: comment || undefined })}
        failed={(reason) => t('detail.failed', { reason })}
        onDecide={async (action, comment, call) => {
          await api.post('upc-approval.decide', { id: detail.id, level: decide.level, action, comment }, call);
          dialogs.popup(t('decide.done', { action: t(`action.${action}`) }));
          onDecided();
        }}
      />
    </section>
  );
}

/** A decision page (trial or final) of the application of `?id=`. */
export function DecisionPage({ query, module, title, kind }: WidgetPageProps & { kind: 'trial' | 'final' }) {
  const { t } = useTranslation('upc-approval');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="upc-approval.detail" query={query} missingMessage={t('detail.missingId')}>
        {(detail, reload) => <DecisionPageBody detail={detail} kind={kind} module={module} reload={reload} />}
      </DetailPage>
    </WidgetPage>
  );
}

/** The decision page of a level (trial or final): the application, then the panel, or where to go instead. */
function DecisionPageBody({ detail, kind, module, reload }: { detail: Detail; kind: 'trial' | 'final'; module: string; reload(): void }) {
  const { t } = useTranslation('upc-approval');
  const decide = detail.can.decide;
  return (
    <>
      <ApplicationView detail={detail} />
      {decide && decide.kind === kind ? (
        <DecisionPanel detail={detail} kind={kind} onDecided={reload} />
      ) : decide ? (
        <p className={styles.note}>
          <Link to={`/${module}/${decide.kind === 'final' ? 'userdetail' : 'trialUserdetail'}?id=${detail.id}`}>
            {t(decide.kind === 'final' ? 'decide.finalHere' : 'decide.trialHere')}
          </Link>
        </p>
      ) : (
        <p className={styles.note} data-testid="upc-read-only">
          {t('decide.notYours')}
        </p>
      )}
      <p className={styles.links}>
        <Link to={`/${module}/upcUserProc`}>{t('decide.inbox')}</Link>
      </p>
    </>
  );
}
