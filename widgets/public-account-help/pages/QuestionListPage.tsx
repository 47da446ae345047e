import { Link } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadingView,
  NoDataView,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { PublicAccountHelpProps } from '../generated/types.ts';
import styles from './publicAccountHelp.module.css';

const CATEGORY = /^[a-z0-9-]{1,40}$/;

/**
 * publicsso/helpQt (the questions of `?category=` or matching `?q=`) and publicsso/helpIndexmsg (the
 * message-push questions, the category the app's props name): a paged list leading to the answers.
 */
export default function QuestionListPage({ props, query, routePath, module, title }: WidgetPageProps<PublicAccountHelpProps>) {
  const { t } = useTranslation('public-account-help');
  const image = useImageUrl();
  const messages = routePath.endsWith('/helpIndexmsg');
  const category = messages ? (props.messageCategory ?? 'message') : (query.get('category') ?? '');
  const q = messages ? '' : (query.get('q') ?? '').trim().slice(0, 40);
  const valid = category === '' || CATEGORY.test(category);
  // Without a category or a search (a bare link to helpQt) every question is listed.
  const pages = usePagedList(
    'public-account-help.questions',
    valid ? { ...(category ? { category } : {}), ...(q ? { q } : {}) } : undefined,
    props.pageSize ?? 10,
  );

  if (!valid) return <NoDataView message={t('faq.noCategory')} image={image('empty.svg')} />;
  if (pages.status === 'error' && pages.error) {
    if (pages.error.kind === 'envelope' && pages.error.detail.e === 404) return <NoDataView message={pages.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={pages.error} onRetry={pages.retry} />;
  }
  if (pages.status === 'loading' || !pages.last) return <LoadingView />;
  const heading = messages ? title : pages.last.category ? pages.last.category.name : q ? t('faq.searchResult', { q }) : t('faq.allQuestions');
  if (pages.items.length === 0) return <EmptyView message={q ? t('faq.noMatch', { q }) : t('faq.categoryEmpty')} image={image('empty.svg')} />;
  return (
    <section className={styles.page} aria-labelledby="questions-heading">
      <header className={styles.listHeader}>
        <h1 id="questions-heading" className={styles.heading}>
          {heading}
        </h1>
        <span className={styles.count}>{t('faq.count', { count: pages.total })}</span>
      </header>
      <ul className={styles.entries} data-testid="faq-questions">
        {pages.items.map((question) => (
          <li key={question.id}>
            <Link className={styles.entry} to={`/${module}/helpdetail?id=${question.id}`}>
              <span className={styles.entryTitle}>{question.title}</span>
              {question.summary ? <span className={styles.muted}>{question.summary}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {pages.more === 'error' ? (
        <p role="alert" className={styles.problem}>
          {t('faq.moreFailed')}{' '}
          <button type="button" className="portal-button" onClick={pages.retry}>
            {t('faq.retry')}
          </button>
        </p>
      ) : pages.hasMore ? (
        <button type="button" className="portal-button" onClick={pages.loadMore} disabled={pages.more === 'loading'}>
          {pages.more === 'loading' ? t('faq.loading') : t('faq.more')}
        </button>
      ) : (
        <p className={styles.end}>{t('faq.end')}</p>
      )}
    </section>
  );
}
