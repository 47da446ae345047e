/**
 * agenda/classManage (班级管理): the class groups and free groups I own, with their member counts, and the
 * groups I am a member of; from here a teacher adds a class or creates a group.
 */
import { Link } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { Group } from '../generated/types.ts';
import styles from './agenda.module.css';

export default function ClassManagePage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const groups = useApiQuery('agenda.groups', {});
  if (groups.status === 'error') return <ApiErrorView error={groups.error} onRetry={groups.reload} />;
  if (groups.status === 'loading') return <LoadingView />;
  const { owned, member, mayMakeClassGroups } = groups.data;

  const list = (items: Group[], page: string, testId: string) => (
    <ul className={styles.cards} data-testid={testId}>
      {items.map((group) => (
        <li key={group.id} className={styles.card} data-group={group.name}>
          <Link className={styles.groupLink} to={`/${module}/${page}?id=${group.id}`}>
            <strong className={styles.cardTitle}>{group.name}</strong>
            <span className={styles.badge}>{t(`kind.${group.kind}`)}</span>
          </Link>
          <p className={styles.meta}>{t('groups.facts', { count: group.members, owner: group.owner })}</p>
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.page} aria-labelledby="agenda-groups">
      <div className={styles.headRow}>
        <h1 id="agenda-groups" className={styles.heading}>
          {title}
        </h1>
        <nav className={styles.links} aria-label={t('groups.actions')}>
          {mayMakeClassGroups ? <Link to={`/${module}/addClass`}>{t('pages.addClass')}</Link> : null}
          <Link to={`/${module}/createGroup`}>{t('pages.createGroup')}</Link>
        </nav>
      </div>
      {owned.length === 0 && member.length === 0 ? <EmptyView message={t('groups.none')} /> : null}
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
    </section>
  );
}
