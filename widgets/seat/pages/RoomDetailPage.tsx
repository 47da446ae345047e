import { Link } from 'react-router';
import { DetailPage, Facts, QrCode, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SeatRoomData } from '../generated/types.ts';
import { FloorPlan, RulesList } from './seatParts.tsx';
import styles from './seat.module.css';

/** seat/detail?id=: one room, its rules, its floor plan for the next bookable time, and for the desk today's check-in code. */
export default function RoomDetailPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('seat');
  return (
    <DetailPage apiKey="seat.room" query={query} missingMessage={t('detail.missingId')}>
      {(data) => <Room data={data} module={module} />}
    </DetailPage>
  );
}

function Room({ data, module }: { data: SeatRoomData; module: string }) {
  const { t } = useTranslation('seat');
  const { room, seats } = data;
  return (
    <WidgetPage
      title={room.name}
      intro={room.place}
      actions={
        <Link className="portal-button portal-button--primary" to={`/${module}/chooseSeat?roomId=${room.id}`}>
          {t('detail.choose')}
        </Link>
      }
    >
      <section className="portal-card" data-testid="seat-room">
        <Facts
          facts={[
            [t('detail.place'), room.place],
            [t('detail.hours'), `${room.openFrom}–${room.openTo}`],
            [
              t('detail.seats'),
              t('detail.seatCount', {
                total: seats.length,
                window: seats.filter((seat) => seat.window).length,
                power: seats.filter((seat) => seat.power).length,
              }),
            ],
          ]}
        />
      </section>
      {data.deskCode !== null ? (
        <section className="portal-card" aria-labelledby="seat-desk-title" data-testid="seat-desk-code">
          <h2 id="seat-desk-title" className="portal-card__title">
            {t('detail.deskCode')}
          </h2>
          <p className={styles.code}>{data.deskCode}</p>
          <QrCode value={data.deskCode} label={t('detail.deskCode')} size={160} />
          <p className="portal-muted">{t('detail.deskCodeHint')}</p>
        </section>
      ) : null}
      <RulesList rules={data.rules} />
      <section className="portal-card" aria-labelledby="seat-plan-title">
        <h2 id="seat-plan-title" className="portal-card__title">
          {t('plan.title')}
        </h2>
        {data.window ? <p className={styles.meta}>{t('plan.now', { start: data.window.start, end: data.window.end })}</p> : null}
        <FloorPlan room={room} seats={seats} />
      </section>
    </WidgetPage>
  );
}
