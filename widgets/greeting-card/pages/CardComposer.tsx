import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, ApiErrorView, EmptyView, LoadingView, isApiError, useApi, useApiQuery, useDialogs, useImageUrl } from '../../../runtime/app/index.ts';
import { cardArt } from '../art/cardArt.ts';
import { checkCard, textLength, type CardProblems } from './cardRules.ts';
import { RecipientPicker, type Recipient } from './RecipientPicker.tsx';
import styles from './greetingCard.module.css';

/** Writing a card: pick a design (its suggested greeting fills an untouched text), a colleague, a greeting; preview; send. */
export function CardComposer({ maxLength, sentPath }: { maxLength: number; sentPath: string }) {
  const { t } = useTranslation('greeting-card');
  const api = useApi();
  const dialogs = useDialogs();
  const image = useImageUrl();
  const navigate = useNavigate();
  const templates = useApiQuery('greeting-card.templates', {});
  const [templateId, setTemplateId] = useState<string>();
  const [recipient, setRecipient] = useState<Recipient>();
  const [content, setContent] = useState('');
  const [edited, setEdited] = useState(false);
  const [problems, setProblems] = useState<CardProblems>({});
  const [sending, setSending] = useState(false);

  if (templates.status === 'loading') return <LoadingView />;
  if (templates.status === 'error') return <ApiErrorView error={templates.error} onRetry={templates.reload} />;
  const designs = templates.data.list;
  if (designs.length === 0) return <EmptyView message={t('write.empty')} image={image('empty.svg')} />;
  const design = designs.find((d) => d.id === templateId);

  const pick = (id: string) => {
    setTemplateId(id);
    if (!edited) setContent(designs.find((d) => d.id === id)?.defaultText ?? '');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCard({ templateId, recipientId: recipient?.id, content }, maxLength);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = await api.post('greeting-card.send', { templateId: templateId!, recipientId: recipient!.id, content: content.trim() });
      dialogs.popup(t('write.sent', { name: answer.recipientName }));
      void navigate(sentPath);
    } catch (error) {
      setSending(false);
      void dialogs.alert({ message: t('write.failed', { message: isApiError(error) ? error.message : String(error) }) });
    }
  };
  const problem = (field: keyof CardProblems) =>
    problems[field] ? (
      <p id={`card-${field}-error`} className={styles.error} role="alert">
        {t(problems[field].key, { max: problems[field].max })}
      </p>
    ) : null;

  return (
    <form onSubmit={(event) => void send(event)} noValidate data-testid="card-composer">
      <section className={styles.section}>
        <h2 id="card-template" className={styles.label}>
          {t('write.template')}
        </h2>
        <div
          className={styles.templates}
          role="radiogroup"
          aria-labelledby="card-template"
          aria-describedby={problems.template ? 'card-template-error' : undefined}
        >
          {designs.map((d) => (
            <button key={d.id} type="button" role="radio" aria-checked={d.id === templateId} className={styles.template} onClick={() => pick(d.id)}>
              <img src={cardArt(d.id, d.image, image)} alt="" />
              {d.name}
            </button>
          ))}
        </div>
        {problem('template')}
      </section>
      <section className={styles.section}>
        <h2 id="card-recipient" className={styles.label}>
          {t('write.recipient')}
        </h2>
        <RecipientPicker value={recipient} onChange={setRecipient} invalid={Boolean(problems.recipient)} />
        {problem('recipient')}
      </section>
      <section className={styles.section}>
        <label htmlFor="card-content" className={styles.label}>
          {t('write.content')}
        </label>
        <textarea
          id="card-content"
          className={styles.textarea}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setEdited(true);
          }}
          placeholder={t('write.placeholder')}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={problems.content ? 'card-content-error' : undefined}
        />
        <span className={styles.counter}>{t('write.counter', { count: textLength(content.trim()), max: maxLength })}</span>
        {problem('content')}
      </section>
      {design ? (
        <section className={styles.section} aria-label={t('write.preview')}>
          <h2 className={styles.label}>{t('write.preview')}</h2>
          <figure className={styles.card} data-testid="card-preview">
            <img src={cardArt(design.id, design.image, image)} alt={design.name} />
            {content.trim() ? <figcaption className={styles.cardText}>{content.trim()}</figcaption> : null}
          </figure>
        </section>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="portal-button portal-button--primary" disabled={sending}>
          {sending ? t('write.sending') : t('write.send')}
        </button>
      </div>
    </form>
  );
}
