/**
 * agenda/manage (日程管理, legacy path agendaManage/index): the school office (module `manage`: staff, admin)
 * publishes school-wide agendas (校历事件 such as 期末考试周, 运动会) that everyone sees, and edits or
 * deletes its own. The server refuses everyone else and any agenda of another publisher.
 */
import { useState } from 'react';
import {
  ActionMessage,
  QueryView,
  WidgetPage,
  formatTime,
  useAccess,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
  useKeptQuery,
} from '../../../runtime/app/index.ts';
import type { Agenda } from '../generated/types.ts';
import { AgendaCard, AgendaForm } from './agendaKit.tsx';
import styles from './agenda.module.css';

type Place = number | 'new';

export default function ManagePage({ appKey, title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const access = useAccess();
  // The app's key, not the legacy path's module: this page is served at agendaManage/index.
  const allowed = !!appKey && access.canUse(appKey, 'manage');
  const school = useKeptQuery(useApiQuery('agenda.school', allowed ? {} : undefined));
  const api = useApi();
  const [editing, setEditing] = useState<Place>();
  // The last success, shown where it happened (the new form's place, or the agenda edited); a later refusal replaces it.
  const [done, setDone] = useState<{ text: string; at: Place }>();
  // The agenda whose deletion was asked last: its refusal shows on its card.
  const [deleting, setDeleting] = useState<number>();
  const today = formatTime(new Date(), 'YYYY-MM-DD');
  const remove = useAction((agenda: Agenda, call) => api.post('agenda.delete', { id: agenda.id }, call), {
    confirm: (agenda) => ({ message: t('detail.confirmDelete', { title: agenda.title }), confirmLabel: t('detail.delete') }),
    onDone: (_, agenda) => {
      setDone({ text: t('detail.deleted', { title: agenda.title }), at: 'new' });
      school.reload();
    },
    failed: (reason) => t('detail.failed', { reason }),
  });

  if (!allowed)
    return (
      <WidgetPage title={title}>
        <p className="portal-problem" role="alert" data-testid="agenda-manage-refused">
          {t('manage.refused')}
        </p>
      </WidgetPage>
    );
  const doneAt = (at: Place) =>
    done?.at === at && !remove.error ? (
      <p role="status" className={styles.done}>
        {done.text}
      </p>
    ) : null;
  const saved = (text: string, at: Place) => {
    setEditing(undefined);
    setDone({ text, at });
    school.reload();
  };

  return (
    <WidgetPage
      title={title}
      intro={t('manage.intro')}
      actions={
        editing === 'new' ? null : (
          <button type="button" className="portal-button portal-button--primary" onClick={() => setEditing('new')}>
            {t('manage.new')}
          </button>
        )
      }
    >
      <div className={styles.stack}>
        {doneAt('new')}
        {editing === 'new' ? (
          <AgendaForm
            targets={[{ value: 'school', label: t('scope.school') }]}
            initialTarget="school"
            today={today}
            onCancel={() => setEditing(undefined)}
            onSaved={(agenda) => saved(t('manage.published', { title: agenda.title }), 'new')}
          />
        ) : null}
        <QueryView query={school} empty={t('manage.none')} isEmpty={(data) => data.list.length === 0}>
          {(data) => (
            <ul className={styles.cards} data-testid="agenda-school">
              {data.list.map((agenda) =>
                editing === agenda.id ? (
                  <li key={agenda.id} className={`portal-card ${styles.card}`}>
                    <AgendaForm
                      targets={[]}
                      initialTarget="school"
                      agenda={agenda}
                      today={today}
                      onCancel={() => setEditing(undefined)}
                      onSaved={(one) => saved(t('manage.saved', { title: one.title }), one.id)}
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
                              disabled={remove.busy}
                              onClick={() => {
                                setDeleting(agenda.id);
                                void remove.run(agenda);
                              }}
                            >
                              {t('detail.delete')}
                            </button>
                          </>
                        ) : (
                          <span className={styles.meta}>{t('manage.othersOwn', { name: agenda.publisher })}</span>
                        )}
                        {doneAt(agenda.id)}
                        {deleting === agenda.id ? <ActionMessage action={remove} /> : null}
                      </>
                    }
                  />
                ),
              )}
            </ul>
          )}
        </QueryView>
      </div>
    </WidgetPage>
  );
}
