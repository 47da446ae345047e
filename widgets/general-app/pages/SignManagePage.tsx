/**
 * generalApp/signmanage (签到管理): for the keepers, a place's sign-in QR code (`?id=<space>`, the first
 * space by default) to print or show at the door, and the place's bookings of the day with who signed.
 * The code holds the portal's address of myAppointment with the place's token: a booker scans it with
 * the phone's camera and signs in there.
 */
import { useNavigate } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, formatDate, formatTime, useApiQuery, useTranslation, QrCode } from '../../../runtime/app/index.ts';
import { AppointPage, KeeperOnly, StateBadge, useKeeper, type PageProps } from './appointKit.tsx';
import styles from './generalApp.module.css';

export default function SignManagePage({ title, module, appKey, query }: PageProps) {
  const keeper = useKeeper({ appKey, module });
  return (
    <AppointPage title={title} module={module} keeper={keeper} labelledBy="appoint-signmanage">
      {keeper ? <Board module={module} id={Number(query.get('id')) || 0} /> : <KeeperOnly />}
    </AppointPage>
  );
}

function Board({ module, id }: { module: string; id: number }) {
  const { t } = useTranslation('general-app');
  const navigate = useNavigate();
  const spaces = useApiQuery('general-app.spaces', {});
  const chosen = id || (spaces.status === 'ready' ? spaces.data.list[0]?.id : undefined);
  const board = useApiQuery('general-app.signboard', chosen ? { id: chosen } : undefined);
  if (spaces.status === 'error') return <ApiErrorView error={spaces.error} onRetry={spaces.reload} />;
  if (spaces.status === 'loading') return <LoadingView />;
  if (spaces.data.list.length === 0) return <EmptyView message={t('spaces.none')} />;
  return (
    <>
      <label className={styles.field}>
        {t('signmanage.space')}
        <select value={chosen} onChange={(event) => void navigate(`/${module}/signmanage?id=${event.target.value}`, { replace: true })}>
          {spaces.data.list.map((space) => (
            <option key={space.id} value={space.id}>
              {space.name}
            </option>
          ))}
        </select>
      </label>
      {board.status === 'error' ? (
        <ApiErrorView error={board.error} onRetry={board.reload} />
      ) : board.status === 'loading' ? (
        <LoadingView />
      ) : (
        <>
          <div className={styles.qr}>
            <QrCode
              value={`${window.location.origin}/${module}/myAppointment?sign=${encodeURIComponent(board.data.token)}`}
              label={t('signmanage.qrLabel', { space: board.data.space.name })}
              testId="sign-qr"
            />
            <strong>{board.data.space.name}</strong>
            <span className={styles.meta}>{board.data.space.location}</span>
            <span className={styles.meta}>{t('signmanage.rule', { minutes: board.data.space.toleranceMinutes })}</span>
          </div>
          <h2 className={styles.section}>{t('signmanage.day', { day: board.data.day })}</h2>
          {board.data.list.length === 0 ? (
            <p className={styles.meta} role="status" data-testid="signboard-none">
              {t('signmanage.none')}
            </p>
          ) : (
            <ul className={styles.list} data-testid="signboard-list">
              {board.data.list.map((booking) => (
                <li key={booking.id} className={styles.card}>
                  <div className={styles.toolbar}>
                    <strong>
                      {formatTime(booking.start, 'HH:mm')}–{formatTime(booking.end, 'HH:mm')} {booking.bookerName}
                    </strong>
                    <StateBadge booking={booking} />
                  </div>
                  <p className={styles.meta}>
                    {booking.signedAt === null
                      ? t('facts.notSigned')
                      : t(booking.late ? 'facts.signedLate' : 'facts.signedOnTime', { time: formatDate(booking.signedAt, true) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
