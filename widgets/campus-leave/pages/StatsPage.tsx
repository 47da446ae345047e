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
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { CampusLeaveProps, CampusLeaveStatsData } from '../generated/types.ts';
import styles from './campusLeave.module.css';

type Unit = CampusLeaveStatsData['units'][number];
type Away = CampusLeaveStatsData['away'][number];

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
  const unitColumns = [
    { header: unitName, value: (unit: Unit) => unit.name },
    { header: t('stats.students'), value: (unit: Unit) => unit.students },
    { header: t('stats.out'), value: (unit: Unit) => unit.out },
    { header: t('stats.overdue'), value: (unit: Unit) => unit.overdue },
    { header: t('stats.departures', { count: data.days.length }), value: (unit: Unit) => unit.departures },
  ];
  const awayColumns = [
    { header: t('stats.name'), value: (row: Away) => row.studentName },
    { header: t('stats.number'), value: (row: Away) => row.studentNumber },
    { header: t('stats.class'), value: (row: Away) => row.className },
    { header: t('stats.destination'), value: (row: Away) => row.destination },
    { header: t('stats.start'), value: (row: Away) => row.start },
    { header: t('stats.end'), value: (row: Away) => row.end },
    { header: t('stats.state'), value: (row: Away) => t(row.overdue ? 'state.overdue' : 'state.out') },
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
        <TableScroll labelledBy="campus-leave-units">
          <table className={`portal-table ${styles.table}`} data-testid="campus-leave-units">
            <thead>
              <tr>
                {unitColumns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.units.map((unit) => (
                <tr key={unit.id}>
                  <th scope="row">{unit.name}</th>
                  <td>{unit.students}</td>
                  <td>{unit.out}</td>
                  <td className={unit.overdue > 0 ? styles.overdue : undefined}>{unit.overdue}</td>
                  <td>{unit.departures}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
          <TableScroll labelledBy="campus-leave-away">
            <table className={`portal-table ${styles.table}`} data-testid="campus-leave-away">
              <thead>
                <tr>
                  {awayColumns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.away.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.studentName}</th>
                    <td>{row.studentNumber}</td>
                    <td>{row.className}</td>
                    <td>{row.destination}</td>
                    <td>{row.start}</td>
                    <td>{row.end}</td>
                    <td className={row.overdue ? styles.overdue : undefined}>{t(row.overdue ? 'state.overdue' : 'state.out')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  );
}
