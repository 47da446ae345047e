/**
 * personal-agenda/index (个人日程, on a phone): the week strip (Monday to Sunday, a dot on days with
 * items), the chosen day's items to mark done or export, the whole week exported to the phone's calendar
 * at once. Opens on the server's today; the arrows move by weeks.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView, WidgetPage, addDays, useApiQuery, useTranslation, type WidgetPageProps, useKeptQuery } from '../../../runtime/app/index.ts';
import type { PersonalAgendaProps } from '../generated/types.ts';
import { DayEntries, exportEntries, isOnDay, NS } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function WeekPage({ module, title }: WidgetPageProps<PersonalAgendaProps>) {
  const { t } = useTranslation(NS);
  // undefined: this week, as the server counts it; then a Monday the arrows chose.
  const [monday, setMonday] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const week = useKeptQuery(useApiQuery('personal-agenda.range', monday ? { from: monday, to: addDays(monday, 6) } : { span: 'week' }));
  const from = week.data?.from;
  const days = from ? Array.from({ length: 7 }, (_, index) => addDays(from, index)) : [];
  const today = week.data?.today;
  const day = chosen && days.includes(chosen) ? chosen : today && days.includes(today) ? today : from;

  return (
    <WidgetPage
      title={title}
      actions={
        <Link className="portal-button portal-button--primary" to={`/${module}/add${day ? `?date=${day}` : ''}`}>
          {t('week.add')}
        </Link>
      }
    >
      <QueryView query={week}>
        {(data) => {
          const shown = day ?? data.from;
          const ofDay = data.list.filter((entry) => isOnDay(entry, shown));
          const move = (weeks: number) => {
            setMonday(addDays(data.from, weeks * 7));
            setChosen(undefined);
          };
          return (
            <div aria-busy={week.refreshing}>
              <div className={styles.weekNav} role="group" aria-label={t('week.nav')}>
                <button type="button" className="portal-button" onClick={() => move(-1)}>
                  {t('week.previous')}
                </button>
                <span data-testid="agenda-week-range">{t('week.range', { from: data.from, to: data.to })}</span>
                <button type="button" className="portal-button" onClick={() => move(1)}>
                  {t('week.next')}
                </button>
              </div>
              <ol className={styles.strip} data-testid="agenda-week-strip">
                {days.map((one, index) => {
                  const count = data.list.filter((entry) => isOnDay(entry, one)).length;
                  return (
                    <li key={one}>
                      <button
                        type="button"
                        aria-pressed={one === shown}
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
              <div className={`portal-toolbar ${styles.toolbar}`}>
                <h2 className={styles.subheading}>
                  {shown === data.today ? t('week.today', { date: shown }) : t('week.dayTitle', { date: shown, weekday: t(`weekday.${days.indexOf(shown)}`) })}
                </h2>
                {data.list.length > 0 ? (
                  <button type="button" className="portal-button" onClick={() => exportEntries(data.list, t('week.exportName', { from: data.from }))}>
                    {t('week.exportWeek', { count: data.list.length })}
                  </button>
                ) : null}
              </div>
              <DayEntries entries={ofDay} none={data.list.length === 0 ? t('week.weekNone') : t('week.dayNone')} module={module} onChanged={week.reload} />
            </div>
          );
        }}
      </QueryView>
    </WidgetPage>
  );
}
