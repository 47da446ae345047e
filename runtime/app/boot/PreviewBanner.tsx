import { useTranslation } from '../i18n/useTranslation.tsx';
import type { PreviewUser } from './loadSite.ts';

/** Says, on every page of a preview, that this is an operator's unpublished draft and as whom it is seen. */
export function PreviewBanner({ user }: { user: PreviewUser }) {
  const { t } = useTranslation('portal');
  return (
    <div className="portal-preview-banner" role="status" data-testid="preview-banner">
      <span>{t('preview.banner', { who: user ? user.name : t('preview.anonymous') })}</span>
      <button
        type="button"
        onClick={() => {
          sessionStorage.removeItem('portal.preview');
          location.assign('/');
        }}
      >
        {t('preview.exit')}
      </button>
    </div>
  );
}
