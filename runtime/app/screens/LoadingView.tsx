import { useTranslation } from '../i18n/useTranslation.tsx';
import { statusImages } from './statusImages.ts';

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

/** An empty list or page: the widget's own words (the portal's 暂无数据 when none) under the runtime's empty picture. */
export function EmptyView({ message, image = statusImages.empty }: { message?: string; image?: string }) {
  const { t } = useTranslation('portal');
  return (
    <div className="portal-empty" role="status" data-testid="empty">
      <img src={image} alt="" width={120} height={90} />
      <p>{message || t('empty')}</p>
    </div>
  );
}
