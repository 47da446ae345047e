import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, EmptyView, LoadingView, NoDataView, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PublicAccountHelpProps } from '../generated/types.ts';
import { moduleOf } from './helpPaths.ts';
import { useQuestionPages } from './useQuestionPages.ts';
import styles from './publicAccountHelp.module.css';

const CATEGORY = /^[a-z0-9-]{1,40}$/;

/**
 * publicsso/helpQt (the questions of `?category=` or matching `?q=`) and publicsso/helpIndexmsg (the
 * message-push questions, the category the app's props name): a paged list leading to the answers.
 */
export default function QuestionListPage({ props, query, routePath }: WidgetPageProps<PublicAccountHelpProps>) {
  const { t } = useTranslation('public-account-help');
  const image = useImageUrl();
  const module = moduleOf(routePath);
  const messages = routePath.endsWith('/helpIndexmsg');
  const category = messages ? (props.messageCategory ?? 'message') : (query.get('category') ?? '');
  const q = messages ? '' : (query.get('q') ?? '').trim().slice(0, 40);
  const valid = category === '' || CATEGORY.test(category);
  // Without a category or a search (a bare link to helpQt) every question is listed.
  const pages = useQuestionPages(valid ? { ...(category ? { category } : {}), ...(q ? { q } : {}) } : undefined, props.pageSize ?? 10);

  if (!valid) return <NoDataView message={t('faq.noCategory')} image={image('empty.svg')} />;
  if (pages.error && pages.list.length === 0) {
    if (pages.error.kind === 'envelope' && pages.error.detail.e === 404) return <NoDataView message={pages.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={pages.error} onRetry={pages.retry} />;
  }
  if (!pages.first) return <LoadingView />;
  const heading = messages ? t('pages.helpIndexmsg') : pages.first.category ? pages.first.category.name : q ? t('faq.searchResult', { q }) : t('faq.allQuestions');
  if (pages.list.length === 0) return <EmptyView message={q ? t('faq.noMatch', { q }) : t('faq.categoryEmpty')} image={image('empty.svg')} />;
  return (
    <section className={styles.page} aria-labelledby="questions-heading">
      <header className={styles.listHeader}>
        <h1 id="questions-heading" className={styles.heading}>
          {heading}
        </h1>
        <span className={styles.count}>{t('faq.count', { count: pages.first.total })}</span>
      </header>
      <ul className={styles.entries} data-testid="faq-questions">
        {pages.list.map((question) => (
          <li key={question.id}>
            <Link className={styles.entry} to={`/${module}/helpdetail?id=${question.id}`}>
              <span className={styles.entryTitle}>{question.title}</span>
              {question.summary ? <span className={styles.muted}>{question.summary}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {pages.error ? (
        <p role="alert" className={styles.problem}>
          {t('faq.moreFailed')}{' '}
          <button type="button" className="portal-button" onClick={pages.retry}>
            {t('faq.retry')}
          </button>
        </p>
      ) : pages.hasMore ? (
        <button type="button" className="portal-button" onClick={pages.more} disabled={pages.loading}>
          {pages.loading ? t('faq.loading') : t('faq.more')}
        </button>
      ) : (
        <p className={styles.end}>{t('faq.end')}</p>
      )}
    </section>
  );
}
