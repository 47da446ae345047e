/**
 * agenda/classManage (班级管理): the invitations waiting for my answer (a free group's owner chose me: I am
 * in it, and its agendas in my week, only once I accept), the class groups and free groups I own, with
 * their member counts, and the groups I am a member of; from here a teacher adds a class, and anyone
 * creates a group.
 */
import { Link } from 'react-router';
import { ActionMessage, QueryView, WidgetPage, useAction, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { Group } from '../generated/types.ts';
import styles from './agenda.module.css';

export default function ClassManagePage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const groups = useApiQuery('agenda.groups', {});

  const list = (items: Group[], page: string, testId: string) => (
    <ul className={styles.cards} data-testid={testId}>
      {items.map((group) => (
        <li key={group.id} className={`portal-card ${styles.card}`} data-group={group.name}>
          <Link className={styles.groupLink} to={`/${module}/${page}?id=${group.id}`}>
            <strong className={styles.cardTitle}>{group.name}</strong>
            <span className="portal-badge portal-badge--info">{t(`kind.${group.kind}`)}</span>
          </Link>
          <p className="portal-card__meta">{t('groups.facts', { count: group.members, owner: group.owner })}</p>
        </li>
      ))}
    </ul>
  );

  const invitations = (items: Group[], reload: () => void) => (
    <>
      <h2 className={styles.subheading}>{t('groups.invited', { count: items.length })}</h2>
      <ul className={styles.cards} data-testid="agenda-invited">
        {items.map((group) => (
          <Invitation key={group.id} group={group} onAnswered={reload} />
        ))}
      </ul>
    </>
  );

  return (
    <WidgetPage
      title={title}
      // Making a class group is a teacher's, a free group anyone's who may look people up (not a visitor): the server says who may.
      actions={
        <>
          {groups.data?.mayMakeClassGroups ? (
            <Link className="portal-button" to={`/${module}/addClass`}>
              {t('pages.addClass')}
            </Link>
          ) : null}
          {groups.data?.mayMakeGroups ? (
            <Link className="portal-button" to={`/${module}/createGroup`}>
              {t('pages.createGroup')}
            </Link>
          ) : null}
        </>
      }
    >
      <QueryView query={groups} empty={t('groups.none')} isEmpty={(data) => data.owned.length === 0 && data.member.length === 0 && data.invited.length === 0}>
        {({ owned, member, invited }, reload) => (
          <div className={styles.stack}>
            {invited.length > 0 ? invitations(invited, reload) : null}
            {owned.length > 0 ? (
              <>
                <h2 className={styles.subheading}>{t('groups.owned', { count: owned.length })}</h2>
                {list(owned, 'classManageDetail', 'agenda-owned')}
              </>
            ) : null}
            {member.length > 0 ? (
              <>
                <h2 className={styles.subheading}>{t('groups.member', { count: member.length })}</h2>
                {list(member, 'classDetail', 'agenda-member')}
              </>
            ) : null}
          </div>
        )}
      </QueryView>
    </WidgetPage>
  );
}

/** One invitation: join the group or decline it; either way it leaves the list. */
function Invitation({ group, onAnswered }: { group: Group; onAnswered: () => void }) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const answer = useAction((accept: boolean, call) => api.post('agenda.answerInvitation', { groupId: group.id, accept }, call), {
    confirm: (accept) => (accept ? undefined : { message: t('groups.confirmDecline', { name: group.name }), confirmLabel: t('groups.decline') }),
    onDone: onAnswered,
    failed: (reason) => t('detail.failed', { reason }),
  });
  return (
    <li className={`portal-card ${styles.card}`} data-group={group.name}>
      <strong className={styles.cardTitle}>{group.name}</strong>
      <p className="portal-card__meta">{t('groups.invitedBy', { owner: group.owner })}</p>
      <div className="portal-form-actions">
        <button type="button" className="portal-button portal-button--primary" disabled={answer.busy} onClick={() => void answer.run(true)}>
          {t('groups.accept')}
        </button>
        <button type="button" className="portal-button" disabled={answer.busy} onClick={() => void answer.run(false)}>
          {t('groups.decline')}
        </button>
      </div>
      <ActionMessage action={answer} />
    </li>
  );
}
