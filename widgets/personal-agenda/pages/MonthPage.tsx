/**
 * personal-agenda/pcindex (个人日程, on a desktop): the month as a grid (Monday first), each day with its
 * first items; a click shows the day's items beside the grid, with "add on this day". Opens on the
 * server's current month; the arrows move by months.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView, WidgetPage, addDays, useApiQuery, useTranslation, type ApiData, type WidgetPageProps, useKeptQuery } from '../../../runtime/app/index.ts';
import type { PersonalAgendaProps } from '../generated/types.ts';
import { DayEntries, exportEntries, isOnDay, NS, weekdayOf } from './agendaKit.tsx';
import styles from './agenda.module.css';

const SHOWN_IN_CELL = 2;

export default function MonthPage({ module, title }: WidgetPageProps<PersonalAgendaProps>) {
  const { t } = useTranslation(NS);
  // A day of the month shown (the arrows' choice); undefined: the server's this month.
  const [at, setAt] = useState<string>();
  const month = useKeptQuery(useApiQuery('personal-agenda.range', at ? { span: 'month', at } : { span: 'month' }));
  const shown = month.data;

  return (
    <WidgetPage
      title={title}
      actions={
        shown && shown.list.length > 0 ? (
          <button type="button" className="portal-button" onClick={() => exportEntries(shown.list, t('month.exportName', { month: shown.from.slice(0, 7) }))}>
            {t('month.export', { count: shown.list.length })}
          </button>
        ) : null
      }
    >
      <QueryView query={month}>{(data) => <Month data={data} module={module} busy={month.refreshing} onMove={setAt} onChanged={month.reload} />}</QueryView>
    </WidgetPage>
  );
}

/** The month's grid and the chosen day's items beside it. */
function Month({
  data,
  module,
  busy,
  onMove,
  onChanged,
}: {
  data: ApiData<'personal-agenda.range'>;
  module: string;
  busy: boolean;
  onMove(at: string): void;
  onChanged(): void;
}) {
  const { t } = useTranslation(NS);
  const [chosen, setChosen] = useState<string>();
  const first = data.from;
  const length = Number(data.to.slice(8));
  const cells: (string | null)[] = [...Array<null>(weekdayOf(first)).fill(null), ...Array.from({ length }, (_, index) => addDays(first, index))];
  while (cells.length % 7) cells.push(null);
  const day = chosen && chosen >= data.from && chosen <= data.to ? chosen : data.today >= data.from && data.today <= data.to ? data.today : data.from;
  const ofDay = data.list.filter((entry) => isOnDay(entry, day));
  const move = (months: number) => {
    onMove(months < 0 ? addDays(first, -1) : addDays(data.to, 1));
    setChosen(undefined);
  };

  return (
    <div aria-busy={busy}>
      <div className={styles.weekNav} role="group" aria-label={t('month.nav')}>
        <button type="button" className="portal-button" onClick={() => move(-1)}>
          {t('month.previous')}
        </button>
        <strong data-testid="agenda-month-title">{t('month.title', { year: first.slice(0, 4), month: Number(first.slice(5, 7)) })}</strong>
        <button type="button" className="portal-button" onClick={() => move(1)}>
          {t('month.next')}
        </button>
      </div>
      <div className={styles.monthLayout}>
        <table className={styles.grid} data-testid="agenda-month-grid">
          <thead>
            <tr>
              {Array.from({ length: 7 }, (_, index) => (
                <th key={index} scope="col">
                  {t(`weekday.${index}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: cells.length / 7 }, (_, row) => (
              <tr key={row}>
                {cells.slice(row * 7, row * 7 + 7).map((cell, index) => {
                  if (!cell) return <td key={index} />;
                  const items = data.list.filter((entry) => isOnDay(entry, cell));
                  return (
                    <td key={cell} className={`${cell === day ? styles.chosen : ''} ${cell === data.today ? styles.today : ''}`}>
                      <button type="button" className={styles.cell} aria-pressed={cell === day} onClick={() => setChosen(cell)}>
                        <span className={styles.cellDay}>{Number(cell.slice(8))}</span>
                        {items.slice(0, SHOWN_IN_CELL).map((entry) => (
                          <span key={`${entry.id}-${entry.date}`} className={`${styles.cellItem} ${entry.done ? styles.done : ''}`}>
                            {entry.title}
                          </span>
                        ))}
                        {items.length > SHOWN_IN_CELL ? <span className={styles.meta}>{t('month.more', { count: items.length - SHOWN_IN_CELL })}</span> : null}
                        <span className="portal-visually-hidden">{t('week.dayCount', { count: items.length })}</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <aside className={styles.dayPanel} aria-labelledby="agenda-month-day">
          <div className={`portal-toolbar ${styles.toolbar}`}>
            <h2 id="agenda-month-day" className={styles.subheading}>
              {t('week.dayTitle', { date: day, weekday: t(`weekday.${weekdayOf(day)}`) })}
            </h2>
            <Link className="portal-button portal-button--primary" to={`/${module}/add?date=${day}`}>
              {t('month.addOnDay')}
            </Link>
          </div>
          <DayEntries entries={ofDay} none={data.list.length === 0 ? t('month.none') : t('week.dayNone')} module={module} onChanged={onChanged} />
        </aside>
      </div>
    </div>
  );
}
