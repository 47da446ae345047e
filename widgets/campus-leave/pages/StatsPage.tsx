/**
 * leaveData/index (离校统计): the students the user looks after (an instructor's classes, a leader's
 * college, the whole school for the student affairs office): away now, overdue, waiting for approval and
 * departures today as tiles; away and overdue per unit and departures and returns per day as charts with
 * their tables; the units' table and who is away, each exportable.
 */
import {
  QueryView,
  StatChart,
  StatTiles,
  TableSection,
  WidgetPage,
  useApiQuery,
  useTranslation,
  type TableColumn,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { CampusLeaveProps, CampusLeaveStatsData } from '../generated/types.ts';
import styles from './campusLeave.module.css';

type Unit = CampusLeaveStatsData['units'][number];
type Away = CampusLeaveStatsData['away'][number];
/** A cell to be seen: an overdue count, an overdue student's state. */
const overdue = (seen: boolean) => (seen ? styles.overdue : undefined);
/** Both tables: a row per record, its first column heading it. */
const tableRows = { rowKey: (row: { id: number }) => row.id, rowHeader: true, className: styles.table };

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
  const unitColumns: Array<TableColumn<Unit>> = [
    { header: unitName, value: (unit) => unit.name },
    { header: t('stats.students'), value: (unit) => unit.students },
    { header: t('stats.out'), value: (unit) => unit.out },
    { header: t('stats.overdue'), value: (unit) => unit.overdue, className: (unit) => overdue(unit.overdue > 0) },
    { header: t('stats.departures', { count: data.days.length }), value: (unit) => unit.departures },
  ];
  const awayColumns: Array<TableColumn<Away>> = [
    { header: t('stats.name'), value: (row) => row.studentName },
    { header: t('stats.number'), value: (row) => row.studentNumber },
    { header: t('stats.class'), value: (row) => row.className },
    { header: t('stats.destination'), value: (row) => row.destination },
    { header: t('stats.start'), value: (row) => row.start },
    { header: t('stats.end'), value: (row) => row.end },
    { header: t('stats.state'), value: (row) => t(row.overdue ? 'state.overdue' : 'state.out'), className: (row) => overdue(row.overdue) },
  ];
  return (
    <>
      <StatTiles
        tiles={tiles.map(([key, value, alert]) => ({ key, label: t(`stats.${key}`), value, alert }))}
        testId="campus-leave-tiles"
        className={styles.tiles}
      />
      {data.units.length > 0 ? (
        <StatChart
          kind="bar"
          horizontal
          title={t('stats.byUnit', { unit: unitName, context: data.unit })}
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
      <TableSection
        id="campus-leave-units"
        testId="campus-leave-units"
        title={t('stats.unitTable', { unit: unitName, context: data.unit })}
        exportName={`${title}-${today}`}
        columns={unitColumns}
        rows={data.units}
        {...tableRows}
      />
      <TableSection
        id="campus-leave-away"
        testId="campus-leave-away"
        title={t('stats.awayTitle', { count: data.away.length })}
        exportName={`${t('stats.awayFile')}-${today}`}
        empty={t('stats.nobodyAway')}
        columns={awayColumns}
        rows={data.away}
        {...tableRows}
      />
    </>
  );
}
