/**
 * document/sendpage (拟稿/发文, module send): start a document of a type — title, issuing office,
 * urgency, deadline, the text (plain paragraphs), attachment names, receipt required, the supervising
 * department of a report (`?type=report&company=…` from choosecompany) — and the handlers of the steps
 * the type lets the sender choose, picked on document/user. The draft waits in sessionStorage while the
 * picker is open (a page of its own, legacy path document/user), and the picker's choice comes back in
 * the navigation state.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiErrorView, LoadingView, isApiError, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps, DocumentTypesData, Person } from '../generated/types.ts';
import { DocumentPage } from './documentKit.tsx';
import styles from './document.module.css';

/** Where the draft waits while the handler picker is open. */
export const DRAFT_KEY = 'document.sendDraft';

export interface Draft {
  type: string;
  title: string;
  office: string;
  urgency: 'normal' | 'urgent' | 'critical';
  deadline: string;
  body: string;
  attachments: string;
  receiptRequired: boolean;
  companyId: string;
  handlers: Record<string, Person[]>;
}

/** What document/user hands back: the step and the people chosen for it. */
export interface PickedHandlers {
  step: number;
  people: Person[];
}

function savedDraft(): Draft | undefined {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    return text ? (JSON.parse(text) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export default function SendPage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const types = useApiQuery('document.types', {});
  return (
    <DocumentPage title={title} module={module} page="sendpage">
      {types.status === 'error' ? (
        <ApiErrorView error={types.error} onRetry={types.reload} />
      ) : types.status === 'loading' ? (
        <LoadingView />
      ) : (
        <SendForm module={module} data={types.data} askedType={query.get('type')} askedCompany={query.get('company')} />
      )}
    </DocumentPage>
  );
}

function SendForm({
  module,
  data,
  askedType,
  askedCompany,
}: {
  module: string;
  data: DocumentTypesData;
  askedType: string | null;
  askedCompany: string | null;
}) {
  const { t } = useTranslation('document');
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState<Draft>(() => {
    const type = data.types.find((one) => one.key === askedType) ?? data.types[0]!;
    const saved = savedDraft();
    const base: Draft =
      saved && (!askedType || saved.type === askedType)
        ? saved
        : {
            type: type.key,
            title: '',
            office: type.office,
            urgency: 'normal',
            deadline: '',
            body: '',
            attachments: '',
            receiptRequired: false,
            companyId: askedCompany ?? '',
            handlers: {},
          };
    const picked = (location.state as { picked?: PickedHandlers } | null)?.picked;
    if (askedCompany) base.companyId = askedCompany;
    return picked ? { ...base, handlers: { ...base.handlers, [String(picked.step)]: picked.people } } : base;
  });
  const [said, setSaid] = useState<{ ok: boolean; text: string; id?: number }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  const type = data.types.find((one) => one.key === draft.type) ?? data.types[0]!;
  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }));
  const chooseType = (key: string) => {
    const next = data.types.find((one) => one.key === key)!;
    change({ type: key, office: next.office, handlers: {} });
  };
  const pick = (index: number) => {
    const chosen = (draft.handlers[String(index)] ?? []).map((one) => one.username).join(',');
    const back = `/${module}/sendpage`;
    void navigate(`/${module}/user?${new URLSearchParams({ step: String(index), name: type.steps[index]!.name, chosen, return: back }).toString()}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const titleText = draft.title.trim();
    if (titleText.length < 4 || titleText.length > 80) return setSaid({ ok: false, text: t('send.needTitle') });
    if (!draft.body.trim()) return setSaid({ ok: false, text: t('send.needBody') });
    if (type.key === 'report' && !draft.companyId) return setSaid({ ok: false, text: t('send.needCompany') });
    setBusy(true);
    setSaid(undefined);
    try {
      const answer = await api.post('document.start', {
        type: type.key,
        title: titleText,
        office: draft.office,
        urgency: draft.urgency,
        ...(draft.deadline ? { deadline: draft.deadline } : {}),
        body: draft.body,
        attachments: draft.attachments
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        receiptRequired: draft.receiptRequired,
        handlers: Object.fromEntries(Object.entries(draft.handlers).map(([index, people]) => [index, people.map((one) => one.username)])),
        ...(type.key === 'report' ? { companyId: Number(draft.companyId) } : {}),
      });
      sessionStorage.removeItem(DRAFT_KEY);
      setSaid({ ok: true, text: t('send.done', { number: answer.number, step: answer.step }), id: answer.id });
      setDraft({ ...draft, title: '', body: '', attachments: '', deadline: '', handlers: {} });
    } catch (error) {
      setSaid({ ok: false, text: t('send.failed', { reason: isApiError(error) ? error.message : String(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} data-testid="document-send" noValidate>
      <label className={styles.field}>
        {t('send.type')}
        <select value={type.key} onChange={(event) => chooseType(event.target.value)}>
          {data.types.map((one) => (
            <option key={one.key} value={one.key}>
              {one.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('send.title')}
        <input value={draft.title} maxLength={80} placeholder={t('send.titleHint')} onChange={(event) => change({ title: event.target.value })} />
      </label>
      <label className={styles.field}>
        {t('send.office')}
        <input value={draft.office} maxLength={40} onChange={(event) => change({ office: event.target.value })} />
      </label>
      {type.key === 'report' ? (
        <label className={styles.field}>
          {t('send.company')}
          <select value={draft.companyId} onChange={(event) => change({ companyId: event.target.value })}>
            <option value="">{t('send.chooseCompany')}</option>
            {data.companies.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className={styles.row}>
        <label className={styles.field}>
          {t('send.urgency')}
          <select value={draft.urgency} onChange={(event) => change({ urgency: event.target.value as Draft['urgency'] })}>
            {(['normal', 'urgent', 'critical'] as const).map((one) => (
              <option key={one} value={one}>
                {t(`urgency.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('send.deadline')}
          <input type="date" value={draft.deadline} onChange={(event) => change({ deadline: event.target.value })} />
        </label>
      </div>
      <label className={styles.field}>
        {t('send.body')}
        <textarea value={draft.body} rows={8} maxLength={5000} placeholder={t('send.bodyHint')} onChange={(event) => change({ body: event.target.value })} />
      </label>
      <label className={styles.field}>
        {t('send.attachments')}
        <textarea value={draft.attachments} rows={2} onChange={(event) => change({ attachments: event.target.value })} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.receiptRequired} onChange={(event) => change({ receiptRequired: event.target.checked })} />
        {t('send.receipt')}
      </label>
      <fieldset className={styles.stepsPick}>
        <legend>{t('send.steps')}</legend>
        <ol data-testid="document-send-steps">
          {type.steps.map((step) => {
            const chosen = draft.handlers[String(step.index)];
            const names = (chosen ?? step.handlers).map((one) => one.name).join('、') || t('send.sender');
            return (
              <li key={step.index}>
                <strong>{step.name}</strong>
                <span className={styles.meta}>{chosen ? t('send.chosen', { names }) : t('send.defaultHandlers', { names })}</span>
                {step.pick ? (
                  <button type="button" className="portal-button" onClick={() => pick(step.index)}>
                    {t('send.choose')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </fieldset>
      {said ? (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.done : styles.problem} data-testid="document-said">
          {said.text}
          {said.id ? (
            <Link to={`/${module}/flowlog?id=${said.id}`} className={`portal-button ${styles.after}`}>
              {t('detail.log')}
            </Link>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="portal-button portal-button--primary" disabled={busy}>
          {t('send.submit')}
        </button>
      </div>
    </form>
  );
}
