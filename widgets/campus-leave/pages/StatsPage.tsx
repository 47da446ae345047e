/**
 * leaveData/index (离校统计): the students the user looks after (an instructor's classes, a leader's
 * college, the whole school for the student affairs office): away now, overdue, waiting for approval and
 * departures today as tiles; away and overdue per unit and departures and returns per day as charts with
 * their tables; the units' table and who is away, each exportable.
 */
import {
  QueryView,
  StatChart,
  TableExportButtons,
  TableScroll,
  WidgetPage,
  useApiQuery,
  useTranslation,
  type ExportColumn,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { CampusLeaveProps, CampusLeaveStatsData } from '../generated/types.ts';
import styles from './campusLeave.module.css';

type Unit = CampusLeaveStatsData['units'][number];
type Away = CampusLeaveStatsData['away'][number];
/** A column of a table and of its export; `alert` marks a cell to be seen (an overdue count). */
type Column<Row> = ExportColumn<Row> & { alert?: (row: Row) => boolean };

export default function StatsPage({ props, title }: WidgetPageProps<CampusLeaveProps>) {
  const stats = useApiQuery('campus-leave.stats', { days: props.trendDays ?? 14 });
  return (
    <WidgetPage title={title}>
      <QueryView query={stats}>{(data) => <Statistics data={data} title={title} />}</QueryView>
    </WidgetPage>
  );
}

function Statistics({ data, title }: { data: CampusLeaveStatsData; title: string }) {
  const { t } = useTranslation('campus-leave');
  const unitName = t(data.unit === 'college' ? 'stats.college' : 'stats.class');
  const today = data.days.at(-1)?.day ?? '';
  const tiles = [
    ['students', data.total.students, false],
    ['out', data.total.out, false],
    ['overdue', data.total.overdue, data.total.overdue > 0],
    ['pending', data.total.pending, false],
    ['departuresToday', data.total.departuresToday, false],
  ] as const;
  const unitColumns: Array<Column<Unit>> = [
    { header: unitName, value: (unit) => unit.name },
    { header: t('stats.students'), value: (unit) => unit.students },
    { header: t('stats.out'), value: (unit) => unit.out },
    { header: t('stats.overdue'), value: (unit) => unit.overdue, alert: (unit) => unit.overdue > 0 },
    { header: t('stats.departures', { count: data.days.length }), value: (unit) => unit.departures },
  ];
  const awayColumns: Array<Column<Away>> = [
    { header: t('stats.name'), value: (row) => row.studentName },
    { header: t('stats.number'), value: (row) => row.studentNumber },
    { header: t('stats.class'), value: (row) => row.className },
    { header: t('stats.destination'), value: (row) => row.destination },
    { header: t('stats.start'), value: (row) => row.start },
    { header: t('stats.end'), value: (row) => row.end },
    { header: t('stats.state'), value: (row) => t(row.overdue ? 'state.overdue' : 'state.out'), alert: (row) => row.overdue },
  ];
  return (
    <>
      <dl className={`portal-stats ${styles.tiles}`} data-testid="campus-leave-tiles">
        {tiles.map(([key, value, alert]) => (
          <div key={key} className="portal-stat" data-alert={alert} data-tile={key}>
            <dt className="portal-stat__label">{t(`stats.${key}`)}</dt>
            <dd className="portal-stat__value">{value}</dd>
          </div>
        ))}
      </dl>
      {data.units.length > 0 ? (
        <StatChart
          kind="bar"
          horizontal
          title={t('stats.byUnit', { unit: unitName })}
          category={unitName}
          labels={data.units.map((unit) => unit.name)}
          series={[
            { label: t('stats.out'), values: data.units.map((unit) => unit.out) },
            { label: t('stats.overdue'), values: data.units.map((unit) => unit.overdue) },
          ]}
        />
      ) : null}
      <StatChart
        kind="line"
        title={t('stats.trend', { count: data.days.length })}
        category={t('stats.day')}
        labels={data.days.map((day) => day.day.slice(5))}
        series={[
          { label: t('stats.departuresShort'), values: data.days.map((day) => day.departures) },
          { label: t('stats.returns'), values: data.days.map((day) => day.returns) },
        ]}
      />
      <section className="portal-card" aria-labelledby="campus-leave-units">
        <div className={styles.sectionHeader}>
          <h2 id="campus-leave-units" className="portal-card__title">
            {t('stats.unitTable', { unit: unitName })}
          </h2>
          <TableExportButtons name={`${title}-${today}`} columns={unitColumns} rows={data.units} />
        </div>
        <StatsTable id="campus-leave-units" columns={unitColumns} rows={data.units} />
      </section>
      <section className="portal-card" aria-labelledby="campus-leave-away">
        <div className={styles.sectionHeader}>
          <h2 id="campus-leave-away" className="portal-card__title">
            {t('stats.awayTitle', { count: data.away.length })}
          </h2>
          {data.away.length > 0 ? <TableExportButtons name={`${t('stats.awayFile')}-${today}`} columns={awayColumns} rows={data.away} /> : null}
        </div>
        {data.away.length === 0 ? (
          <p className="portal-card__meta">{t('stats.nobodyAway')}</p>
        ) : (
          <StatsTable id="campus-leave-away" columns={awayColumns} rows={data.away} />
        )}
      </section>
    </>
  );
}

/** One of the statistics' tables, drawn from the columns its export uses: the first column heads each row. */
function StatsTable<Row extends { id: number }>({ id, columns, rows }: { id: string; columns: Array<Column<Row>>; rows: Row[] }) {
  return (
    <TableScroll labelledBy={id}>
      <table className={`portal-table ${styles.table}`} data-testid={id}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map(({ header, value, alert }, index) =>
                index === 0 ? (
                  <th key={header} scope="row">
                    {value(row)}
                  </th>
                ) : (
                  <td key={header} className={alert?.(row) ? styles.overdue : undefined}>
                    {value(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
