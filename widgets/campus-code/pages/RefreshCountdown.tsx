import { useEffect, useState } from 'react';
import { useTranslation } from '../../../runtime/app/index.ts';
import styles from './campusCode.module.css';

/**
 * "Refreshes in N seconds" for one identity code, calling `onDue` once its time is up. Mounted per code
 * (keyed by its token), so each code's clock starts when it arrived: times are taken relative to the
 * answer's arrival, so a device whose clock is off still refreshes in time.
 */
export function RefreshCountdown({ seconds, refreshing, onDue }: { seconds: number; refreshing: boolean; onDue: () => void }) {
  const { t } = useTranslation('campus-code');
  const [refreshAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const due = now >= refreshAt;

  useEffect(() => {
    if (due) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= refreshAt) onDue();
    }, 1000);
    return () => clearInterval(tick);
  }, [due, refreshAt, onDue]);

  const secondsLeft = Math.max(0, Math.ceil((refreshAt - now) / 1000));
  return (
    <p className={styles.countdown} role="timer" aria-live="off" data-testid="identity-countdown">
      {refreshing ? t('identity.refreshing') : t('identity.countdown', { count: secondsLeft })}
    </p>
  );
}
