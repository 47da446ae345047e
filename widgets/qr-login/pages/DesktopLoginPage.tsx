import { useEffect, useState } from 'react';
import { useTranslation, QueryView, QrCode, safeRedirectPath, useApiQuery, WidgetPage, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { QrLoginCreateData, QrLoginProps } from '../generated/types.ts';
import { pagePath } from './qrLoginPaths.ts';
import { useQrLoginStatus } from './useQrLogin.ts';
import styles from './qrLogin.module.css';

/**
 * smlogin/desktop (and smloginV2/desktop): the computer's side of QR-code login. Shows a code for a
 * pending login (the phone's confirm page, `/<app>/index?token=…`), follows its status and, once the
 * phone confirms, holds a session and goes on to `redirect_url` (a portal path) or the app's default.
 */
export default function DesktopLoginPage({ props, query, module }: WidgetPageProps<QrLoginProps>) {
  // A POST: each call creates a pending login; a reload (a new code) creates the next.
  const created = useApiQuery('qr-login.create', {}, { method: 'POST' });
  const target = safeRedirectPath(query.get('redirect_url')) ?? props.afterLogin ?? '/';
  return (
    <WidgetPage>
      <QueryView query={created}>
        {(login, renew) => <DesktopLogin login={login} renew={renew} module={module} target={target} layout={props.layout} />}
      </QueryView>
    </WidgetPage>
  );
}

function DesktopLogin({
  login,
  renew,
  module,
  target,
  layout,
}: {
  login: QrLoginCreateData;
  renew: () => void;
  module: string;
  target: string;
  layout: QrLoginProps['layout'];
}) {
  const { t } = useTranslation('qr-login');
  const { status, name } = useQrLoginStatus(login);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const confirmed = status === 'confirmed';
  useEffect(() => {
    // A full load: the whole portal starts again with the new session (permissions, user name).
    if (confirmed) window.location.assign(target);
  }, [confirmed, target]);

  const secondsLeft = Math.max(0, Math.ceil(login.expiresAt - now / 1000));
  const link = new URL(pagePath(module, 'index', login.token), window.location.origin).href;
  const over = status === 'expired' || status === 'cancelled';
  return (
    <div className={layout === 'v2' ? styles.desktopV2 : styles.desktop} data-testid="qr-desktop" data-status={status}>
      <div className={over ? styles.codeOver : styles.code}>
        <QrCode value={link} label={t('desktop.codeLabel')} size={220} testId="qr-login-code" />
        {over ? (
          <button type="button" className={`portal-button portal-button--primary ${styles.renew}`} onClick={renew}>
            {t('desktop.renew')}
          </button>
        ) : null}
      </div>
      <p className={styles.status} role="status" data-testid="qr-desktop-status">
        {confirmed ? t('desktop.state.confirmed', { name: name ?? '' }) : t(`desktop.state.${status}`)}
      </p>
      {!over && !confirmed ? <p className={styles.note}>{t('desktop.expiresIn', { count: secondsLeft })}</p> : null}
      <ol className={styles.steps}>
        <li>{t('desktop.step1')}</li>
        <li>{t('desktop.step2')}</li>
        <li>{t('desktop.step3')}</li>
      </ol>
    </div>
  );
}
