/**
 * agenda/classDetail (`?id=`, 班级日程): a member's view of a group — who runs it, how many are in it, and its
 * agendas from this week on, each exportable. Anyone not in the group is refused by the server.
 */
import { QueryView, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { GroupAgendas, MissingGroup, useGroupOfAddress } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function ClassDetailPage({ title, query }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const { named, group } = useGroupOfAddress(query);
  // The group's name is the heading; the page's title says what the page is, in the facts under it.
  if (!named) return <MissingGroup title={title} />;
  return (
    <WidgetPage title={group.data?.group.name ?? title}>
      <QueryView query={group}>
        {(data) => (
          <div className={styles.stack}>
            <p className={styles.meta} data-testid="agenda-group-facts">
              {title} · {t(`kind.${data.group.kind}`)} · {t('groups.facts', { count: data.group.members, owner: data.group.owner })}
            </p>
            <GroupAgendas list={data.list} />
          </div>
        )}
      </QueryView>
    </WidgetPage>
  );
}
