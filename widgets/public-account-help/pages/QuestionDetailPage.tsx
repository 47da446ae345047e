import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, NoDataView, SafeHtml, formatDate, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { moduleOf } from './helpPaths.ts';
import styles from './publicAccountHelp.module.css';

/** publicsso/helpdetail: one answer, its editors' HTML sanitized, with related questions. */
export default function QuestionDetailPage({ query, routePath }: WidgetPageProps) {
  const { t } = useTranslation('public-account-help');
  const image = useImageUrl();
  const module = moduleOf(routePath);
  const id = query.get('id') ?? '';
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const answer = useApiQuery('public-account-help.question', valid ? { id } : undefined);

  if (!valid) return <NoDataView message={t('detail.missingId')} image={image('empty.svg')} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  const question = answer.data;
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
