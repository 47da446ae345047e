import { Link } from 'react-router';
import {
  useTranslation,
  ListView,
  NoDataView,
  QueryView,
  WidgetPage,
  usePagedList,
  type PagedList,
  type QueryState,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { PublicAccountHelpProps, PublicAccountHelpQuestionsData } from '../generated/types.ts';
import styles from './publicAccountHelp.module.css';

const CATEGORY = /^[a-z0-9-]{1,40}$/;

/**
 * The list's first answer as one query, so QueryView shows its loading and failure, and the school's "no
 * such category" (e = 404) as no data in its words, which ListView would show as a failure.
 */
function firstAnswer(list: PagedList<'public-account-help.questions'>): QueryState<PublicAccountHelpQuestionsData> & { reload: () => void } {
  if (list.last) return { status: 'ready', data: list.last, reload: list.reload };
  if (list.status === 'error' && list.error) return { status: 'error', error: list.error, reload: list.retry };
  return { status: 'loading', reload: list.retry };
}

/**
 * publicsso/helpQt (the questions of `?category=` or matching `?q=`) and publicsso/helpIndexmsg (the
 * message-push questions, the category the app's props name): a paged list leading to the answers.
 */
export default function QuestionListPage({ props, query, routePath, module, title }: WidgetPageProps<PublicAccountHelpProps>) {
  const { t } = useTranslation('public-account-help');
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
  const found = pages.last;
  const heading = messages || !found ? title : found.category ? found.category.name : q ? t('faq.searchResult', { q }) : t('faq.allQuestions');

  return (
    <WidgetPage title={heading} intro={found && pages.items.length > 0 ? t('faq.count', { count: pages.total }) : undefined}>
      {valid ? (
        <QueryView query={firstAnswer(pages)}>
          {() => (
            <ListView list={pages} empty={q ? t('faq.noMatch', { q }) : t('faq.categoryEmpty')}>
              {(questions) => (
                <ul className="portal-entries" data-testid="faq-questions">
                  {questions.map((question) => (
                    <li key={question.id}>
                      <Link className={styles.entry} to={`/${module}/helpdetail?id=${question.id}`}>
                        <span className={styles.entryTitle}>{question.title}</span>
                        {question.summary ? <span className={styles.muted}>{question.summary}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </ListView>
          )}
        </QueryView>
      ) : (
        <NoDataView message={t('faq.noCategory')} />
      )}
    </WidgetPage>
  );
}
