import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  FormActions,
  QueryView,
  WidgetPage,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
  ImagePicker,
  useImageUploads,
} from '../../../runtime/app/index.ts';
import type { LostFoundPublishBody } from '../generated/types.ts';
import { CARD_CATEGORIES, cardNumberIn } from '../cardNumbers.ts';
import { CATEGORIES } from './lostFoundKit.tsx';
import styles from './lostFound.module.css';

type Field = 'category' | 'title' | 'place' | 'happenedOn' | 'contact' | 'description';

/**
 * found/publish: a lost or found item with up to 9 pictures. ID and bank cards go by category only: the
 * picker says so, and a title or description carrying a card number is stopped here with the server's
 * rule (cardNumbers.ts) before the server refuses it too. The post waits for review; then its page opens.
 */
export default function LostFoundPublishPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('lost-found');
  const form = useApiQuery('lost-found.form', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={form}>
        {({ maxImages, today, pending }) => (
          <>
            {pending > 0 ? (
              <p className="portal-notice" data-testid="lost-found-pending">
                {t('publish.pending', { count: pending })}
              </p>
            ) : null}
            <PublishForm module={module} maxImages={maxImages} today={today} />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function PublishForm({ module, maxImages, today }: { module: string; maxImages: number; today: string }) {
  const { t } = useTranslation('lost-found');
  const api = useApi();
  const navigate = useNavigate();
  const id = useId();
  const uploads = useImageUploads(maxImages);
  const [form, setForm] = useState<Omit<LostFoundPublishBody, 'category' | 'images'> & { category: LostFoundPublishBody['category'] | '' }>({
    kind: 'lost',
    category: '',
    title: '',
    description: '',
    place: '',
    happenedOn: today,
    contact: '',
  });
  const [tried, setTried] = useState(false);
  const set = (field: keyof typeof form, value: string) => setForm((prior) => ({ ...prior, [field]: value }));

  const problems: Partial<Record<Field, string>> = {};
  if (!form.category) problems.category = t('publish.problem.category');
  if (!form.title.trim()) problems.title = t('publish.problem.title');
  if (!form.place.trim()) problems.place = t('publish.problem.place');
  if (!form.contact.trim()) problems.contact = t('publish.problem.contact');
  if (!form.happenedOn || form.happenedOn > today) problems.happenedOn = t('publish.problem.day');
  for (const field of ['title', 'description'] as const) {
    const card = cardNumberIn(form[field] ?? '');
    if (card) problems[field] = t(`publish.problem.${card}`);
  }
  const shown = (field: Field) => (tried ? problems[field] : undefined);

  const publish = useAction((body: LostFoundPublishBody, call) => api.post('lost-found.publish', body, call), {
    done: t('publish.done'),
    onDone: (sent) => void navigate(`/${module}/detail?id=${sent.id}`),
    failed: (reason) => t('publish.failed', { message: reason }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    publish.reset();
    if (Object.keys(problems).length > 0 || !form.category) return;
    if (uploads.uploading) return;
    void publish.run({ ...form, category: form.category, images: uploads.urls });
  };

  const field = (name: Field, label: string, input: ReactNode, hint?: string) => (
    <div className="portal-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="portal-field__hint">
          {hint}
        </p>
      ) : null}
      {shown(name) ? (
        <p id={`${id}-${name}-problem`} className="portal-problem">
          {shown(name)}
        </p>
      ) : null}
    </div>
  );
  const described = (name: Field, hint?: boolean) =>
    ({
      id: `${id}-${name}`,
      'aria-invalid': shown(name) ? true : undefined,
      'aria-describedby': [hint ? `${id}-${name}-hint` : '', shown(name) ? `${id}-${name}-problem` : ''].filter(Boolean).join(' ') || undefined,
    }) as const;
  const cardCategory = CARD_CATEGORIES.includes(form.category);

  return (
    <form onSubmit={submit} noValidate aria-busy={publish.busy} data-testid="lost-found-publish">
      <fieldset className="portal-field">
        <legend>{t('publish.kind')}</legend>
        <div className={styles.choices}>
          {(['lost', 'found'] as const).map((kind) => (
            <label key={kind}>
              <input type="radio" name={`${id}-kind`} value={kind} checked={form.kind === kind} onChange={() => set('kind', kind)} />{' '}
              {t(`publish.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {field(
        'category',
        t('publish.category'),
        <select {...described('category', true)} value={form.category} onChange={(event) => set('category', event.target.value)}>
          <option value="">{t('publish.choose')}</option>
          {CATEGORIES.map((one) => (
            <option key={one} value={one}>
              {t(`category.${one}`)}
            </option>
          ))}
        </select>,
        cardCategory ? t(`publish.cardHint.${form.category}`) : t('publish.cardRule'),
      )}
      {field(
        'title',
        t('publish.title'),
        <input
          {...described('title')}
          value={form.title}
          maxLength={30}
          onChange={(event) => set('title', event.target.value)}
          placeholder={t('publish.titlePlaceholder')}
        />,
      )}
      {field(
        'description',
        t('publish.description'),
        <textarea
          {...described('description')}
          rows={4}
          maxLength={300}
          value={form.description}
          onChange={(event) => set('description', event.target.value)}
          placeholder={t('publish.descriptionPlaceholder')}
        />,
      )}
      {field(
        'place',
        t(`publish.place.${form.kind}`),
        <input {...described('place')} value={form.place} maxLength={40} onChange={(event) => set('place', event.target.value)} />,
      )}
      {field(
        'happenedOn',
        t(`publish.day.${form.kind}`),
        <input {...described('happenedOn')} type="date" max={today} value={form.happenedOn} onChange={(event) => set('happenedOn', event.target.value)} />,
      )}
      {field(
        'contact',
        t('publish.contact'),
        <input
          {...described('contact')}
          value={form.contact}
          maxLength={40}
          onChange={(event) => set('contact', event.target.value)}
          placeholder={t('publish.contactPlaceholder')}
        />,
      )}
      <ImagePicker uploads={uploads} label={t('images.label', { max: maxImages })} />
      <FormActions
        action={publish}
        submit={t('publish.submit')}
        problem={
          tried && uploads.uploading ? t('upload.stillUploading', { ns: 'portal' }) : tried && Object.keys(problems).length > 0 ? t('publish.fix') : undefined
        }
      />
    </form>
  );
}
