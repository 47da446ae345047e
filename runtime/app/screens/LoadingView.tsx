import { useTranslation } from '../i18n/useTranslation.tsx';

/** The quiet placeholder while a page or its data loads. */
export function LoadingView() {
  const { t } = useTranslation('portal');
  return (
    <div className="portal-loading" role="status" aria-live="polite" data-testid="loading">
      <span className="portal-loading__spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

/** An empty list or page, with the widget's own words when it has them. */
export function EmptyView({ message, image }: { message?: string; image?: string }) {
  const { t } = useTranslation('portal');
  return (
    <div className="portal-empty" role="status" data-testid="empty">
      {image ? <img src={image} alt="" width={120} height={90} /> : null}
      <p>{message || t('empty')}</p>
    </div>
  );
}
