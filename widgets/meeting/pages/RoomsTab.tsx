/** The rooms tab of meeting/index: each room, its capacity, today's and tomorrow's meetings and free time. */
import { formatTime, QueryView, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import styles from './meeting.module.css';

const clock = (seconds: number) => formatTime(seconds, 'HH:mm');

export function RoomsTab() {
  const { t } = useTranslation('meeting');
  const rooms = useApiQuery('meeting.rooms', {});
  return (
    <QueryView query={rooms}>
      {(data) =>
        data.rooms.length === 0 ? (
          <p className={styles.none} role="status" data-testid="meeting-rooms-none">
            {t('rooms.none')}
          </p>
        ) : (
          <ul className={styles.cards} data-testid="meeting-rooms">
            {data.rooms.map((room) => (
              <li key={room.id} className={`portal-card ${styles.card}`} data-room={room.name}>
                <div className={styles.cardHead}>
                  <strong>{room.name}</strong>
                  <span className={styles.meta}>{t('rooms.capacity', { count: room.capacity })}</span>
                </div>
                <div className={styles.days}>
                  {room.days.map((day, index) => (
                    <section key={day.date} aria-label={`${room.name} ${day.date}`} data-day={index === 0 ? 'today' : 'tomorrow'}>
                      <h3 className={styles.dayTitle}>{t(index === 0 ? 'rooms.today' : 'rooms.tomorrow', { date: day.date })}</h3>
                      {day.meetings.length === 0 ? (
                        <p className={styles.meta}>{t('rooms.noMeeting')}</p>
                      ) : (
                        <ul className={styles.bookings}>
                          {day.meetings.map((meeting) => (
                            <li key={meeting.id}>
                              <span className={styles.time}>
                                {clock(meeting.start)}–{clock(meeting.end)}
                              </span>{' '}
                              {meeting.title}
                              <span className={styles.meta}> · {meeting.organizer}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                      <p className={styles.free} data-testid="meeting-free">
                        {day.free.length === 0
                          ? t('rooms.full')
                          : t('rooms.free', { slots: day.free.map((slot) => `${clock(slot.start)}–${clock(slot.end)}`).join(t('rooms.separator')) })}
                      </p>
                    </section>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
