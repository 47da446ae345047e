/** activity/activemanageSing?id=: one activity's check-in list for its organiser: the accepted, checked in or not, exported as CSV or XLSX. */
import { DetailPage, StatTiles, TableSection, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { ActivityParticipantsData } from '../generated/types.ts';
import { ActivityHeader } from './activityKit.tsx';
import { useParticipantColumns } from './participantColumns.tsx';
import styles from './activity.module.css';

export default function CheckinListPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.participants" query={query} missingMessage={t('detail.missingId')}>
        {(data) => <CheckinList data={data} module={module} />}
      </DetailPage>
    </WidgetPage>
  );
}

function CheckinList({ data, module }: { data: ActivityParticipantsData; module: string }) {
  const { t } = useTranslation('activity');
  const columns = useParticipantColumns(data.form);
  // Those checked in first, in the order they came; then the others.
  const rows = data.list
    .filter((row) => row.state === 'accepted')
    .sort((a, b) => (a.checkedInAt ?? Infinity) - (b.checkedInAt ?? Infinity) || a.signedAt - b.signedAt);
  const checkedIn = rows.filter((row) => row.checkedInAt !== null).length;
  return (
    <>
      <ActivityHeader activity={data.activity} module={module} manage here="activemanageSing" />
      <StatTiles
        tiles={[
          { key: 'accepted', label: t('checkins.accepted'), value: rows.length },
          { key: 'checkedIn', label: t('checkins.checkedIn'), value: checkedIn },
          { key: 'absent', label: t('checkins.absent'), value: rows.length - checkedIn },
        ]}
      />
      <div className={styles.section}>
        <TableSection
          id="activity-checkins"
          title={t('checkins.title')}
          exportName={t('checkins.exportName', { title: data.activity.title })}
          empty={t('checkins.none')}
          columns={columns.filter((_, index) => index !== 2)}
          rows={rows}
          rowKey={(row) => row.id}
          rowHeader
          testId="activity-checkins"
          rowProps={(row) => ({ 'data-checked-in': row.checkedInAt !== null })}
        />
      </div>
    </>
  );
}
