/**
 * welcomeData/index: the freshmen the user looks after (an instructor's classes, a leader's college, the
 * whole school for the student affairs office; the backend decides): expected, registered and arrived as
 * tiles and per college, expected arrivals per day of the welcome week, transport, and the freshmen list
 * (filtered by day and state, exported whole) where arrivals are confirmed (报到确认).
 */
import { useState } from 'react';
import {
  ActionButton,
  Pager,
  QueryView,
  StatChart,
  StatTiles,
  TableExportButtons,
  WidgetPage,
  everyPageOf,
  formatDate,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type ExportColumn,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { FreshmanArrivalListData, FreshmanArrivalProps, FreshmanArrivalStatsData } from '../generated/types.ts';
import styles from './freshmanArrival.module.css';

type Freshman = FreshmanArrivalListData['list'][number];
type College = FreshmanArrivalStatsData['colleges'][number];
const STATES = ['all', 'registered', 'unregistered', 'arrived'] as const;
const EXPORT_PAGE = 50;

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export default function StatisticsView({ title, props }: WidgetPageProps<FreshmanArrivalProps>) {
  const stats = useApiQuery('freshman-arrival.stats', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={stats}>{(data, reload) => <Statistics data={data} pageSize={props.pageSize ?? 20} onConfirmed={reload} />}</QueryView>
    </WidgetPage>
  );
}

function Statistics({ data, pageSize, onConfirmed }: { data: FreshmanArrivalStatsData; pageSize: number; onConfirmed(): void }) {
  const { t } = useTranslation('freshman-arrival');
  const collegeColumns: ExportColumn<College>[] = [
    { header: t('stats.college'), value: (row) => row.name },
    { header: t('stats.expected'), value: (row) => row.expected },
    { header: t('stats.registered'), value: (row) => row.registered },
    { header: t('stats.arrived'), value: (row) => row.arrived },
  ];
  const tiles = [
    ['expected', data.total.expected],
    ['registered', data.total.registered],
    ['arrived', data.total.arrived],
    ['registeredRate', `${rate(data.total.registered, data.total.expected)}%`],
  ] as const;

  return (
    <>
      <p className={styles.meta}>{t('stats.week', { ...data.week, today: data.today })}</p>
      {data.colleges.length === 0 ? (
        <p className="portal-notice portal-notice--warning" data-testid="arrival-no-scope">
          {t('stats.noScope')}
        </p>
      ) : null}
      <StatTiles tiles={tiles.map(([key, value]) => ({ key, label: t(`stats.${key}`), value }))} testId="arrival-summary" className={styles.tiles} />
      {data.colleges.length > 0 ? (
        <>
          <StatChart
            kind="bar"
            horizontal
            title={t('stats.byCollege')}
            category={t('stats.college')}
            labels={data.colleges.map((college) => college.name)}
            series={[
              { label: t('stats.expected'), values: data.colleges.map((college) => college.expected) },
              { label: t('stats.registered'), values: data.colleges.map((college) => college.registered) },
              { label: t('stats.arrived'), values: data.colleges.map((college) => college.arrived) },
            ]}
          />
          <div className={styles.toolbar}>
            <TableExportButtons name={`${t('stats.exportCounts')} ${data.today}`} columns={collegeColumns} rows={data.colleges} />
          </div>
          <div data-testid="arrival-days">
            <StatChart
              kind="bar"
              title={t('stats.byDay')}
              category={t('stats.day')}
              labels={data.days.map((day) => day.day)}
              series={[
                { label: t('stats.expectedArrivals'), values: data.days.map((day) => day.expected) },
                { label: t('stats.arrived'), values: data.days.map((day) => day.arrived) },
              ]}
            />
          </div>
          <StatChart
            kind="pie"
            title={t('stats.byTransport')}
            category={t('stats.byTransport')}
            labels={data.transports.map((one) => t(`stats.transport.${one.transport}`))}
            series={[{ label: t('stats.count'), values: data.transports.map((one) => one.count) }]}
          />
          <FreshmenList days={data.days.map((day) => day.day)} pageSize={pageSize} onConfirmed={onConfirmed} />
        </>
      ) : null}
    </>
  );
}

function FreshmenList({ days, pageSize, onConfirmed }: { days: string[]; pageSize: number; onConfirmed(): void }) {
  const { t } = useTranslation('freshman-arrival');
  const api = useApi();
  const [day, setDay] = useState('');
  const [state, setState] = useState<(typeof STATES)[number]>('all');
  const [pageNumber, setPage] = useState(1);
  const [said, setSaid] = useState<string>();
  const query = { ...(day ? { day } : {}), ...(state === 'all' ? {} : { state }) };
  const list = useApiQuery('freshman-arrival.list', { ...query, page: pageNumber, size: pageSize });

  const columns: ExportColumn<Freshman>[] = [
    { header: t('list.studentNumber'), value: (row) => row.studentNumber },
    { header: t('list.name'), value: (row) => row.name },
    { header: t('list.class'), value: (row) => row.className },
    { header: t('list.state'), value: (row) => t(`list.states.${row.state}`) },
    { header: t('list.arrivalTime'), value: (row) => (row.arrivalDate ? `${row.arrivalDate} ${row.arrivalTime ?? ''}` : '') },
    { header: t('list.transport'), value: (row) => (row.transport ? t(`stats.transport.${row.transport}`) : '') },
    { header: t('list.station'), value: (row) => row.station },
    { header: t('list.companions'), value: (row) => row.companions },
    { header: t('list.dormitory'), value: (row) => (row.dormitory === undefined ? '' : t(row.dormitory ? 'list.yes' : 'list.no')) },
    { header: t('list.arrivedAt'), value: (row) => (row.arrivedAt ? formatDate(row.arrivedAt, true) : '') },
  ];
  const everyRow = () => everyPageOf((at, size) => api.get('freshman-arrival.list', { ...query, page: at, size }), EXPORT_PAGE);

  const confirmed = (freshman: Freshman) => {
    setSaid(t('list.confirmed', { name: freshman.name }));
    list.reload();
    onConfirmed();
  };

  return (
    <section className="portal-card" aria-labelledby="arrival-list">
      <div className="portal-toolbar">
        <h2 id="arrival-list" className="portal-card__title">
          {t('list.title')}
        </h2>
        <TableExportButtons name={t('list.export')} columns={columns} rows={everyRow} />
      </div>
      <div className={styles.filters}>
        <label>
          {t('list.day')}
          <select
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('list.allDays')}</option>
            {days.map((one) => (
              <option key={one} value={one}>
                {one}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.state')}
          <select
            value={state}
            onChange={(event) => {
              setState(event.target.value as (typeof STATES)[number]);
              setPage(1);
            }}
          >
            {STATES.map((one) => (
              <option key={one} value={one}>
                {t(`list.states.${one}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {said ? (
        <p role="status" className={styles.meta}>
          {said}
        </p>
      ) : null}
      <QueryView query={list}>
        {(page) =>
          page.list.length === 0 ? (
            <p className={styles.meta}>{t('list.none')}</p>
          ) : (
            <>
              <ul className={styles.rows} data-testid="arrival-freshmen">
                {page.list.map((freshman) => (
                  <li key={freshman.studentNumber} className={styles.row} data-student={freshman.studentNumber}>
                    <div>
                      <strong>{freshman.name}</strong> <span className={styles.meta}>{`${freshman.className} ${freshman.studentNumber}`}</span>
                      {freshman.arrivalDate ? (
                        <p className={styles.meta}>
                          {`${freshman.arrivalDate} ${freshman.arrivalTime ?? ''}`}
                          {freshman.transport ? ` · ${t(`stats.transport.${freshman.transport}`)}` : ''}
                          {freshman.station ? ` · ${freshman.station}` : ''}
                          {freshman.companions ? ` · ${t('list.companions')} ${freshman.companions}` : ''}
                        </p>
                      ) : null}
                    </div>
                    <div className={styles.rowEnd}>
                      <span className={`portal-badge ${BADGE[freshman.state]}`.trim()} data-state={freshman.state}>
                        {t(`list.states.${freshman.state}`)}
                      </span>
                      {freshman.state === 'arrived' ? null : <ConfirmArrival freshman={freshman} onConfirmed={confirmed} />}
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={pageNumber} size={pageSize} total={page.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

/** A freshman's state as a badge: registered and on the way amber, arrived green, not registered plain. */
const BADGE: Record<Freshman['state'], string> = {
  registered: 'portal-badge--warning',
  arrived: 'portal-badge--success',
  unregistered: '',
};

/** 报到确认 of one freshman, after asking; the refusal is shown beside its own button. */
function ConfirmArrival({ freshman, onConfirmed }: { freshman: Freshman; onConfirmed(freshman: Freshman): void }) {
  const { t } = useTranslation('freshman-arrival');
  const api = useApi();
  const confirm = useAction((_: void, call) => api.post('freshman-arrival.confirm', { studentNumber: freshman.studentNumber }, call), {
    confirm: { message: t('list.confirmAsk', { name: freshman.name, studentNumber: freshman.studentNumber }), confirmLabel: t('list.confirm') },
    onDone: () => onConfirmed(freshman),
    failed: (reason) => t('list.confirmFailed', { reason }),
  });
  return <ActionButton action={confirm}>{t('list.confirm')}</ActionButton>;
}
