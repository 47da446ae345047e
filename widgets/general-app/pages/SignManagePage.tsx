/**
 * generalApp/signmanage (签到管理): for the keepers, a place's sign-in QR code (`?id=<space>`, the first
 * space by default) to print or show at the door, and the place's bookings of the day with who signed.
 * The code holds the portal's address of myAppointment with the place's token: a booker scans it with
 * the phone's camera and signs in there.
 */
import { useNavigate } from 'react-router';
import { QueryView, WidgetPage, formatDate, formatTime, useApiQuery, useTranslation, QrCode } from '../../../runtime/app/index.ts';
import type { GeneralAppSignboardData, Space } from '../generated/types.ts';
import { KeeperOnly, StateBadge, useKeeper, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

export default function SignManagePage({ title, module, appKey, query }: PageProps) {
  const keeper = useKeeper({ appKey, module });
  return <WidgetPage title={title}>{keeper ? <Board module={module} id={Number(query.get('id')) || 0} /> : <KeeperOnly />}</WidgetPage>;
}

function Board({ module, id }: { module: string; id: number }) {
  const { t } = useTranslation('general-app');
  const spaces = useApiQuery('general-app.spaces', {});
  const chosen = id || spaces.data?.list[0]?.id;
  const board = useApiQuery('general-app.signboard', chosen ? { id: chosen } : undefined);
  return (
    <QueryView query={spaces} empty={t('spaces.none')} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <>
          <SpacePicker module={module} spaces={data.list} chosen={chosen} />
          <QueryView query={board}>{(answer) => <SignBoard module={module} board={answer} />}</QueryView>
        </>
      )}
    </QueryView>
  );
}

function SpacePicker({ module, spaces, chosen }: { module: string; spaces: Space[]; chosen?: number }) {
  const { t } = useTranslation('general-app');
  const navigate = useNavigate();
  return (
    <label className={`portal-field ${styles.inlineField}`}>
      {t('signmanage.space')}
      <select value={chosen} onChange={(event) => void navigate(`/${module}/signmanage?id=${event.target.value}`, { replace: true })}>
        {spaces.map((space) => (
          <option key={space.id} value={space.id}>
            {space.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function SignBoard({ module, board }: { module: string; board: GeneralAppSignboardData }) {
  const { t } = useTranslation('general-app');
  return (
    <>
      <div className={`portal-card ${styles.qr}`}>
        <QrCode
          value={`${window.location.origin}/${module}/myAppointment?sign=${encodeURIComponent(board.token)}`}
          label={t('signmanage.qrLabel', { space: board.space.name })}
          testId="sign-qr"
        />
        <strong>{board.space.name}</strong>
        <span className="portal-card__meta">{board.space.location}</span>
        <span className="portal-card__meta">{t('signmanage.rule', { minutes: board.space.toleranceMinutes })}</span>
      </div>
      <h2 className={styles.section}>{t('signmanage.day', { day: board.day })}</h2>
      {board.list.length === 0 ? (
        <p className="portal-card__meta" role="status" data-testid="signboard-none">
          {t('signmanage.none')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="signboard-list">
          {board.list.map((booking) => (
            <li key={booking.id} className="portal-card">
              <div className="portal-toolbar">
                <strong>
                  {formatTime(booking.start, 'HH:mm')}–{formatTime(booking.end, 'HH:mm')} {booking.bookerName}
                </strong>
                <StateBadge booking={booking} />
              </div>
              <p className="portal-card__meta">
                {booking.signedAt === null
                  ? t('facts.notSigned')
                  : t(booking.late ? 'facts.signedLate' : 'facts.signedOnTime', { time: formatDate(booking.signedAt, true) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
