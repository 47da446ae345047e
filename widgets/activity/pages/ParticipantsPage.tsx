/**
 * activity/activemanage?id=: one activity's sign-ups for its organiser. Those waiting for review first,
 * each accepted, or rejected with a reason the student reads; then every sign-up with its form answers,
 * exported as CSV or XLSX.
 */
import {
  DecisionForm,
  DetailPage,
  TableSection,
  WidgetPage,
  formatTime,
  useApi,
  useDialogs,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { ActivityParticipantsData } from '../generated/types.ts';
import { ActivityHeader } from './activityKit.tsx';
import { useParticipantColumns, type Participant } from './participantColumns.tsx';
import styles from './activity.module.css';

export default function ParticipantsPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.participants" query={query} missingMessage={t('detail.missingId')}>
        {(data, reload) => <Participants data={data} module={module} reload={reload} />}
      </DetailPage>
    </WidgetPage>
  );
}

function Participants({ data, module, reload }: { data: ActivityParticipantsData; module: string; reload(): void }) {
  const { t } = useTranslation('activity');
  const columns = useParticipantColumns(data.form);
  const pending = data.list.filter((row) => row.state === 'pending');
  return (
    <>
      <ActivityHeader activity={data.activity} module={module} manage here="activemanage" />
      <section className={`portal-card ${styles.section}`} aria-labelledby="activity-review">
        <h2 id="activity-review" className="portal-card__title">
          {t('participants.reviewTitle', { count: pending.length })}
        </h2>
        {pending.length === 0 ? (
          <p className="portal-card__meta">{data.activity.review ? t('participants.noneWaiting') : t('participants.autoAccepted')}</p>
        ) : (
          <ul className={styles.list} data-testid="activity-review">
            {pending.map((row) => (
              <li key={row.id} data-participant={row.name}>
                <p>
                  <strong>{row.name}</strong> · {row.unit} · {formatTime(row.signedAt, 'MM-DD HH:mm')}
                </p>
                <Review row={row} onDecided={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.section}>
        <TableSection
          id="activity-participants"
          title={t('participants.title', { count: data.list.length, capacity: data.activity.capacity })}
          exportName={t('participants.exportName', { title: data.activity.title })}
          empty={t('participants.none')}
          columns={columns}
          rows={data.list}
          rowKey={(row) => row.id}
          rowHeader
          testId="activity-participants"
        />
      </div>
    </>
  );
}

function Review({ row, onDecided }: { row: Participant; onDecided(): void }) {
  const { t } = useTranslation('activity');
  const api = useApi();
  const dialogs = useDialogs();
  return (
    <DecisionForm
      choices={[
        { action: 'accept', label: t('participants.accept'), primary: true },
        { action: 'reject', label: t('participants.reject'), needsNote: true },
      ]}
      noteLabel={t('participants.note', { name: row.name })}
      notePlaceholder={t('participants.notePlaceholder')}
      noteMissing={t('participants.noteNeeded')}
      minNoteLength={2}
      failed={(reason) => t('participants.failed', { reason })}
      onDecide={async (decision, note, call) => {
        await api.post('activity.review', { id: row.id, decision, ...(decision === 'reject' ? { reason: note } : {}) }, call);
        dialogs.popup(t(decision === 'accept' ? 'participants.accepted' : 'participants.rejected', { name: row.name }));
        onDecided();
      }}
    />
  );
}
