/** ticket/index: the events on sale, opening soon, sold out and ended, each with its state, 余票 and the user's own ticket. */
import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useLocalize, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { EventSummary } from '../generated/types.ts';
import { SaleBadge, shortTime } from './ticketParts.tsx';
import styles from './ticket.module.css';

export default function EventsPage({ title, module }: WidgetPageProps) {
  const { t } = useTranslation('ticket');
  const events = useApiQuery('ticket.list', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={events} empty={t('list.empty')} isEmpty={(data) => data.events.length === 0}>
        {(data) => (
          <ul className={styles.events} data-testid="ticket-events">
            {data.events.map((event) => (
              <EventItem key={event.id} event={event} module={module} />
            ))}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}

function EventItem({ event, module }: { event: EventSummary; module: string }) {
  const { t } = useTranslation('ticket');
  const localize = useLocalize();
  return (
    <li className="portal-card" data-event={event.id}>
      <Link className={styles.eventLink} to={`/${module}/detail?id=${event.id}`}>
        <span className={styles.eventHead}>
          <span className="portal-badge">{t(`kind.${event.kind}`)}</span>
          <span className={styles.eventTitle}>{localize(event.title)}</span>
        </span>
        <span className={styles.meta}>
          {t('list.startsAt', { time: shortTime(event.startsAt) })} · {localize(event.place)}
        </span>
        <span className={styles.eventState}>
          <SaleBadge state={event.state} />
          {event.state === 'upcoming' ? <span className={styles.meta}>{t('list.opensAt', { time: shortTime(event.opensAt) })}</span> : null}
          {event.state === 'open' ? <span className={styles.meta}>{t('list.left', { left: event.left, stock: event.stock })}</span> : null}
          {event.prerequisite ? <span className="portal-badge portal-badge--info">{t('list.prerequisite')}</span> : null}
          {event.collects ? <span className="portal-badge portal-badge--info">{t('list.collects')}</span> : null}
          {event.mine ? <span className="portal-badge portal-badge--success">{`${t('list.mine')} · ${t(`ticketState.${event.mine.state}`)}`}</span> : null}
        </span>
      </Link>
    </li>
  );
}
