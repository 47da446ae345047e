/**
 * form/index (formMuc, formruc, commonForm, universalForm, newForm): the forms open to me, each with its
 * deadline and whether I filled it, then my submissions, then the forms I publish (their statistics). With
 * a form id (the app's `formId`, or `?formId=` as newForm links carry it) the page is that form to fill.
 */
import { Link } from 'react-router';
import {
  EmptyView,
  ListView,
  QueryView,
  WidgetPage,
  formatDate,
  useApiQuery,
  useKeptQuery,
  useLocalize,
  usePagedList,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { DynamicFormListData, DynamicFormOwnedData, DynamicFormProps } from '../generated/types.ts';
import { FillForm } from './FillForm.tsx';
import styles from './dynamicForm.module.css';

export default function FormIndexPage({ props, query, module, title }: WidgetPageProps<DynamicFormProps>) {
  const formId = query.get('formId') ?? props.formId;
  if (formId) return <FillForm formId={formId} module={module} />;
  return <FormList props={props} module={module} title={title} />;
}

function FormList({ props, module, title }: { props: DynamicFormProps; module: string; title: string }) {
  // Kept on screen while the kept-alive page, shown again, asks again.
  const forms = useKeptQuery(useApiQuery('dynamic-form.list', {}));
  const owned = useApiQuery('dynamic-form.owned', {});
  return (
    <WidgetPage title={title} width="wide">
      <QueryView query={forms}>
        {(forms) => (
          <>
            <OpenForms forms={forms.list} module={module} />
            {props.showMine !== false ? <MySubmissions module={module} pageSize={props.pageSize ?? 10} /> : null}
            {owned.status === 'ready' ? <OwnedForms forms={owned.data.list} module={module} /> : null}
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function OpenForms({ forms, module }: { forms: DynamicFormListData['list']; module: string }) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  if (forms.length === 0) return <EmptyView message={t('list.empty')} />;
  return (
    <ul className={styles.cards} data-testid="dynamic-form-list">
      {forms.map((form) => (
        <li key={form.id}>
          <Link className={`portal-card ${styles.card}`} to={`/${module}/formtemplat?formId=${encodeURIComponent(form.id)}`}>
            <span className={styles.cardTitle}>
              {localize(form.title)}
              {form.filled ? <span className={`portal-badge portal-badge--success ${styles.badge}`}>{t('list.filled')}</span> : null}
            </span>
            {form.description ? <span className={styles.summary}>{localize(form.description)}</span> : null}
            <span className={styles.meta}>{form.closesAt ? t('list.closesAt', { time: formatDate(form.closesAt, true) }) : t('list.noDeadline')}</span>
          </Link>
        </li>
      ))}
    </ul>
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
      {/* None yet is a line under the heading, not the empty screen: the page has more to show. */}
      {mine.last && mine.items.length === 0 ? (
        <p className={styles.meta}>{t('list.noneMine')}</p>
      ) : (
        <ListView list={mine}>
          {(submissions) => (
            <ul className={styles.rows} data-testid="dynamic-form-mine">
              {submissions.map((submission) => (
                <li key={submission.id}>
                  <Link className={`portal-card ${styles.row}`} to={`/${module}/detail?id=${submission.id}`}>
                    <span>{localize(submission.formTitle)}</span>
                    <time className={styles.meta} dateTime={new Date(submission.submittedAt * 1000).toISOString()}>
                      {formatDate(submission.submittedAt, true)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListView>
      )}
    </section>
  );
}

/** The forms I publish, each leading to its statistics; nothing at all for a user who publishes none. */
function OwnedForms({ forms, module }: { forms: DynamicFormOwnedData['list']; module: string }) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  if (forms.length === 0) return null;
  return (
    <section aria-labelledby="dynamic-form-owned">
      <h2 id="dynamic-form-owned" className={styles.subheading}>
        {t('list.owned')}
      </h2>
      <ul className={styles.rows}>
        {forms.map((form) => (
          <li key={form.id}>
            <Link className={`portal-card ${styles.row}`} to={`/${module}/detail2?formId=${encodeURIComponent(form.id)}`}>
              <span>{localize(form.title)}</span>
              <span className={styles.meta}>{t('list.submissionCount', { count: form.submissionCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
