import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, NoDataView, SafeHtml, formatDate, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { GuideProps } from '../generated/types.ts';
import styles from './guide.module.css';

/**
 * guide/detail: one guide article, its CMS HTML sanitized before it reaches the page, beside a card
 * with the office, phone and related guides (below the article on phones).
 */
export default function GuideDetailPage({ query, routePath }: WidgetPageProps<GuideProps>) {
  const { t } = useTranslation('guide');
  const image = useImageUrl();
  const id = query.get('id') ?? '';
  const validId = /^[1-9]\d{0,9}$/.test(id);
  const answer = useApiQuery('guide.detail', validId ? { id } : undefined);
  const module = routePath.split('/')[0];

  if (!validId) return <NoDataView message={t('detail.missingId')} image={image('empty.svg')} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    // The school says the guide is gone: the no-data view with its words.
    if (answer.error.kind === 'envelope' && answer.error.detail.e === 404) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  const guide = answer.data;
  return (
    <div className={styles.detail}>
      <article className={styles.article} aria-labelledby="guide-title">
        <p className={styles.crumb}>{guide.categoryName ?? guide.category}</p>
        <h1 id="guide-title" className={styles.articleTitle}>
          {guide.title}
        </h1>
        <SafeHtml className={styles.content} html={guide.content} />
      </article>
      <aside className={styles.aside}>
        <section className={styles.card} aria-labelledby="guide-info">
          <h2 id="guide-info" className={styles.cardTitle}>
            {t('detail.info')}
          </h2>
          <dl className={styles.facts} data-testid="guide-facts">
            <dt>{t('detail.category')}</dt>
            <dd>{guide.categoryName ?? guide.category}</dd>
            <dt>{t('detail.department')}</dt>
            <dd>{guide.department}</dd>
            {guide.phone ? (
              <>
                <dt>{t('detail.phone')}</dt>
                <dd>
                  <a href={`tel:${guide.phone.replace(/[^\d+]/g, '')}`}>{guide.phone}</a>
                </dd>
              </>
            ) : null}
            <dt>{t('detail.updated')}</dt>
            <dd>
              <time dateTime={new Date(guide.updatedAt * 1000).toISOString()}>{formatDate(guide.updatedAt)}</time>
            </dd>
          </dl>
        </section>
        {guide.related.length > 0 ? (
          <section className={styles.card} aria-labelledby="guide-related">
            <h2 id="guide-related" className={styles.cardTitle}>
              {t('detail.related')}
            </h2>
            <ul className={styles.related} data-testid="guide-related">
              {guide.related.map((item) => (
                <li key={item.id}>
                  <Link to={`/${module}/detail?id=${item.id}`}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link to={`/${module}/index`} className="portal-button">
            {t('detail.backToList')}
          </Link>
        </p>
      </aside>
    </div>
  );
}
