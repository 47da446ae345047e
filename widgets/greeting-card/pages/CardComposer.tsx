import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, ActionButton, QueryView, useAction, useApi, useApiQuery, useImageUrl } from '../../../runtime/app/index.ts';
import type { GreetingCardTemplatesData } from '../generated/types.ts';
import { cardArt } from '../art/cardArt.ts';
import { checkCard, textLength, type CardProblems } from './cardRules.ts';
import { RecipientPicker, type Recipient } from './RecipientPicker.tsx';
import styles from './greetingCard.module.css';

type Design = GreetingCardTemplatesData['list'][number];

/** Writing a card, once the school's designs are in. */
export function CardComposer({ maxLength, sentPath }: { maxLength: number; sentPath: string }) {
  const { t } = useTranslation('greeting-card');
  return (
    <QueryView query={useApiQuery('greeting-card.templates', {})} empty={t('write.empty')} isEmpty={(data) => data.list.length === 0}>
      {(data) => <CardForm designs={data.list} maxLength={maxLength} sentPath={sentPath} />}
    </QueryView>
  );
}

/** Pick a design (its suggested greeting fills an untouched text), a colleague, a greeting; preview; send. */
function CardForm({ designs, maxLength, sentPath }: { designs: Design[]; maxLength: number; sentPath: string }) {
  const { t } = useTranslation('greeting-card');
  const api = useApi();
  const image = useImageUrl();
  const navigate = useNavigate();
  const [templateId, setTemplateId] = useState<string>();
  const [recipient, setRecipient] = useState<Recipient>();
  const [content, setContent] = useState('');
  const [edited, setEdited] = useState(false);
  const [problems, setProblems] = useState<CardProblems>({});
  const design = designs.find((d) => d.id === templateId);

  const send = useAction((card: { templateId: string; recipientId: number; content: string }, call) => api.post('greeting-card.send', card, call), {
    done: (answer) => t('write.sent', { name: answer.recipientName }),
    onDone: () => void navigate(sentPath),
    failed: (reason) => t('write.failed', { message: reason }),
  });

  const pick = (id: string) => {
    setTemplateId(id);
    if (!edited) setContent(designs.find((d) => d.id === id)?.defaultText ?? '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCard({ templateId, recipientId: recipient?.id, content }, maxLength);
    setProblems(found);
    if (templateId && recipient && Object.keys(found).length === 0) void send.run({ templateId, recipientId: recipient.id, content: content.trim() });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="card-composer">
      <FieldSection field="template" label={t('write.template')} problem={problems.template}>
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
      </FieldSection>
      <FieldSection field="recipient" label={t('write.recipient')} problem={problems.recipient}>
        <RecipientPicker value={recipient} onChange={setRecipient} invalid={Boolean(problems.recipient)} />
      </FieldSection>
      <FieldSection field="content" label={t('write.content')} problem={problems.content} labels="card-content">
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
      </FieldSection>
      {design ? (
        <section className={`portal-card ${styles.section}`} aria-label={t('write.preview')}>
          <h2 className={styles.label}>{t('write.preview')}</h2>
          <figure className={styles.card} data-testid="card-preview">
            <img src={cardArt(design.id, design.image, image)} alt={design.name} />
            {content.trim() ? <figcaption className={styles.cardText}>{content.trim()}</figcaption> : null}
          </figure>
        </section>
      ) : null}
      <div className={styles.actions}>
        <ActionButton action={send} type="submit" primary busyLabel={t('write.sending')}>
          {t('write.send')}
        </ActionButton>
      </div>
    </form>
  );
}

/**
 * One field of the card as a card of the form: its heading (`card-<field>`, which its group names itself
 * by), or the label of its one control (`labels`), then the control and the field's problem, if any.
 */
function FieldSection({
  field,
  label,
  problem,
  labels,
  children,
}: {
  field: keyof CardProblems;
  label: string;
  problem: CardProblems[keyof CardProblems];
  labels?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('greeting-card');
  return (
    <section className={`portal-card ${styles.section}`}>
      {labels ? (
        <label htmlFor={labels} className={styles.label}>
          {label}
        </label>
      ) : (
        <h2 id={`card-${field}`} className={styles.label}>
          {label}
        </h2>
      )}
      {children}
      {problem ? (
        <p id={`card-${field}-error`} className="portal-problem" role="alert">
          {t(problem.key, { max: problem.max })}
        </p>
      ) : null}
    </section>
  );
}
