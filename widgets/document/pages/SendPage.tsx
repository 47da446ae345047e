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
import { FormActions, QueryView, WidgetPage, useAction, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps, DocumentStartData, DocumentTypesData, Person } from '../generated/types.ts';
import { SelectField } from './documentParts.tsx';
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
    <WidgetPage title={title}>
      <QueryView query={types}>
        {(data) => <SendForm module={module} data={data} askedType={query.get('type')} askedCompany={query.get('company')} />}
      </QueryView>
    </WidgetPage>
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
  const [problem, setProblem] = useState<string>();
  const [started, setStarted] = useState<DocumentStartData>();
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

  const start = useAction(
    ({ draft: sent, type: kind }: { draft: Draft; type: string }, call) =>
      api.post(
        'document.start',
        {
          type: kind,
          title: sent.title.trim(),
          office: sent.office,
          urgency: sent.urgency,
          ...(sent.deadline ? { deadline: sent.deadline } : {}),
          body: sent.body,
          attachments: sent.attachments
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
          receiptRequired: sent.receiptRequired,
          handlers: Object.fromEntries(Object.entries(sent.handlers).map(([index, people]) => [index, people.map((one) => one.username)])),
          ...(kind === 'report' ? { companyId: Number(sent.companyId) } : {}),
        },
        call,
      ),
    {
      onDone: (answer, { draft: sent }) => {
        sessionStorage.removeItem(DRAFT_KEY);
        setStarted(answer);
        setDraft({ ...sent, title: '', body: '', attachments: '', deadline: '', handlers: {} });
      },
      failed: (reason) => t('send.failed', { reason }),
    },
  );

  /** What the form lacks before it may be sent (the server checks the same). */
  const missing = () => {
    const titleText = draft.title.trim();
    if (titleText.length < 4 || titleText.length > 80) return t('send.needTitle');
    if (!draft.body.trim()) return t('send.needBody');
    if (type.key === 'report' && !draft.companyId) return t('send.needCompany');
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lacking = missing();
    setProblem(lacking);
    setStarted(undefined);
    start.reset();
    if (!lacking) void start.run({ draft, type: type.key });
  };

  return (
    <form className="portal-card" onSubmit={submit} data-testid="document-send" noValidate>
      <SelectField label={t('send.type')} value={type.key} onChange={chooseType} options={data.types.map((one) => ({ value: one.key, label: one.name }))} />
      <label className="portal-field">
        {t('send.title')}
        <input value={draft.title} maxLength={80} placeholder={t('send.titleHint')} onChange={(event) => change({ title: event.target.value })} />
      </label>
      <label className="portal-field">
        {t('send.office')}
        <input value={draft.office} maxLength={40} onChange={(event) => change({ office: event.target.value })} />
      </label>
      {type.key === 'report' ? (
        <SelectField
          label={t('send.company')}
          value={draft.companyId}
          onChange={(companyId) => change({ companyId })}
          options={[{ value: '', label: t('send.chooseCompany') }, ...data.companies.map((one) => ({ value: String(one.id), label: one.name }))]}
        />
      ) : null}
      <div className={styles.row}>
        <SelectField
          label={t('send.urgency')}
          value={draft.urgency}
          onChange={(urgency) => change({ urgency: urgency as Draft['urgency'] })}
          options={(['normal', 'urgent', 'critical'] as const).map((one) => ({ value: one, label: t(`urgency.${one}`) }))}
        />
        <label className="portal-field">
          {t('send.deadline')}
          <input type="date" value={draft.deadline} onChange={(event) => change({ deadline: event.target.value })} />
        </label>
      </div>
      <label className="portal-field">
        {t('send.body')}
        <textarea value={draft.body} rows={8} maxLength={5000} placeholder={t('send.bodyHint')} onChange={(event) => change({ body: event.target.value })} />
      </label>
      <label className="portal-field">
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
                <span className="portal-muted">{chosen ? t('send.chosen', { names }) : t('send.defaultHandlers', { names })}</span>
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
      {started ? (
        <p role="status" className={styles.done} data-testid="document-said">
          {t('send.done', { number: started.number, step: started.step })}
          <Link to={`/${module}/flowlog?id=${started.id}`} className={`portal-button ${styles.after}`}>
            {t('detail.log')}
          </Link>
        </p>
      ) : null}
      <FormActions action={start} submit={t('send.submit')} problem={problem} className={styles.actions} />
    </form>
  );
}
