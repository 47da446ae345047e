/**
 * agenda/classManageDetail (`?id=`, 群组详情): one of my groups — its agendas from this week on with who has
 * seen them, deleting one (gone for every member), its members and removing one. The server refuses anyone
 * but the owner.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiErrorView, LoadingView, isApiError, useApi, useApiQuery, useDialogs, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { AgendaCard } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function ClassManageDetailPage({ module, title, query }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const dialogs = useDialogs();
  const id = query.get('id') ?? '';
  const group = useApiQuery('agenda.group', { id });
  const [said, setSaid] = useState<{ ok: boolean; text: string; at: string }>();

  if (group.status === 'error') return <ApiErrorView error={group.error} onRetry={group.reload} />;
  if (group.status === 'loading') return <LoadingView />;
  const data = group.data;

  const act = async (at: string, run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      setSaid({ ok: true, text: done, at });
      group.reload();
    } catch (error) {
      setSaid({ ok: false, text: t('detail.failed', { reason: isApiError(error) ? error.message : String(error) }), at });
    }
  };
  const message = (at: string) =>
    said?.at === at ? (
      <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.done : styles.problem}>
        {said.text}
      </p>
    ) : null;

  return (
    <section className={styles.page} aria-labelledby="agenda-group">
      <h1 id="agenda-group" className={styles.heading}>
        {title}：{data.group.name}
      </h1>
      <p className={styles.meta} data-testid="agenda-group-facts">
        {t(`kind.${data.group.kind}`)} · {t('groups.facts', { count: data.group.members, owner: data.group.owner })}
        {data.className ? ` · ${t('detail.fromClass', { name: data.className })}` : ''}
      </p>
      {data.isOwner ? (
        <Link className="portal-button portal-button--primary" to={`/${module}/addAgenda?group=${data.group.id}`}>
          {t('detail.publish')}
        </Link>
      ) : null}
      {message('list')}
      <h2 className={styles.subheading}>{t('detail.agendas', { count: data.list.length })}</h2>
      {data.list.length === 0 ? (
        <p className={styles.meta} data-testid="agenda-none">
          {t('detail.noAgendas')}
        </p>
      ) : (
        <ul className={styles.cards} data-testid="agenda-list">
          {data.list.map((agenda) => (
            <AgendaCard
              key={agenda.id}
              agenda={agenda}

              actions={
                agenda.mine ? (
                  <button
                    type="button"
                    className="portal-button"
                    onClick={async () => {
                      if (!(await dialogs.confirm({ message: t('detail.confirmDelete', { title: agenda.title }), confirmLabel: t('detail.delete') }))) return;
                      await act('list', () => api.post('agenda.delete', { id: agenda.id }), t('detail.deleted', { title: agenda.title }));
                    }}
                  >
                    {t('detail.delete')}
                  </button>
                ) : null
              }
            />
          ))}
        </ul>
      )}
      {data.isOwner ? (
        <>
          <h2 className={styles.subheading}>{t('detail.members', { count: data.members.length })}</h2>
          {message('members')}
          <ul className={styles.members} data-testid="agenda-members">
            {data.members.map((member) => (
              <li key={member.key} data-member={member.key}>
                <span>
                  <strong>{member.name}</strong> <small>{member.detail}</small>
                </span>
                <button
                  type="button"
                  className="portal-button"
                  aria-label={t('detail.removeWho', { name: member.name })}
                  onClick={async () => {
                    if (
                      !(await dialogs.confirm({
                        message: t('detail.confirmRemove', { name: member.name, group: data.group.name }),
                        confirmLabel: t('detail.remove'),
                      }))
                    )
                      return;
                    await act(
                      'members',
                      () => api.post('agenda.removeMember', { groupId: data.group.id, key: member.key }),
                      t('detail.removed', { name: member.name }),
                    );
                  }}
                >
                  {t('detail.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
