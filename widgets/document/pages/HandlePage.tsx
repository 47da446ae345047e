/**
 * document/flowpage (办理, `?id=`): one document — its facts, a summary of the text, the chain of steps
 * with the current one marked — and exactly the actions the server says I may take now (`mine`):
 * pass it on (agree, seal or close, by the step's kind), send it back to an earlier step, transfer it;
 * as the one who last moved it, withdraw while the next handler has not opened it; as the sender,
 * remind. Opening this page as a current handler marks the task opened (server side). Each refusal is
 * shown beside the actions, in the server's words.
 */
import { useState } from 'react';
import { ActionMessage, WidgetPage, useAction, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentActBody, DocumentDetailData, DocumentProps } from '../generated/types.ts';
import { DocumentFacts, DocumentLinks, Paragraphs, SelectField, UrgencyBadge, WithDocument } from './documentParts.tsx';
import styles from './document.module.css';

export default function HandlePage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const id = Number(query.get('id'));
  return (
    <WidgetPage title={title}>
      <WithDocument id={id}>{(data, reload) => <Handle module={module} data={data} reload={reload} />}</WithDocument>
    </WidgetPage>
  );
}

function Handle({ module, data, reload }: { module: string; data: DocumentDetailData; reload(): void }) {
  const { t } = useTranslation('document');
  const { document: doc } = data;
  const current = data.steps[doc.stepIndex]!;
  const holders = current.tasks.filter((task) => task.state === 'open').map((task) => task.name);
  return (
    <article className="portal-card" data-testid="document-handle" data-number={doc.number}>
      <h2 className={styles.docTitle}>
        <UrgencyBadge urgency={doc.urgency} />
        {doc.title}
      </h2>
      <p className={styles.step} data-testid="document-step">
        {doc.state === 'done' ? t('detail.closed') : t('detail.current', { step: current.name, names: holders.join('、') || '—' })}
        {doc.overdue ? <span className={`portal-badge portal-badge--error ${styles.flag}`}>{t('list.overdue')}</span> : null}
      </p>
      <ol className={styles.chain} aria-label={t('handle.steps')}>
        {data.steps.map((step) => (
          <li key={step.index} aria-current={doc.state === 'moving' && step.index === doc.stepIndex ? 'step' : undefined}>
            {step.name}
          </li>
        ))}
      </ol>
      <DocumentFacts document={doc} />
      <h3 className={styles.subheading}>{t('detail.summary')}</h3>
      <Paragraphs text={doc.body} className={styles.summary} limit={2} />
      <DocumentLinks module={module} id={doc.id} except="flowpage" />
      <Actions data={data} reload={reload} />
    </article>
  );
}

/** One of the actions the page offers: what to send, and its name for the line saying it was done. */
interface Act {
  action: DocumentActBody['action'];
  label: string;
  extra?: Pick<DocumentActBody, 'toStep' | 'to'>;
}

