/**
 * form/detail3: a submission laid out for paper: the form's title (or the definition's print title) as the
 * heading, who submitted it and when, the answers, and lines to sign and date; the print button is left off
 * the paper.
 */
import { DetailPage, Facts, FormValuesView, WidgetPage, formatDate, useLocalize, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DynamicFormSubmissionData } from '../generated/types.ts';
import { asDefinition } from './useFormAnswer.ts';
import styles from './dynamicForm.module.css';

export default function PrintPage({ query }: WidgetPageProps) {
  const { t } = useTranslation('dynamic-form');
  return (
    <DetailPage apiKey="dynamic-form.submission" query={query} missingMessage={t('detail.missingId')}>
      {(submission) => <PrintSheet submission={submission} />}
    </DetailPage>
  );
}

function PrintSheet({ submission }: { submission: DynamicFormSubmissionData }) {
  const { t } = useTranslation('dynamic-form');
  const localize = useLocalize();
  const definition = asDefinition(submission.definition);
  return (
    <WidgetPage title={localize(definition.print?.title) || localize(submission.form.title)} className={styles.print}>
      <article data-testid="dynamic-form-print">
        <Facts
          className={styles.printMeta}
          facts={[
            [t('print.submitter'), `${submission.submitter.name}${submission.submitter.studentNumber ? `（${submission.submitter.studentNumber}）` : ''}`],
            submission.submitter.className ? [t('print.className'), submission.submitter.className] : null,
            [t('print.submittedAt'), formatDate(submission.submittedAt, true)],
            [t('print.number'), submission.id],
          ]}
        />
        <FormValuesView definition={definition} values={submission.values as Record<string, unknown>} />
        {definition.print?.signatureLine ? (
          <p className={styles.signLine}>
            <span>{t('print.signature')}</span>
            <span>{t('print.date')}</span>
          </p>
        ) : null}
        <p className={styles.noPrint}>
          <button type="button" className="portal-button portal-button--primary" onClick={() => window.print()}>
            {t('print.print')}
          </button>
        </p>
      </article>
    </WidgetPage>
  );
}
