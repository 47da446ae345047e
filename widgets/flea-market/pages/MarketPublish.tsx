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
import type { FleaMarketPublishBody } from '../generated/types.ts';
import { parsePrice } from '../price.ts';
import { CATEGORIES, CONDITIONS, pageOf, type Layout } from './marketKit.tsx';

type Field = 'title' | 'category' | 'condition' | 'price' | 'contact';

/**
 * The publish form, for both layouts: name, category, condition, price in yuan (parsed to fen here,
 * without floating point: price.ts), description, contact and up to the school's number of pictures. The
 * listing is on sale at once; its page opens.
 */
export function MarketPublish({ module, title, layout }: WidgetPageProps & { layout: Layout }) {
  const { t } = useTranslation('flea-market');
  const form = useApiQuery('flea-market.form', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={form}>
        {({ maxImages, onSale }) => (
          <>
            {onSale > 0 ? (
              <p className="portal-notice" data-testid="market-on-sale">
                {t('publish.onSale', { count: onSale })}
              </p>
            ) : null}
            <PublishForm module={module} layout={layout} maxImages={maxImages} />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function PublishForm({ module, layout, maxImages }: { module: string; layout: Layout; maxImages: number }) {
  const { t } = useTranslation('flea-market');
  const api = useApi();
  const navigate = useNavigate();
  const id = useId();
  const uploads = useImageUploads(maxImages);
  const [form, setForm] = useState({ title: '', category: '', condition: '', price: '', description: '', contact: '' });
  const [tried, setTried] = useState(false);
  const set = (field: keyof typeof form, value: string) => setForm((prior) => ({ ...prior, [field]: value }));

  const price = parsePrice(form.price);
  const category = CATEGORIES.find((one) => one === form.category);
  const condition = CONDITIONS.find((one) => one === form.condition);
  const problems: Partial<Record<Field, string>> = {};
  if (!form.title.trim()) problems.title = t('publish.problem.title');
  if (!category) problems.category = t('publish.problem.category');
  if (!condition) problems.condition = t('publish.problem.condition');
  if ('problem' in price) problems.price = t(`publish.problem.price.${price.problem}`);
  if (!form.contact.trim()) problems.contact = t('publish.problem.contact');
  const shown = (field: Field) => (tried ? problems[field] : undefined);

  const publish = useAction((body: FleaMarketPublishBody, call) => api.post('flea-market.publish', body, call), {
    done: t('publish.done'),
    onDone: (sent) => void navigate(`/${module}/${pageOf(layout, 'detail')}?id=${sent.id}`),
    failed: (reason) => t('publish.failed', { message: reason }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    publish.reset();
    if (Object.keys(problems).length > 0 || !category || !condition || 'problem' in price || uploads.uploading) return;
    void publish.run({
      title: form.title.trim(),
      category,
      condition,
      priceFen: price.fen,
      description: form.description.trim(),
      contact: form.contact.trim(),
      images: uploads.urls,
    });
  };

  const field = (name: Field | 'description', label: string, input: ReactNode, hint?: string) => (
    <div className="portal-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="portal-field__hint">
          {hint}
        </p>
      ) : null}
      {name !== 'description' && shown(name) ? (
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

  return (
    <form onSubmit={submit} noValidate aria-busy={publish.busy} data-testid="market-publish">
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
        'category',
        t('publish.category'),
        <select {...described('category')} value={form.category} onChange={(event) => set('category', event.target.value)}>
          <option value="">{t('publish.choose')}</option>
          {CATEGORIES.map((one) => (
            <option key={one} value={one}>
              {t(`category.${one}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'condition',
        t('publish.condition'),
        <select {...described('condition')} value={form.condition} onChange={(event) => set('condition', event.target.value)}>
          <option value="">{t('publish.choose')}</option>
          {CONDITIONS.map((one) => (
            <option key={one} value={one}>
              {t(`condition.${one}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'price',
        t('publish.price'),
        <input
          {...described('price', true)}
          inputMode="decimal"
          value={form.price}
          maxLength={14}
          onChange={(event) => set('price', event.target.value)}
          placeholder="0.00"
        />,
        t('publish.priceHint'),
      )}
      {field(
        'description',
        t('publish.description'),
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={500}
          value={form.description}
          onChange={(event) => set('description', event.target.value)}
          placeholder={t('publish.descriptionPlaceholder')}
        />,
      )}
      {field(
        'contact',
        t('publish.contact'),
        <input {...described('contact', true)} value={form.contact} maxLength={40} onChange={(event) => set('contact', event.target.value)} />,
        t('publish.contactHint'),
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
