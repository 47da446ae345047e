/** form/detail: one submission read back (mine, or one of my form's) under the form's title, with a link to its print view. */
import { Link } from 'react-router';
import { DetailPage, FormValuesView, WidgetPage, formatDate, useLocalize, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { asDefinition } from './useFormAnswer.ts';
import styles from './dynamicForm.module.css';

export default function SubmissionPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  return (
    <DetailPage apiKey="dynamic-form.submission" query={query} missingMessage={t('detail.missingId')}>
      {(submission) => (
        <WidgetPage
          title={localize(submission.form.title)}
          intro={t('detail.submittedBy', { name: submission.submitter.name, time: formatDate(submission.submittedAt, true) })}
        >
          <div className="portal-card" data-testid="dynamic-form-answers">
            <FormValuesView definition={asDefinition(submission.definition)} values={submission.values as Record<string, unknown>} />
          </div>
          <p className={styles.actions}>
            <Link className="portal-button" to={`/${module}/detail3?id=${submission.id}`}>
              {t('detail.print')}
            </Link>
            <Link className="portal-button" to={`/${module}/index`}>
              {t('detail.backToList')}
            </Link>
          </p>
        </WidgetPage>
      )}
    </DetailPage>
  );
}
