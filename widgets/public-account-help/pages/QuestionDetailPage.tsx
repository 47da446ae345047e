import { Link } from 'react-router';
import { useTranslation, DetailPage, SafeHtml, formatDate, type WidgetPageProps } from '../../../runtime/app/index.ts';
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

function Question({ question, module }: { question: PublicAccountHelpQuestionData; module: string }) {
  const { t } = useTranslation('public-account-help');
  return (
    <article className={styles.page} aria-labelledby="question-title">
      <Link className={styles.crumb} to={`/${module}/helpQt?category=${encodeURIComponent(question.category)}`}>
        {question.categoryName}
      </Link>
      <h1 id="question-title" className={styles.heading}>
        {question.title}
      </h1>
      <p className={styles.muted}>{t('detail.updated', { date: formatDate(question.updatedAt) })}</p>
      <SafeHtml className={styles.content} html={question.content} />
      {question.related.length > 0 ? (
        <section className={styles.card} aria-labelledby="question-related">
          <h2 id="question-related" className={styles.subheading}>
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
    </article>
  );
}
