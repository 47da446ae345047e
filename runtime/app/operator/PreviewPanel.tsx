/** The portal with the draft applied, as one role: the preview URL the host made, in a frame and a new tab. */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { PreviewRoleEntry } from './operatorApi.ts';
import { previewRoleLabel } from './previewRoleLabel.ts';

export function PreviewPanel({ url, role, onClose }: { url: string; role: PreviewRoleEntry; onClose(): void }) {
  const { t } = useTranslation('operator');
  const roleName = previewRoleLabel(t, role);
  return (
    <section className="operator-panel operator-preview" aria-label={t('preview.heading', { role: roleName })} data-testid="preview-panel">
      <div className="operator-panel__head">
        <h2>{t('preview.heading', { role: roleName })}</h2>
        <button type="button" className="portal-dialog__close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </div>
      <p className="operator-muted">
        {t('preview.intro')}{' '}
        <a href={url} target="_blank" rel="noopener">
          {t('preview.openNewTab')}
        </a>
      </p>
      <iframe className="operator-preview__frame" src={url} title={t('preview.frameTitle', { role: roleName })} />
    </section>
  );
}
