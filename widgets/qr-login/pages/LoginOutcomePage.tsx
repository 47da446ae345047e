import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, NoDataView, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { QrLoginProps } from '../generated/types.ts';
import { isLoginToken } from './qrLoginPaths.ts';
import styles from './qrLogin.module.css';

/**
 * smlogin/success and smlogin/cancel (and smloginV2's): what the phone's answer did, for the device
 * it was about (read again from the school, so a reload still says the truth).
 */
export default function LoginOutcomePage({ props, query, routePath }: WidgetPageProps<QrLoginProps>) {
  const { t } = useTranslation('qr-login');
  const image = useImageUrl();
  const outcome = routePath.endsWith('/cancel') ? 'cancel' : 'success';
  const token = query.get('token');
  const valid = isLoginToken(token);
  const answer = useApiQuery('qr-login.info', valid ? { token } : undefined);

  if (!valid) return <NoDataView message={t('confirm.missingToken')} image={image('empty.svg')} />;
  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') {
    // The school no longer knows this login (404) or it is someone else's (400): its words.
    if (answer.error.kind === 'envelope' && (answer.error.detail.e === 404 || answer.error.detail.e === 400)) return <NoDataView message={answer.error.message} image={image('empty.svg')} />;
    return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  }
  return (
    <section className={props.layout === 'v2' ? styles.panelV2 : styles.panel} aria-labelledby="outcome-heading" data-testid={`qr-${outcome}`}>
      <div className={outcome === 'success' ? styles.iconOk : styles.iconCancel} aria-hidden="true">
        {outcome === 'success' ? '✓' : '✕'}
      </div>
      <h1 id="outcome-heading" className={styles.heading}>
        {t(`outcome.${outcome}.heading`)}
      </h1>
      <p className={styles.note}>{t(`outcome.${outcome}.text`, { device: answer.data.device })}</p>
      <div className={styles.buttons}>
        <Link className="portal-button portal-button--primary" to="/">
          {t('outcome.home')}
        </Link>
      </div>
    </section>
  );
}
