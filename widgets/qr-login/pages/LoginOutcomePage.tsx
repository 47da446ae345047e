import { Link } from 'react-router';
import { useTranslation, WidgetPage, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { QrLoginProps } from '../generated/types.ts';
import { LoginInfoPage } from './LoginInfoPage.tsx';
import styles from './qrLogin.module.css';

/**
 * smlogin/success and smlogin/cancel (and smloginV2's): what the phone's answer did, for the device
 * it was about (read again from the school, so a reload still says the truth).
 */
export default function LoginOutcomePage({ props, query, routePath }: WidgetPageProps<QrLoginProps>) {
  const { t } = useTranslation('qr-login');
  const outcome = routePath.endsWith('/cancel') ? 'cancel' : 'success';
  return (
    <LoginInfoPage query={query}>
      {(info) => (
        <WidgetPage title={t(`outcome.${outcome}.heading`)} testId={`qr-${outcome}`}>
          <div className={props.layout === 'v2' ? styles.panelV2 : styles.panel}>
            <div className={outcome === 'success' ? styles.iconOk : styles.iconCancel} aria-hidden="true">
              {outcome === 'success' ? '✓' : '✕'}
            </div>
            <p className={styles.note}>{t(`outcome.${outcome}.text`, { device: info.device })}</p>
            <div className={styles.buttons}>
              <Link className="portal-button portal-button--primary" to="/">
                {t('outcome.home')}
              </Link>
            </div>
          </div>
        </WidgetPage>
      )}
    </LoginInfoPage>
  );
}
