/**
 * agenda/classDetail (`?id=`, 班级日程): a member's view of a group — who runs it, how many are in it, and its
 * agendas from this week on, each exportable. Anyone not in the group is refused by the server.
 */
import { ApiErrorView, LoadingView, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { AgendaCard } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function ClassDetailPage({ title, query }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const group = useApiQuery('agenda.group', { id: query.get('id') ?? '' });
  if (group.status === 'error') return <ApiErrorView error={group.error} onRetry={group.reload} />;
  if (group.status === 'loading') return <LoadingView />;
  const data = group.data;
  return (
    <section className={styles.page} aria-labelledby="agenda-class">
      <h1 id="agenda-class" className={styles.heading}>
        {data.group.name}
      </h1>
      <p className={styles.meta} data-testid="agenda-group-facts">
        {title} · {t(`kind.${data.group.kind}`)} · {t('groups.facts', { count: data.group.members, owner: data.group.owner })}
      </p>
      {data.list.length === 0 ? (
        <p className={styles.meta} data-testid="agenda-none">
          {t('detail.noAgendas')}
        </p>
      ) : (
        <ul className={styles.cards} data-testid="agenda-list">
          {data.list.map((agenda) => (
            <AgendaCard key={agenda.id} agenda={agenda} />
          ))}
        </ul>
      )}
    </section>
  );
}
