/**
 * agenda/manage (日程管理, legacy path agendaManage/index): the school office (module `manage`: staff, admin)
 * publishes school-wide agendas (校历事件 such as 期末考试周, 运动会) that everyone sees, and edits or
 * deletes its own. The server refuses everyone else and any agenda of another publisher.
 */
import { useState } from 'react';
import {
  ApiErrorView,
  EmptyView,
  LoadingView,
  formatTime,
  isApiError,
  useAccess,
  useApi,
  useApiQuery,
  useDialogs,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { AgendaCard, AgendaForm } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function ManagePage({ appKey, title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const access = useAccess();
  // The app's key, not the legacy path's module: this page is served at agendaManage/index.
  const allowed = !!appKey && access.canUse(appKey, 'manage');
  const school = useApiQuery('agenda.school', allowed ? {} : undefined);
  const api = useApi();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<number | 'new'>();
  const [said, setSaid] = useState<{ ok: boolean; text: string; at: number | 'new' }>();
  const today = formatTime(new Date(), 'YYYY-MM-DD');

  if (!allowed)
    return (
      <section className={styles.page} aria-labelledby="agenda-manage">
        <h1 id="agenda-manage" className={styles.heading}>
          {title}
        </h1>
        <p className={styles.problem} role="alert" data-testid="agenda-manage-refused">
          {t('manage.refused')}
        </p>
      </section>
    );
  if (school.status === 'error') return <ApiErrorView error={school.error} onRetry={school.reload} />;
  if (school.status !== 'ready') return <LoadingView />;
  const note = (at: number | 'new') =>
    said?.at === at ? (
      <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.done : styles.problem}>
        {said.text}
      </p>
    ) : null;

  return (
    <section className={styles.page} aria-labelledby="agenda-manage">
      <div className={styles.headRow}>
        <h1 id="agenda-manage" className={styles.heading}>
          {title}
        </h1>
        {editing === 'new' ? null : (
          <button type="button" className="portal-button portal-button--primary" onClick={() => setEditing('new')}>
            {t('manage.new')}
          </button>
        )}
      </div>
      <p className={styles.meta}>{t('manage.intro')}</p>
      {note('new')}
      {editing === 'new' ? (
        <AgendaForm
          targets={[{ value: 'school', label: t('scope.school') }]}
          initialTarget="school"
          today={today}
          onCancel={() => setEditing(undefined)}
          onSaved={(agenda) => {
            setEditing(undefined);
            setSaid({ ok: true, text: t('manage.published', { title: agenda.title }), at: 'new' });
            school.reload();
          }}
        />
      ) : null}
      {school.data.list.length === 0 ? (
        <EmptyView message={t('manage.none')} />
      ) : (
        <ul className={styles.cards} data-testid="agenda-school">
          {school.data.list.map((agenda) =>
            editing === agenda.id ? (
              <li key={agenda.id} className={styles.card}>
                <AgendaForm
                  targets={[]}
                  initialTarget="school"
                  agenda={agenda}
                  today={today}
                  onCancel={() => setEditing(undefined)}
                  onSaved={(saved) => {
                    setEditing(undefined);
                    setSaid({ ok: true, text: t('manage.saved', { title: saved.title }), at: saved.id });
                    school.reload();
                  }}
                />
              </li>
            ) : (
              <AgendaCard
                key={agenda.id}
                agenda={agenda}

                actions={
                  <>
                    {agenda.mine ? (
                      <>
                        <button type="button" className="portal-button" onClick={() => setEditing(agenda.id)}>
                          {t('manage.edit')}
                        </button>
                        <button
                          type="button"
                          className="portal-button"
                          onClick={async () => {
                            if (!(await dialogs.confirm({ message: t('detail.confirmDelete', { title: agenda.title }), confirmLabel: t('detail.delete') })))
                              return;
                            try {
                              await api.post('agenda.delete', { id: agenda.id });
                              setSaid({ ok: true, text: t('detail.deleted', { title: agenda.title }), at: 'new' });
                              school.reload();
                            } catch (error) {
                              setSaid({ ok: false, text: t('detail.failed', { reason: isApiError(error) ? error.message : String(error) }), at: agenda.id });
                            }
                          }}
                        >
                          {t('detail.delete')}
                        </button>
                      </>
                    ) : (
                      <span className={styles.meta}>{t('manage.othersOwn', { name: agenda.publisher })}</span>
                    )}
                    {note(agenda.id)}
                  </>
                }
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
