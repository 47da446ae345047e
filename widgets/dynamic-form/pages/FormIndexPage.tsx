/**
 * form/index (formMuc, formruc, commonForm, universalForm, newForm): the forms open to me, each with its
 * deadline and whether I filled it, then my submissions, then the forms I publish (their statistics). With
 * a form id (the app's `formId`, or `?formId=` as newForm links carry it) the page is that form to fill.
 */
import { Link } from 'react-router';
import {
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  formatDate,
  useApiQuery,
  useImageUrl,
  useLocalize,
  usePagedList,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { DynamicFormProps } from '../generated/types.ts';
import { FillForm } from './FillForm.tsx';
import styles from './dynamicForm.module.css';

export default function FormIndexPage({ props, query, module, title }: WidgetPageProps<DynamicFormProps>) {
  const formId = query.get('formId') ?? props.formId;
  if (formId) return <FillForm formId={formId} module={module} />;
  return <FormList props={props} module={module} title={title} />;
}

function FormList({ props, module, title }: { props: DynamicFormProps; module: string; title: string }) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  const image = useImageUrl();
  const forms = useApiQuery('dynamic-form.list', {});
  const owned = useApiQuery('dynamic-form.owned', {});

  if (forms.status === 'error') return <ApiErrorView error={forms.error} onRetry={forms.reload} />;
  if (forms.status === 'loading') return <LoadingView />;
  const mineShown = props.showMine !== false;

  return (
    <section className={styles.page} aria-labelledby="dynamic-form-list">
      <h1 id="dynamic-form-list" className={styles.heading}>
        {title}
      </h1>
      {forms.data.list.length === 0 ? (
        <EmptyView message={t('list.empty')} image={image('empty.svg')} />
      ) : (
        <ul className={styles.cards} data-testid="dynamic-form-list">
          {forms.data.list.map((form) => (
            <li key={form.id}>
              <Link className={styles.card} to={`/${module}/formtemplat?formId=${encodeURIComponent(form.id)}`}>
                <span className={styles.cardTitle}>
                  {localize(form.title)}
                  {form.filled ? <span className={styles.badge}>{t('list.filled')}</span> : null}
                </span>
                {form.description ? <span className={styles.summary}>{localize(form.description)}</span> : null}
                <span className={styles.meta}>{form.closesAt ? t('list.closesAt', { time: formatDate(form.closesAt, true) }) : t('list.noDeadline')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {mineShown ? <MySubmissions module={module} pageSize={props.pageSize ?? 10} /> : null}
      {owned.status === 'ready' && owned.data.list.length > 0 ? (
        <section aria-labelledby="dynamic-form-owned">
          <h2 id="dynamic-form-owned" className={styles.subheading}>
            {t('list.owned')}
          </h2>
          <ul className={styles.rows}>
            {owned.data.list.map((form) => (
              <li key={form.id}>
                <Link className={styles.row} to={`/${module}/detail2?formId=${encodeURIComponent(form.id)}`}>
                  <span>{localize(form.title)}</span>
                  <span className={styles.meta}>{t('list.submissionCount', { count: form.submissionCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function MySubmissions({ module, pageSize }: { module: string; pageSize: number }) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  const mine = usePagedList('dynamic-form.mine', {}, pageSize, { refreshOnShow: true });
  return (
    <section aria-labelledby="dynamic-form-mine">
      <h2 id="dynamic-form-mine" className={styles.subheading}>
        {t('list.mine')}
      </h2>
      {mine.status === 'error' && mine.error ? (
        <ApiErrorView error={mine.error} onRetry={mine.retry} />
      ) : !mine.last ? (
        <LoadingView />
      ) : mine.items.length === 0 ? (
        <p className={styles.meta}>{t('list.noneMine')}</p>
      ) : (
        <>
          <ul className={styles.rows} data-testid="dynamic-form-mine">
            {mine.items.map((submission) => (
              <li key={submission.id}>
                <Link className={styles.row} to={`/${module}/detail?id=${submission.id}`}>
                  <span>{localize(submission.formTitle)}</span>
                  <time className={styles.meta} dateTime={new Date(submission.submittedAt * 1000).toISOString()}>
                    {formatDate(submission.submittedAt, true)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMoreFooter paged={mine} />
        </>
      )}
    </section>
  );
}
