import { useMemo, useState } from 'react';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  formatDate,
  useApi,
  useImageUrl,
  usePagedList,
} from '../../../runtime/app/index.ts';
import { cardArt } from '../art/cardArt.ts';
import styles from './greetingCard.module.css';

/** The received or sent cards, newest first, paged; opening a received card marks it read. */
export function CardBox({ box, pageSize }: { box: 'received' | 'sent'; pageSize: number }) {
  const { t } = useTranslation('greeting-card');
  const api = useApi();
  const image = useImageUrl();
  const query = useMemo(() => ({ box }), [box]);
  const paged = usePagedList('greeting-card.list', query, pageSize);
  const [open, setOpen] = useState<number>();
  const [read, setRead] = useState<Set<number>>(new Set());

  if (paged.status === 'loading' && paged.items.length === 0) return <LoadingView />;
  if (paged.status === 'error' && paged.error) return <ApiErrorView error={paged.error} onRetry={paged.retry} />;
  if (paged.items.length === 0) return <EmptyView message={t(box === 'received' ? 'box.emptyReceived' : 'box.emptySent')} image={image('empty.svg')} />;

  const unread = box === 'received' ? paged.items.filter((card) => !card.read && !read.has(card.id)).length : 0;
  const toggle = (id: number, wasRead: boolean) => {
    setOpen((current) => (current === id ? undefined : id));
    if (box === 'received' && !wasRead && !read.has(id)) {
      setRead((prior) => new Set(prior).add(id));
      // Marking read is a courtesy to the sender: a failure only leaves the badge for next time.
      api.post('greeting-card.read', { id }).catch(() => undefined);
    }
  };

  return (
    <section aria-label={t(`tabs.${box}`)}>
      {unread > 0 ? <p className={styles.muted}>{t('box.unreadCount', { count: unread })}</p> : null}
      <ul className={styles.box} data-testid={`card-box-${box}`}>
        {paged.items.map((card) => {
          const isOpen = open === card.id;
          const isUnread = box === 'received' && !card.read && !read.has(card.id);
          return (
            <li key={card.id} className={styles.boxItem}>
              <button type="button" className={styles.boxHead} aria-expanded={isOpen} onClick={() => toggle(card.id, card.read)}>
                <img src={cardArt(card.templateId)} alt="" />
                <span className={styles.boxText}>
                  <span className={styles.boxPeer}>
                    {t(box === 'received' ? 'box.from' : 'box.to', { name: card.peer.name })}
                    {isUnread ? <span className={styles.badge}>{t('box.unread')}</span> : null}
                  </span>
                  <span className={styles.summary}>{card.content}</span>
                  <span className={styles.muted}>
                    {card.templateName} · {formatDate(card.sentAt)}
                  </span>
                </span>
              </button>
              {isOpen ? (
                <figure className={styles.card} data-testid="card-open">
                  <img src={cardArt(card.templateId)} alt={card.templateName} />
                  <figcaption className={styles.cardText}>{card.content}</figcaption>
                </figure>
              ) : null}
            </li>
          );
        })}
      </ul>
      <LoadMoreFooter paged={paged} />
    </section>
  );
}
