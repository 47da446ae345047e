/**
 * generalApp/space (场地详情): one space (`?id=`), a day picker over its booking window (`?day=`, kept in
 * the address), and the day's slots: free ones lead to the booking form, taken, past and own ones say so.
 */
import { Link, useNavigate } from 'react-router';
import { EmptyView, QueryView, WidgetPage, formatTime, useApiQuery, useTranslation, useKeptQuery } from '../../../runtime/app/index.ts';
import type { GeneralAppSlotsData } from '../generated/types.ts';
import { type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

/** "2026-05-12" → its weekday 0–6 (the date is a calendar day, no zone involved). */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export default function SpacePage({ title, module, query }: PageProps) {
  const { t } = useTranslation('general-app');
  const id = Number(query.get('id'));
  const day = query.get('day') ?? '';
  const valid = Number.isInteger(id) && id > 0;
  const slots = useKeptQuery(useApiQuery('general-app.slots', valid ? { id, ...(day ? { day } : {}) } : undefined));
  return (
    <WidgetPage title={title}>
      {valid ? (
        <QueryView query={slots}>
          {(data) => (
            <div aria-busy={slots.refreshing}>
              <Space data={data} id={id} module={module} />
            </div>
          )}
        </QueryView>
      ) : (
        <EmptyView message={t('space.noId')} />
      )}
    </WidgetPage>
  );
}

function Space({ data, id, module }: { data: GeneralAppSlotsData; id: number; module: string }) {
  const { t } = useTranslation('general-app');
  const navigate = useNavigate();
  const { space } = data;
  return (
    <>
      <h2 className={styles.section} data-testid="space-name">
        {space.name}
      </h2>
      <p className="portal-card__meta">
        {space.location}
        {space.host ? ` · ${space.host}` : ''}
      </p>
      <p className="portal-card__meta">{space.description}</p>
      <p className="portal-card__meta">{t('spaces.rules', { from: space.openFrom, to: space.openTo, minutes: space.slotMinutes, days: space.windowDays })}</p>
      <div className={styles.days} role="group" aria-label={t('space.days')}>
        {data.days.map((one) => (
          <button
            key={one}
            type="button"
            className={styles.day}
            aria-pressed={one === data.day}
            aria-label={`${one.slice(5)} ${t(`weekday.${weekdayOf(one)}`)}`}
            onClick={() => void navigate(`/${module}/space?id=${id}&day=${one}`, { replace: true })}
          >
            {one.slice(5)}
            <br />
            {t(`weekday.${weekdayOf(one)}`)}
          </button>
        ))}
      </div>
      {data.slots.length === 0 ? <EmptyView message={t('space.closed')} /> : <Slots data={data} id={id} module={module} />}
    </>
  );
}

function Slots({ data, id, module }: { data: GeneralAppSlotsData; id: number; module: string }) {
  const { t } = useTranslation('general-app');
  const { space } = data;
  return (
    <ul className={styles.slots} data-testid="appoint-slots">
      {data.slots.map((slot) => {
        const hours = `${formatTime(slot.start, 'HH:mm')}–${formatTime(slot.end, 'HH:mm')}`;
        const left = space.seats - slot.taken;
        const status = slot.mine
          ? t('space.mine')
          : slot.free
            ? space.seats > 1
              ? t('space.left', { count: left })
              : t('space.free')
            : left <= 0
              ? t('space.full')
              : t('space.closedSlot');
        return (
          <li key={slot.start}>
            {slot.free && !slot.mine ? (
              <Link className={styles.slot} data-free="true" to={`/${module}/appoint?id=${id}&start=${slot.start}`} aria-label={`${hours} ${status}`}>
                {hours}
                <br />
                {status}
              </Link>
            ) : (
              <span className={styles.slot} data-free="false" data-mine={slot.mine}>
                {hours}
                <br />
                {status}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