function Actions({ data, reload }: { data: DocumentDetailData; reload(): void }) {
  const { t } = useTranslation('document');
  const api = useApi();
  const { document: doc, mine } = data;
  const [opinion, setOpinion] = useState('');
  const [toStep, setToStep] = useState<string>(String(mine?.backTo.at(-1)?.index ?? ''));
  const [to, setTo] = useState('');
  const [done, setDone] = useState<string>();
  const needsPeople = !!mine?.actions.includes('transfer');
  const people = useApiQuery('document.users', needsPeople ? {} : undefined);

  // One action for every button: the page shows one line, what was done or the server's refusal.
  const act = useAction(
    ({ action, extra }: Act, call) => {
      setDone(undefined);
      return api.post('document.act', { id: doc.id, action, opinion, ...extra }, call);
    },
    {
      onDone: (answer, { label }) => {
        setDone(answer.state === 'done' ? t('handle.closedNow') : t('handle.done', { action: label, step: answer.step }));
        setOpinion('');
        reload();
      },
      failed: (reason) => t('handle.failed', { reason }),
    },
  );
  const send = (input: Act) => void act.run(input);
  const result = (
    <>
      {done ? (
        <p role="status" className={styles.done} data-testid="document-said">
          {done}
        </p>
      ) : null}
      <ActionMessage action={act} />
    </>
  );

  if (!mine && !data.canWithdraw && !data.canRemind) {
    return (
      <>
        {result}
        <p className="portal-card__meta">{doc.state === 'done' ? t('handle.closedNow') : t('handle.nothing')}</p>
      </>
    );
  }
  const passLabel = (() => {
    if (!mine) return '';
    if (mine.kind === 'instruct') return t('handle.instruct');
    if (mine.kind === 'sign') return t('handle.sign');
    if (mine.kind === 'seal') return t('handle.seal');
    if (mine.kind === 'finish') return t('handle.finish');
    if (mine.kind === 'circulate') return doc.receiptRequired ? t('handle.receipt') : t('handle.read');
    return t('handle.agree');
  })();
  const pass = mine?.actions.find((action) => action === 'agree' || action === 'seal' || action === 'finish' || action === 'read');

  return (
    <section className={styles.handle} aria-label={t('handle.title')} aria-busy={act.busy || undefined}>
      {mine && mine.kind !== 'circulate' ? (
        <label className="portal-field">
          {t('handle.opinion')}
          <textarea value={opinion} maxLength={500} rows={3} placeholder={t('handle.opinionHint')} onChange={(event) => setOpinion(event.target.value)} />
        </label>
      ) : null}
      <div className={styles.actions}>
        {pass ? (
          <button type="button" className="portal-button portal-button--primary" disabled={act.busy} onClick={() => send({ action: pass, label: passLabel })}>
            {passLabel}
          </button>
        ) : null}
        {data.canWithdraw ? (
          <button
            type="button"
            className="portal-button"
            disabled={act.busy}
            title={t('handle.withdrawHint')}
            onClick={() => send({ action: 'withdraw', label: t('handle.withdraw') })}
          >
            {t('handle.withdraw')}
          </button>
        ) : null}
        {data.canRemind ? (
          <button type="button" className="portal-button" disabled={act.busy} onClick={() => send({ action: 'remind', label: t('handle.remind') })}>
            {t('handle.remind')}
          </button>
        ) : null}
      </div>
      {mine?.actions.includes('back') ? (
        <ChooseAndAct
          choice={t('handle.backTo')}
          value={toStep}
          onChoose={setToStep}
          options={mine.backTo.map((step) => ({ value: String(step.index), label: step.name }))}
          label={t('handle.back')}
          disabled={act.busy}
          onAct={() => send({ action: 'back', label: t('handle.back'), extra: { toStep: Number(toStep) } })}
        />
      ) : null}
      {needsPeople ? (
        <ChooseAndAct
          choice={t('handle.transferTo')}
          value={to}
          onChoose={setTo}
          options={[
            { value: '', label: t('handle.choosePerson') },
            ...(people.status === 'ready' ? people.data.list : []).map((person) => ({ value: person.username, label: `${person.name}（${person.roleName}）` })),
          ]}
          label={t('handle.transfer')}
          disabled={act.busy || !to}
          onAct={() => send({ action: 'transfer', label: t('handle.transfer'), extra: { to } })}
        />
      ) : null}
      {result}
    </section>
  );
}

/** An action that needs a choice first (the step to send back to, the person to transfer to): the choice, then its button. */
function ChooseAndAct({
  choice,
  value,
  onChoose,
  options,
  label,
  disabled,
  onAct,
}: {
  choice: string;
  value: string;
  onChoose(value: string): void;
  options: Array<{ value: string; label: string }>;
  label: string;
  disabled: boolean;
  onAct(): void;
}) {
  return (
    <div className={styles.actions}>
      <SelectField label={choice} value={value} onChange={onChoose} options={options} className={styles.inline} />
      <button type="button" className="portal-button" disabled={disabled} onClick={onAct}>
        {label}
      </button>
    </div>
  );
}
