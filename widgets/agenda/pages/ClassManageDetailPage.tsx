/**
 * agenda/classManageDetail (`?id=`, 群组详情): one of my groups — its agendas from this week on with who has
 * seen them, deleting one (gone for every member), its members (those invited marked until they accept) and
 * removing one. The server refuses anyone but the owner.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionMessage,
  QueryView,
  WidgetPage,
  useAction,
  useApi,
  useTranslation,
  type ApiData,
  type WidgetPageProps,
  useKeptQuery,
} from '../../../runtime/app/index.ts';
import type { Agenda } from '../generated/types.ts';
import { GroupAgendas, MissingGroup, useGroupOfAddress } from './agendaKit.tsx';
import styles from './agenda.module.css';

type GroupData = ApiData<'agenda.group'>;

export default function ClassManageDetailPage({ module, title, query }: WidgetPageProps) {
  const named = useGroupOfAddress(query);
  const group = useKeptQuery(named.group);
  if (!named.named) return <MissingGroup title={title} />;
  return (
    <WidgetPage title={group.data ? `${title}：${group.data.group.name}` : title}>
      <QueryView query={group}>{(data, reload) => <GroupDetail data={data} module={module} reload={reload} />}</QueryView>
    </WidgetPage>
  );
}

function GroupDetail({ data, module, reload }: { data: GroupData; module: string; reload: () => void }) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  // What was last done, shown where it was done: above the agendas or above the members.
  const [done, setDone] = useState<{ text: string; at: 'list' | 'members' }>();
  const failed = (reason: string) => t('detail.failed', { reason });
  const remove = useAction((agenda: Agenda, call) => api.post('agenda.delete', { id: agenda.id }, call), {
    confirm: (agenda) => ({ message: t('detail.confirmDelete', { title: agenda.title }), confirmLabel: t('detail.delete') }),
    onDone: (_, agenda) => {
      setDone({ text: t('detail.deleted', { title: agenda.title }), at: 'list' });
      reload();
    },
    failed,
  });
  const removeMember = useAction(
    (member: GroupData['members'][number], call) => api.post('agenda.removeMember', { groupId: data.group.id, key: member.key }, call),
    {
      confirm: (member) => ({ message: t('detail.confirmRemove', { name: member.name, group: data.group.name }), confirmLabel: t('detail.remove') }),
      onDone: (_, member) => {
        setDone({ text: t('detail.removed', { name: member.name }), at: 'members' });
        reload();
      },
      failed,
    },
  );
  // A later failure replaces the last success, as the reader reads down the page.
  const doneAt = (at: 'list' | 'members') =>
    done?.at === at && !remove.error && !removeMember.error ? (
      <p role="status" className={styles.done}>
        {done.text}
      </p>
    ) : null;

  return (
    <div className={styles.stack}>
      <p className={styles.meta} data-testid="agenda-group-facts">
        {t(`kind.${data.group.kind}`)} · {t('groups.facts', { count: data.group.members, owner: data.group.owner })}
        {data.className ? ` · ${t('detail.fromClass', { name: data.className })}` : ''}
      </p>
      {data.isOwner ? (
        <Link className="portal-button portal-button--primary" to={`/${module}/addAgenda?group=${data.group.id}`}>
          {t('detail.publish')}
        </Link>
      ) : null}
      {doneAt('list')}
      <ActionMessage action={remove} />
      <h2 className={styles.subheading}>{t('detail.agendas', { count: data.list.length })}</h2>
      <GroupAgendas
        list={data.list}
        actions={(agenda) =>
          agenda.mine ? (
            <button type="button" className="portal-button" disabled={remove.busy} onClick={() => void remove.run(agenda)}>
              {t('detail.delete')}
            </button>
          ) : null
        }
      />
      {data.isOwner ? (
        <>
          <h2 className={styles.subheading}>{t('detail.members', { count: data.members.length })}</h2>
          {doneAt('members')}
          <ActionMessage action={removeMember} />
          <ul className={styles.members} data-testid="agenda-members">
            {data.members.map((member) => (
              <li key={member.key} data-member={member.key}>
                <span>
                  <strong>{member.name}</strong> <small>{member.detail}</small>
                  {member.invited ? <span className="portal-badge portal-badge--warning">{t('detail.invited')}</span> : null}
                </span>
                <button
                  type="button"
                  className="portal-button"
                  disabled={removeMember.busy}
                  aria-label={t('detail.removeWho', { name: member.name })}
                  onClick={() => void removeMember.run(member)}
                >
                  {t('detail.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
