/**
 * personal-agenda/index (个人日程, on a phone): the week strip (Monday to Sunday, a dot on days with
 * items), the chosen day's items to mark done or export, the whole week exported to the phone's calendar
 * at once. Opens on the server's today; the arrows move by weeks.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiErrorView, LoadingView, useApiQuery, useLastData, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PersonalAgendaProps } from '../generated/types.ts';
import { addDays, EntryCard, exportEntries, isOnDay, NS } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function WeekPage({ module, title }: WidgetPageProps<PersonalAgendaProps>) {
  const { t } = useTranslation(NS);
  // undefined: this week, as the server counts it; then a Monday the arrows chose.
  const [monday, setMonday] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const week = useApiQuery('personal-agenda.range', monday ? { from: monday, to: addDays(monday, 6) } : { span: 'week' });
  const data = useLastData(week);
  if (week.status === 'error') return <ApiErrorView error={week.error} onRetry={week.reload} />;
  if (!data) return <LoadingView />;

  const days = Array.from({ length: 7 }, (_, index) => addDays(data.from, index));
  const day = chosen && days.includes(chosen) ? chosen : days.includes(data.today) ? data.today : data.from;
  const ofDay = data.list.filter((entry) => isOnDay(entry, day));
  const move = (weeks: number) => {
    setMonday(addDays(data.from, weeks * 7));
    setChosen(undefined);
  };

  return (
    <section className={styles.page} aria-labelledby="agenda-week" aria-busy={week.status === 'loading'}>
      <header className={styles.header}>
        <h1 id="agenda-week" className={styles.heading}>
          {title}
        </h1>
        <Link className="portal-button portal-button--primary" to={`/${module}/add?date=${day}`}>
          {t('week.add')}
        </Link>
      </header>
      <nav className={styles.weekNav} aria-label={t('week.nav')}>
        <button type="button" className="portal-button" onClick={() => move(-1)}>
          {t('week.previous')}
        </button>
        <span data-testid="agenda-week-range">{t('week.range', { from: data.from, to: data.to })}</span>
        <button type="button" className="portal-button" onClick={() => move(1)}>
          {t('week.next')}
        </button>
      </nav>
      <ol className={styles.strip} data-testid="agenda-week-strip">
        {days.map((one, index) => {
          const count = data.list.filter((entry) => isOnDay(entry, one)).length;
          return (
            <li key={one}>
              <button
                type="button"
                aria-pressed={one === day}
                className={`${styles.stripDay} ${one === data.today ? styles.today : ''}`}
                onClick={() => setChosen(one)}
              >
                <span>{t(`weekday.${index}`)}</span>
                <strong>{Number(one.slice(8))}</strong>
                <span className={styles.dots} aria-hidden="true">
                  {count > 0 ? '•'.repeat(Math.min(count, 3)) : ' '}
                </span>
                {/* Named by what it shows, then how many items the day has (not a label of its own). */}
                <span className="portal-visually-hidden">{t('week.dayCount', { count })}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div className={styles.toolbar}>
        <h2 className={styles.subheading}>
          {day === data.today ? t('week.today', { date: day }) : t('week.dayTitle', { date: day, weekday: t(`weekday.${days.indexOf(day)}`) })}
        </h2>
        {data.list.length > 0 ? (
          <button type="button" className="portal-button" onClick={() => exportEntries(data.list, t('week.exportName', { from: data.from }))}>
            {t('week.exportWeek', { count: data.list.length })}
          </button>
        ) : null}
      </div>
      {ofDay.length === 0 ? (
        <p className={styles.none} role="status" data-testid="agenda-day-none">
          {data.list.length === 0 ? t('week.weekNone') : t('week.dayNone')}
        </p>
      ) : (
        <ul className={styles.entries} data-testid="agenda-day">
          {ofDay.map((entry) => (
            <EntryCard key={`${entry.id}-${entry.date}`} entry={entry} module={module} onChanged={week.reload} />
          ))}
        </ul>
      )}
      <p className={styles.links}>
        <Link to={`/${module}/list`}>{t('week.toList')}</Link>
        <Link to={`/${module}/pcindex`}>{t('week.toMonth')}</Link>
      </p>
    </section>
  );
}
