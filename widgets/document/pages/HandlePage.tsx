/**
 * document/flowpage (办理, `?id=`): one document — its facts, a summary of the text, the chain of steps
 * with the current one marked — and exactly the actions the server says I may take now (`mine`):
 * pass it on (agree, seal or close, by the step's kind), send it back to an earlier step, transfer it;
 * as the one who last moved it, withdraw while the next handler has not opened it; as the sender,
 * remind. Opening this page as a current handler marks the task opened (server side). Each refusal is
 * shown beside the actions, in the server's words.
 */
import { useState } from 'react';
import { isApiError, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentDetailData, DocumentProps } from '../generated/types.ts';
import { DocumentFacts, DocumentLinks, DocumentPage, Paragraphs, UrgencyBadge, WithDocument } from './documentKit.tsx';
import styles from './document.module.css';

type Said = { ok: boolean; text: string };

export default function HandlePage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const id = Number(query.get('id'));
  return (
    <DocumentPage title={title} module={module} page="flowpage">
      <WithDocument id={id}>{(data, reload) => <Handle module={module} data={data} reload={reload} />}</WithDocument>
    </DocumentPage>
  );
}

function Handle({ module, data, reload }: { module: string; data: DocumentDetailData; reload(): void }) {
  const { t } = useTranslation('document');
  const { document: doc } = data;
  const current = data.steps[doc.stepIndex]!;
  const holders = current.tasks.filter((task) => task.state === 'open').map((task) => task.name);
  return (
    <article className={styles.card} data-testid="document-handle" data-number={doc.number}>
      <h2 className={styles.docTitle}>
        <UrgencyBadge urgency={doc.urgency} />
        {doc.title}
      </h2>
      <p className={styles.step} data-testid="document-step">
        {doc.state === 'done' ? t('detail.closed') : t('detail.current', { step: current.name, names: holders.join('、') || '—' })}
        {doc.overdue ? <span className={styles.overdue}>{t('list.overdue')}</span> : null}
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

function Actions({ data, reload }: { data: DocumentDetailData; reload(): void }) {
  const { t } = useTranslation('document');
  const api = useApi();
  const { document: doc, mine } = data;
  const [opinion, setOpinion] = useState('');
  const [toStep, setToStep] = useState<string>(String(mine?.backTo.at(-1)?.index ?? ''));
  const [to, setTo] = useState('');
  const [said, setSaid] = useState<Said>();
  const [busy, setBusy] = useState(false);
  const needsPeople = !!mine?.actions.includes('transfer');
  const people = useApiQuery('document.users', needsPeople ? {} : undefined);

  const send = async (action: string, label: string, extra: Record<string, unknown> = {}) => {
    setBusy(true);
    setSaid(undefined);
    try {
      const answer = await api.post('document.act', { id: doc.id, action, opinion, ...extra });
      setSaid({ ok: true, text: answer.state === 'done' ? t('handle.closedNow') : t('handle.done', { action: label, step: answer.step }) });
      setOpinion('');
      reload();
    } catch (error) {
      setSaid({ ok: false, text: t('handle.failed', { reason: isApiError(error) ? error.message : String(error) }) });
    } finally {
      setBusy(false);
    }
  };
  const result = said ? (
    <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.done : styles.problem} data-testid="document-said">
      {said.text}
    </p>
  ) : null;

  if (!mine && !data.canWithdraw && !data.canRemind) {
    return (
      <>
        {result}
        <p className={styles.meta}>{doc.state === 'done' ? t('handle.closedNow') : t('handle.nothing')}</p>
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
    <section className={styles.handle} aria-label={t('handle.title')}>
      {mine && mine.kind !== 'circulate' ? (
        <label className={styles.field}>
          {t('handle.opinion')}
          <textarea value={opinion} maxLength={500} rows={3} placeholder={t('handle.opinionHint')} onChange={(event) => setOpinion(event.target.value)} />
        </label>
      ) : null}
      <div className={styles.actions}>
        {pass ? (
          <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void send(pass, passLabel)}>
            {passLabel}
          </button>
        ) : null}
        {data.canWithdraw ? (
          <button
            type="button"
            className="portal-button"
            disabled={busy}
            title={t('handle.withdrawHint')}
            onClick={() => void send('withdraw', t('handle.withdraw'))}
          >
            {t('handle.withdraw')}
          </button>
        ) : null}
        {data.canRemind ? (
          <button type="button" className="portal-button" disabled={busy} onClick={() => void send('remind', t('handle.remind'))}>
            {t('handle.remind')}
          </button>
        ) : null}
      </div>
      {mine?.actions.includes('back') ? (
        <div className={styles.actions}>
          <label className={styles.inline}>
            {t('handle.backTo')}
            <select value={toStep} onChange={(event) => setToStep(event.target.value)}>
              {mine.backTo.map((step) => (
                <option key={step.index} value={step.index}>
                  {step.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="portal-button" disabled={busy} onClick={() => void send('back', t('handle.back'), { toStep: Number(toStep) })}>
            {t('handle.back')}
          </button>
        </div>
      ) : null}
      {needsPeople ? (
        <div className={styles.actions}>
          <label className={styles.inline}>
            {t('handle.transferTo')}
            <select value={to} onChange={(event) => setTo(event.target.value)}>
              <option value="">{t('handle.choosePerson')}</option>
              {(people.status === 'ready' ? people.data.list : []).map((person) => (
                <option key={person.username} value={person.username}>
                  {person.name}（{person.roleName}）
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="portal-button" disabled={busy || !to} onClick={() => void send('transfer', t('handle.transfer'), { to })}>
            {t('handle.transfer')}
          </button>
        </div>
      ) : null}
      {result}
    </section>
  );
}
