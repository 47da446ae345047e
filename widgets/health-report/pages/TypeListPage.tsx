/**
 * epideState/typeList: every report of the type for the student affairs office, filtered by day, college
 * and abnormal only, page by page, and exported whole to CSV or Excel.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DataTable,
  Pager,
  QueryView,
  TableExportButtons,
  WidgetPage,
  everyPageOf,
  formatDate,
  useApi,
  useApiQuery,
  useTranslation,
  type ExportColumn,
  type WidgetPageProps,
  type TableColumn,
} from '../../../runtime/app/index.ts';
import type { HealthReportListData, HealthReportProps } from '../generated/types.ts';
import { variantOf } from './reportKit.tsx';
import styles from './healthReport.module.css';

type Row = HealthReportListData['list'][number];

const EXPORT_PAGE = 100;

export default function TypeListPage({ appKey, module, props }: WidgetPageProps<HealthReportProps>) {
  const { t } = useTranslation('health-report');
  const api = useApi();
  const variant = variantOf(appKey, module, props);
  const size = props.pageSize ?? 20;
  const [filters, setFilters] = useState<{ day?: string; collegeId?: number; abnormal?: boolean }>({});
  const [page, setPage] = useState(1);
  const query = {
    variant,
    ...(filters.day ? { day: filters.day } : {}),
    ...(filters.collegeId ? { collegeId: filters.collegeId } : {}),
    ...(filters.abnormal ? { abnormal: 1 as const } : {}),
  };
  const list = useApiQuery('health-report.list', { ...query, page, size });
  const colleges = useApiQuery('health-report.units', { variant });
  const filter = (next: typeof filters) => {
    setFilters(next);
    setPage(1);
  };

  const abnormalText = (row: Row) => (row.abnormal ? row.summary || t('summary.abnormal') : '');
  const columns: ExportColumn<Row>[] = [
    { header: t('list.day'), value: (row) => row.day },
    { header: t('list.studentNumber'), value: (row) => row.studentNumber },
    { header: t('list.name'), value: (row) => row.name },
    { header: t('graded.college'), value: (row) => row.collegeName },
    { header: t('staff.class'), value: (row) => row.className },
    { header: t('list.temperature'), value: (row) => row.temperature },
    { header: t('summary.abnormal'), value: abnormalText },
    { header: t('list.submittedAt'), value: (row) => formatDate(row.submittedAt, true) },
  ];
  const shown: TableColumn<Row>[] = [
    { header: t('list.day'), value: (row) => row.day },
    { header: t('list.name'), value: (row) => row.name, cell: (row) => <Link to={`/${module}/details?id=${row.id}`}>{row.name}</Link> },
    { header: t('staff.class'), value: (row) => row.className },
    { header: t('list.temperature'), value: (row) => row.temperature },
    { header: t('summary.abnormal'), value: abnormalText, className: (row) => (row.abnormal ? styles.abnormalText : undefined) },
  ];
  const everyRow = () => everyPageOf((at, size) => api.get('health-report.list', { ...query, page: at, size }), EXPORT_PAGE);

  return (
    <WidgetPage title={t('list.title')}>
      <form className={styles.filters} aria-label={t('list.filters')} onSubmit={(event) => event.preventDefault()}>
        <label className="portal-field">
          {t('staff.day')}
          <input type="date" value={filters.day ?? ''} onChange={(event) => filter({ ...filters, day: event.target.value || undefined })} />
        </label>
        <label className="portal-field">
          {t('graded.college')}
          <select value={filters.collegeId ?? ''} onChange={(event) => filter({ ...filters, collegeId: Number(event.target.value) || undefined })}>
            <option value="">{t('list.allColleges')}</option>
            {/* The colleges to choose from, once they are there (the office's school-level view). */}
            {colleges.data?.level === 'school'
              ? colleges.data.units.map((college) => (
                  <option key={college.id} value={college.id}>
                    {college.name}
                  </option>
                ))
              : null}
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.abnormal ?? false}
            onChange={(event) => filter({ ...filters, abnormal: event.target.checked || undefined })}
          />
          {t('list.abnormalOnly')}
        </label>
      </form>
      <QueryView query={list}>
        {(data) => (
          <>
            <div className="portal-toolbar">
              <p className={styles.meta} data-testid="health-list-total">
                {t('list.total', { count: data.total })}
              </p>
              <TableExportButtons name={t('list.title')} columns={columns} rows={everyRow} />
            </div>
            {data.list.length === 0 ? (
              <p className={styles.meta}>{t('list.none')}</p>
            ) : (
              <DataTable columns={shown} rows={data.list} rowKey={(row) => row.id} label={t('list.title')} testId="health-list" className={styles.table} />
            )}
            <Pager page={page} size={size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}
