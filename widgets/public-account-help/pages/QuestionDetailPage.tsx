import { Link } from 'react-router';
import { useTranslation, DetailPage, SafeHtml, WidgetPage, formatDate, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PublicAccountHelpQuestionData } from '../generated/types.ts';
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
        {question.related.length > 0 ? (
          <section className="portal-card" aria-labelledby="question-related">
            <h2 id="question-related" className="portal-card__title">
              {t('detail.related')}
            </h2>
            <ul className={styles.questions} data-testid="faq-related">
              {question.related.map((related) => (
                <li key={related.id}>
                  <Link to={`/${module}/helpdetail?id=${related.id}`}>{related.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Link className={styles.back} to={`/${module}/helpIndex`}>
          {t('detail.back')}
        </Link>
      </div>
    </WidgetPage>
  );
}
