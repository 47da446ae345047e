/**
 * generalApp/signlog (签到记录): for the keepers, every sign-in, newest first, filtered by place
 * (`?space=`, kept in the address): who, which booking's start, when they signed, late or on time;
 * paged, and exported whole as CSV or Excel.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DataTable,
  EmptyView,
  Pager,
  QueryView,
  TableExportButtons,
  WidgetPage,
  everyPageOf,
  formatDate,
  useApi,
  useApiQuery,
  useTranslation,
  useKeptQuery,
  type TableColumn,
} from '../../../runtime/app/index.ts';
import type { GeneralAppSignlogData } from '../generated/types.ts';
import { KeeperOnly, useKeeper, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

type Row = GeneralAppSignlogData['list'][number];

export default function SignLogPage({ title, module, appKey, query, props }: PageProps) {
  const keeper = useKeeper({ appKey, module });
  return (
    <WidgetPage title={title}>{keeper ? <Log module={module} space={query.get('space') ?? ''} size={props.pageSize ?? 20} /> : <KeeperOnly />}</WidgetPage>
  );
}

function Log({ module, space, size }: { module: string; space: string; size: number }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [shownSpace, setShownSpace] = useState(space);
  // Another place starts again at page 1 (set during render: React's pattern for derived state).
  if (shownSpace !== space) {
    setShownSpace(space);
    setPage(1);
  }
  const filter = space ? { space: Number(space) } : {};
  const log = useKeptQuery(useApiQuery('general-app.signlog', { ...filter, page, size }));
  const columns: TableColumn<Row>[] = [
    { header: t('signlog.space'), value: (row) => row.spaceName },
    { header: t('signlog.booker'), value: (row) => row.bookerName },
    { header: t('signlog.account'), value: (row) => row.booker },
    { header: t('signlog.start'), value: (row) => formatDate(row.start, true) },
    { header: t('signlog.at'), value: (row) => formatDate(row.at, true) },
    { header: t('signlog.result'), value: (row) => t(row.late ? 'signlog.late' : 'signlog.onTime') },
  ];
  return (
    <QueryView query={log}>
      {(data) => (
        <section aria-busy={log.refreshing}>
          <div className="portal-toolbar">
            <label className={`portal-field ${styles.inlineField}`}>
              {t('signlog.space')}
              <select
                value={space}
                onChange={(event) => void navigate(`/${module}/signlog${event.target.value ? `?space=${event.target.value}` : ''}`, { replace: true })}
              >
                <option value="">{t('signlog.allSpaces')}</option>
                {data.spaces.map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.name}
                  </option>
                ))}
              </select>
            </label>
            {data.total > 0 ? (
              <TableExportButtons
                name={t('signlog.export')}
                columns={columns}
                rows={() => everyPageOf((at, pageSize) => api.get('general-app.signlog', { ...filter, page: at, size: pageSize }), 50)}
              />
            ) : null}
          </div>
          {data.total === 0 ? (
            <EmptyView message={t('signlog.none')} />
          ) : (
            <>
              <p className="portal-card__meta" data-testid="signlog-count">
                {t('signlog.count', { count: data.total })}
              </p>
              <DataTable
                columns={columns}
                rows={data.list}
                rowKey={(row) => row.id}
                rowProps={(row) => ({ 'data-late': row.late })}
                label={t('signlog.table')}
                testId="signlog-table"
                className={styles.table}
              />
              <Pager page={page} size={size} total={data.total} onPage={setPage} busy={log.refreshing} />
            </>
          )}
        </section>
      )}
    </QueryView>
  );
}
