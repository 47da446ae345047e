/**
 * personal-agenda/list (全部日程): every item not yet over, soonest first (a weekly item at its next
 * occurrence), paged; filtered by done (`?done=undone|done`, kept in the address); each item marked
 * done, exported, edited or deleted.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pager, QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps, useKeptQuery } from '../../../runtime/app/index.ts';
import type { PersonalAgendaProps } from '../generated/types.ts';
import { EntryCard, NS } from './agendaKit.tsx';
import styles from './agenda.module.css';

const FILTERS = ['all', 'undone', 'done'] as const;
type Filter = (typeof FILTERS)[number];

export default function UpcomingPage({ module, title, query, props }: WidgetPageProps<PersonalAgendaProps>) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const asked = query.get('done');
  const filter: Filter = FILTERS.includes(asked as Filter) ? (asked as Filter) : 'all';
  const size = props.pageSize ?? 10;
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(filter);
  // A new filter starts again at page 1 (derived state, set during render).
  if (pageOf !== filter) {
    setPageOf(filter);
    setPage(1);
  }
  const list = useKeptQuery(useApiQuery('personal-agenda.list', { page, size, done: filter }));

  return (
    <WidgetPage
      title={title}
      actions={
        <Link className="portal-button portal-button--primary" to={`/${module}/add`}>
          {t('week.add')}
        </Link>
      }
    >
      <div className="portal-chips" role="group" aria-label={t('list.filter')}>
        {FILTERS.map((one) => (
          <button
            key={one}
            type="button"
            className="portal-chip"
            aria-pressed={one === filter}
            onClick={() => void navigate(`/${module}/list${one === 'all' ? '' : `?done=${one}`}`, { replace: true })}
          >
            {t(`list.${one}`)}
          </button>
        ))}
      </div>
      <QueryView query={list}>
        {(data, reload) =>
          data.list.length === 0 ? (
            <p className={styles.none} role="status" data-testid="agenda-list-none">
              {t(`list.none.${filter}`)}
            </p>
          ) : (
            <div aria-busy={list.refreshing}>
              <p className={styles.meta} data-testid="agenda-list-count">
                {t('list.count', { count: data.total })}
              </p>
              <ul className="portal-stack" data-testid="agenda-list">
                {data.list.map((entry) => (
                  <EntryCard key={entry.id} entry={entry} module={module} showDate canDelete onChanged={reload} />
                ))}
              </ul>
              <Pager page={page} size={size} total={data.total} onPage={setPage} busy={list.refreshing} />
            </div>
          )
        }
      </QueryView>
    </WidgetPage>
  );
}
