import { useMemo } from 'react';
import {
  Facts,
  FilteredList,
  QueryView,
  WidgetPage,
  useApiQuery,
  useKeptQuery,
  useListSearch,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { OfficeTelListData, OfficeTelProps } from '../generated/types.ts';
import styles from './officeTel.module.css';

type Department = OfficeTelListData['departments'][number];

/** The digits a phone dials: `tel:01062781110` for 010-6278-1110. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * officeTel/index: the school's phone book, one card per department with its desks, each number a tel: link
 * (a tap calls), the office hours and location where known. The search (names in any language, numbers,
 * spaces ignored) is answered by the school. officeTel is exempt from the narrow desktop column
 * (docs/legacy-portal.md §2): the cards fill a grid on a desktop and stack on a phone.
 */
export default function OfficeTelIndexPage({ props, title }: WidgetPageProps<OfficeTelProps>) {
  const { t } = useTranslation('office-tel');
  const search = useListSearch();
  const { q } = search;
  const query = useMemo(() => (q ? { q } : {}), [q]);
  // A new search keeps the last answer on screen while the next one loads.
  const shown = useKeptQuery(useApiQuery('office-tel.list', query));
  const total = shown.data?.total ?? 0;

  return (
    <WidgetPage title={title} intro={total > 0 || search.filtered ? t('list.count', { count: total }) : undefined}>
      <QueryView query={shown} empty={t('list.empty')} isEmpty={(book) => book.total === 0 && !search.filtered}>
        {(book) => (
          <FilteredList
            namespace="office-tel"
            search={search}
            showSearch={props.showSearch !== false}
            categories={[]}
            busy={shown.refreshing}
            noMatch={book.total === 0 ? t('list.noMatch', { q }) : undefined}
            noMatchTestId="office-tel-no-match"
          >
            <div className={styles.grid} data-testid="office-tel-list">
              {book.departments.map((department) => (
                <DepartmentCard key={department.id} department={department} />
              ))}
            </div>
          </FilteredList>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function DepartmentCard({ department }: { department: Department }) {
  const { t } = useTranslation('office-tel');
  const headingId = `office-tel-${department.id}`;
  return (
    <section className={`portal-card ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {department.name}
      </h2>
      <Facts
        className={styles.facts}
        facts={[
          [t('list.location'), department.location, 'location'],
          [t('list.hours'), department.hours, 'hours'],
        ]}
      />
      <ul className={styles.entries}>
        {department.entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <div className={styles.entryHead}>
              <span className={styles.entryName}>{entry.name}</span>
              {entry.allDay ? <span className="portal-badge portal-badge--success">{t('list.allDay')}</span> : null}
            </div>
            <div className={styles.numbers}>
              {entry.numbers.map((number) => (
                <a key={number} className={styles.number} href={telHref(number)} aria-label={t('list.call', { name: entry.name, number })}>
                  {number}
                </a>
              ))}
            </div>
            {entry.location || (entry.hours && !entry.allDay) ? (
              <p className={styles.meta}>{[entry.location, entry.allDay ? undefined : entry.hours].filter(Boolean).join(' · ')}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
