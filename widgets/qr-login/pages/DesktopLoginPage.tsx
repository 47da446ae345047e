import { useEffect, useState } from 'react';
import { useTranslation, ApiErrorView, LoadingView, safeRedirectPath, type WidgetPageProps, QrCode } from '../../../runtime/app/index.ts';
import type { QrLoginProps } from '../generated/types.ts';
import { pagePath } from './qrLoginPaths.ts';
import { useQrLogin } from './useQrLogin.ts';
import styles from './qrLogin.module.css';

/**
 * smlogin/desktop (and smloginV2/desktop): the computer's side of QR-code login. Shows a code for a
 * pending login (the phone's confirm page, `/<app>/index?token=…`), follows its status and, once the
 * phone confirms, holds a session and goes on to `redirect_url` (a portal path) or the app's default.
 */
export default function DesktopLoginPage({ props, query, module, title }: WidgetPageProps<QrLoginProps>) {
  const { t } = useTranslation('qr-login');
  const { state, renew } = useQrLogin();
  const [now, setNow] = useState(() => Date.now());
  const target = safeRedirectPath(query.get('redirect_url')) ?? props.afterLogin ?? '/';

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const confirmed = state.phase === 'waiting' && state.status === 'confirmed';
  useEffect(() => {
    // A full load: the whole portal starts again with the new session (permissions, user name).
    if (confirmed) window.location.assign(target);
  }, [confirmed, target]);

  if (state.phase === 'creating') return <LoadingView />;
  if (state.phase === 'error') return <ApiErrorView error={state.error} onRetry={renew} />;
  const { login, status } = state;
  const secondsLeft = Math.max(0, Math.ceil(login.expiresAt - now / 1000));
  const link = new URL(pagePath(module, 'index', login.token), window.location.origin).href;
  const over = status === 'expired' || status === 'cancelled';
  return (
    <section
      className={props.layout === 'v2' ? styles.desktopV2 : styles.desktop}
      aria-labelledby="desktop-heading"
      data-testid="qr-desktop"
      data-status={status}
    >
      <h1 id="desktop-heading" className={styles.heading}>
        {title}
      </h1>
      <div className={over ? styles.codeOver : styles.code}>
        <QrCode value={link} label={t('desktop.codeLabel')} size={220} testId="qr-login-code" />
        {over ? (
          <button type="button" className={`portal-button portal-button--primary ${styles.renew}`} onClick={renew}>
            {t('desktop.renew')}
          </button>
        ) : null}
      </div>
      <p className={styles.status} role="status" data-testid="qr-desktop-status">
        {status === 'confirmed' ? t('desktop.state.confirmed', { name: state.name ?? '' }) : t(`desktop.state.${status}`)}
      </p>
      {!over && status !== 'confirmed' ? <p className={styles.note}>{t('desktop.expiresIn', { count: secondsLeft })}</p> : null}
      <ol className={styles.steps}>
        <li>{t('desktop.step1')}</li>
        <li>{t('desktop.step2')}</li>
        <li>{t('desktop.step3')}</li>
      </ol>
    </section>
  );
}
