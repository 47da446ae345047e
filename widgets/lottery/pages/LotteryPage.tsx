import { useState } from 'react';
import {
  ActionButton,
  NoDataView,
  QueryView,
  WidgetPage,
  formatTime,
  isRecordId,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { LotteryDrawData, LotteryEventData } from '../generated/types.ts';
import styles from './lottery.module.css';

const minute = (seconds: number) => formatTime(seconds, 'YYYY-MM-DD HH:mm');
const percent = (chance: number) => `${Math.round(chance * 10_000) / 100}%`;

/**
 * lottery/index (`?id=` for another event than the running one): the event, a draw whose outcome the
 * server decides, the prizes with what is left and each outcome's chance ("no prize" among them), and the
 * user's prizes.
 */
export default function LotteryPage({ title, query }: WidgetPageProps) {
  const { t } = useTranslation('lottery');
  const id = query.get('id');
  const valid = id === null || isRecordId(id);
  const event = useApiQuery('lottery.event', valid ? (id === null ? {} : { id: Number(id) }) : undefined);
  // The last outcome outlives the event's reload after a draw (the stock and draws left change).
  const [last, setLast] = useState<LotteryDrawData>();
  if (!valid) return <NoDataView message={t('badId')} />;
  return (
    <WidgetPage title={title}>
      <QueryView query={event}>{(data, reload) => <LotteryEvent event={data} reload={reload} last={last} setLast={setLast} />}</QueryView>
    </WidgetPage>
  );
}

function LotteryEvent({
  event,
  reload,
  last,
  setLast,
}: {
  event: LotteryEventData;
  reload: () => void;
  last: LotteryDrawData | undefined;
  setLast: (draw: LotteryDrawData) => void;
}) {
  const { t } = useTranslation('lottery');
  const api = useApi();
  const draw = useAction((_: void, call) => api.post('lottery.draw', { id: event.id }, call), {
    onDone: (answer) => {
      setLast(answer);
      reload();
    },
    failed: (reason) => t('failed', { reason }),
  });
  const limits =
    event.perDay !== null && event.perEvent !== null
      ? t('event.limits', { perDay: event.perDay, perEvent: event.perEvent })
      : event.perDay !== null
        ? t('event.perDayOnly', { perDay: event.perDay })
        : event.perEvent !== null
          ? t('event.perEventOnly', { perEvent: event.perEvent })
          : null;
  return (
    <>
      <section className="portal-card">
        <h2 className="portal-card__title">{event.title}</h2>
        <p className={styles.meta}>
          <span className={`portal-badge portal-badge--${event.status === 'open' ? 'success' : 'warning'}`}>{t(`status.${event.status}`)}</span>
          <span>{t('event.period', { from: minute(event.opensAt), to: minute(event.closesAt) })}</span>
          <span>{t('event.organizer', { organizer: event.organizer })}</span>
        </p>
        <p>{event.description}</p>
        {limits ? <p className="portal-muted">{limits}</p> : null}
      </section>
      <section className={`portal-card ${styles.draw}`} data-testid="lottery-draw">
        {last ? (
          <p className={styles.outcome} role="status" data-testid="lottery-outcome">
            {last.prize ? t('event.won', { level: last.prize.level, name: last.prize.name }) : t('event.lost')}
          </p>
        ) : null}
        {event.status === 'open' ? (
          <>
            <p data-testid="lottery-left">{event.drawsLeft > 0 ? t('event.left', { count: event.drawsLeft }) : t('event.noneLeft')}</p>
            <ActionButton action={draw} primary disabled={event.drawsLeft === 0} busyLabel={t('event.drawing')}>
              {t('event.draw')}
            </ActionButton>
          </>
        ) : (
          <p className="portal-notice portal-notice--warning">{event.status === 'upcoming' ? t('event.upcoming') : t('event.closed')}</p>
        )}
      </section>
      <section className="portal-card" aria-labelledby="lottery-prizes-title">
        <h2 className="portal-card__title" id="lottery-prizes-title">
          {t('prizes.title')}
        </h2>
        <ul className={styles.rows} data-testid="lottery-prizes">
          {event.prizes.map((prize) => (
            <li key={prize.id} data-prize={prize.level}>
              <span>
                {prize.level} · {prize.name}
              </span>
              <span className="portal-muted">
                {prize.stock > 0 ? t('prizes.stock', { stock: prize.stock, total: prize.total }) : t('prizes.gone')} ·{' '}
                {t('prizes.chance', { chance: percent(prize.probability) })}
              </span>
            </li>
          ))}
          <li data-prize="none">
            <span>{t('prizes.noPrize')}</span>
            <span className="portal-muted">{t('prizes.chance', { chance: percent(event.noPrizeProbability) })}</span>
          </li>
        </ul>
        <p className="portal-muted">{t('prizes.note')}</p>
      </section>
      <section className="portal-card" aria-labelledby="lottery-mine-title">
        <h2 className="portal-card__title" id="lottery-mine-title">
          {t('mine.title')}
        </h2>
        {event.myPrizes.length === 0 ? (
          <p className="portal-muted">{t('mine.empty')}</p>
        ) : (
          <ul className={styles.rows} data-testid="lottery-mine">
            {event.myPrizes.map((prize) => (
              <li key={prize.drawId}>
                <span>
                  {prize.level} · {prize.name}
                </span>
                <span className="portal-muted">{t('mine.drawnAt', { time: minute(prize.drawnAt) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
