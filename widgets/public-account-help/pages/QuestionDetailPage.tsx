import { Link } from 'react-router';
import { useTranslation, DetailPage, SafeHtml, WidgetPage, formatDate, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PublicAccountHelpQuestionData } from '../generated/types.ts';
import { QuestionLinks } from './HelpCard.tsx';
import styles from './publicAccountHelp.module.css';

/** publicsso/helpdetail: one answer, its editors' HTML sanitized, with related questions. */
export default function QuestionDetailPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('public-account-help');
  return (
    <DetailPage apiKey="public-account-help.question" query={query} missingMessage={t('detail.missingId')}>
      {(question) => <Question question={question} module={module} />}
    </DetailPage>
  );
}

/** The answer under its question as the page's heading, its category a link back to the category's list. */
function Question({ question, module }: { question: PublicAccountHelpQuestionData; module: string }) {
  const { t } = useTranslation('public-account-help');
  return (
    <WidgetPage
      title={question.title}
      intro={
        <>
          <Link className={styles.crumb} to={`/${module}/helpQt?category=${encodeURIComponent(question.category)}`}>
            {question.categoryName}
          </Link>{' '}
          {t('detail.updated', { date: formatDate(question.updatedAt) })}
        </>
      }
    >
      <div className={styles.stack}>
        <SafeHtml className="portal-card" html={question.content} />
        <QuestionLinks title={t('detail.related')} questions={question.related} module={module} testId="faq-related" />
        <Link className={styles.back} to={`/${module}/helpIndex`}>
          {t('detail.back')}
        </Link>
      </div>
    </WidgetPage>
  );
}
