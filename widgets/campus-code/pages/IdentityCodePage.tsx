import { useTranslation, QueryView, QrCode, useLocalize, WidgetPage, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { CampusCodeIdentityData, CampusCodeProps, Variant } from '../generated/types.ts';
import { RefreshCountdown } from './RefreshCountdown.tsx';
import { refreshInOf, useIdentityToken } from './useIdentityToken.ts';
import { variantOf } from './variant.ts';
import styles from './campusCode.module.css';

/**
 * center/qrcode, qrcodePage, qrcodeNew, qrcodeBuaa: the holder's identity QR code, drawn on the device
 * from a short-lived token the school signs, refreshed on a countdown. The school's copy of the page
 * (layout, heading, holder line, refresh period) comes from the app's `variants`. The school saying this
 * account has no identity code (a visitor, e = 404) is the no-data view with its words.
 */
export default function IdentityCodePage({ props, routePath }: WidgetPageProps<CampusCodeProps>) {
  const localize = useLocalize();
  const variant = variantOf(props, routePath);
  const { token, refreshing } = useIdentityToken();
  return (
    <WidgetPage title={variant.title ? localize(variant.title) : undefined}>
      <QueryView query={token}>{(data, refresh) => <IdentityCode data={data} variant={variant} refreshing={refreshing} refresh={refresh} />}</QueryView>
    </WidgetPage>
  );
}

function IdentityCode({ data, variant, refreshing, refresh }: { data: CampusCodeIdentityData; variant: Variant; refreshing: boolean; refresh: () => void }) {
  const { t } = useTranslation('campus-code');
  const full = variant.layout === 'full';
  return (
    <div className={`portal-card ${styles.card}`}>
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
      <RefreshCountdown key={data.token} seconds={refreshInOf(data, variant.refreshSeconds ?? 30)} refreshing={refreshing} onDue={refresh} />
      <button type="button" className="portal-button" onClick={refresh} disabled={refreshing}>
        {t('identity.refresh')}
      </button>
      <p className={styles.note}>{t('identity.note')}</p>
    </div>
  );
}
