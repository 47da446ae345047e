import { useMemo, useState } from 'react';
import { useTranslation, ListView, formatDate, useApi, usePagedList, type PagedList } from '../../../runtime/app/index.ts';
import { cardArt } from '../art/cardArt.ts';
import styles from './greetingCard.module.css';

type Box = 'received' | 'sent';
type Card = PagedList<'greeting-card.list'>['items'][number];

/** The received or sent cards, newest first, paged; opening a received card marks it read. */
export function CardBox({ box, pageSize }: { box: Box; pageSize: number }) {
  const { t } = useTranslation('greeting-card');
  const query = useMemo(() => ({ box }), [box]);
  const paged = usePagedList('greeting-card.list', query, pageSize);
  return (
    <ListView list={paged} empty={t(box === 'received' ? 'box.emptyReceived' : 'box.emptySent')}>
      {(cards) => <Cards box={box} cards={cards} />}
    </ListView>
  );
}

function Cards({ box, cards }: { box: Box; cards: Card[] }) {
  const { t } = useTranslation('greeting-card');
  const api = useApi();
  const [open, setOpen] = useState<number>();
  const [read, setRead] = useState<Set<number>>(new Set());
  const isUnread = (card: Card) => box === 'received' && !card.read && !read.has(card.id);
  const unread = cards.filter(isUnread).length;

  const toggle = (card: Card) => {
    setOpen((current) => (current === card.id ? undefined : card.id));
    if (isUnread(card)) {
      setRead((prior) => new Set(prior).add(card.id));
      // Marking read is a courtesy to the sender: a failure only leaves the badge for next time.
      api.post('greeting-card.read', { id: card.id }).catch(() => undefined);
    }
  };

  return (
    <section aria-label={t(`tabs.${box}`)}>
      {unread > 0 ? <p className={styles.muted}>{t('box.unreadCount', { count: unread })}</p> : null}
      <ul className={styles.box} data-testid={`card-box-${box}`}>
        {cards.map((card) => (
          <li key={card.id} className={`portal-card ${styles.boxItem}`}>
            <button type="button" className={styles.boxHead} aria-expanded={open === card.id} onClick={() => toggle(card)}>
              <img src={cardArt(card.templateId)} alt="" />
              <span className={styles.boxText}>
                <span className={styles.boxPeer}>
                  {t(box === 'received' ? 'box.from' : 'box.to', { name: card.peer.name })}
                  {isUnread(card) ? <span className={`portal-badge portal-badge--error ${styles.badge}`}>{t('box.unread')}</span> : null}
                </span>
                <span className={styles.summary}>{card.content}</span>
                <span className={styles.muted}>
                  {card.templateName} · {formatDate(card.sentAt)}
                </span>
              </span>
            </button>
            {open === card.id ? (
              <figure className={styles.card} data-testid="card-open">
                <img src={cardArt(card.templateId)} alt={card.templateName} />
                <figcaption className={styles.cardText}>{card.content}</figcaption>
              </figure>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
