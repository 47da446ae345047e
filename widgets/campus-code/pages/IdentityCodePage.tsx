import { useTranslation, ApiErrorView, LoadingView, NoDataView, useImageUrl, useLocalize, type WidgetPageProps, QrCode } from '../../../runtime/app/index.ts';
import type { CampusCodeProps } from '../generated/types.ts';
import { RefreshCountdown } from './RefreshCountdown.tsx';
import { useIdentityToken } from './useIdentityToken.ts';
import { variantOf } from './variant.ts';
import styles from './campusCode.module.css';

/**
 * center/qrcode, qrcodePage, qrcodeNew, qrcodeBuaa: the holder's identity QR code, drawn on the device
 * from a short-lived token the school signs, refreshed on a countdown. The school's copy of the page
 * (layout, heading, holder line, refresh period) comes from the app's `variants`.
 */
export default function IdentityCodePage({ props, routePath, title }: WidgetPageProps<CampusCodeProps>) {
  const { t } = useTranslation('campus-code');
  const localize = useLocalize();
  const variant = variantOf(props, routePath);
  const image = useImageUrl();
  const { data, error, refreshing, refreshIn, refresh } = useIdentityToken(variant.refreshSeconds ?? 30);

  // The school says this account has no identity code (a visitor): its words, no retry.
  if (error?.kind === 'envelope' && error.detail.e === 404) return <NoDataView message={error.message} image={image('empty.svg')} />;
  if (error) return <ApiErrorView error={error} onRetry={refresh} />;
  if (!data) return <LoadingView />;
  const full = variant.layout === 'full';
  return (
    <section className={full ? styles.fullPage : styles.page} aria-labelledby="identity-heading">
      <div className={styles.card}>
        <h1 id="identity-heading" className={styles.heading}>
          {variant.title ? localize(variant.title) : title}
        </h1>
        <div className={styles.code} aria-busy={refreshing}>
          <QrCode value={data.token} label={t('identity.codeLabel', { name: data.holder.name })} size={full ? 320 : 240} testId="identity-code" />
        </div>
        {variant.showHolder !== false ? (
          <p className={styles.holder} data-testid="identity-holder">
            <strong>{data.holder.name}</strong>
            <span>{data.holder.roleName}</span>
            <span>{data.holder.account}</span>
          </p>
        ) : null}
        <RefreshCountdown key={data.token} seconds={refreshIn} refreshing={refreshing} onDue={refresh} />
        <button type="button" className="portal-button" onClick={refresh} disabled={refreshing}>
          {t('identity.refresh')}
        </button>
        <p className={styles.note}>{t('identity.note')}</p>
      </div>
    </section>
  );
}
