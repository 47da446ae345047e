import { useTranslation } from '../i18n/useTranslation.tsx';

/**
 * Page n of m with previous / next, for lists a school answers page by page (`page` from 1). Renders
 * nothing when everything fits on one page.
 */
export function Pager({
  page,
  size,
  total,
  onPage,
  busy = false,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('portal');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pages <= 1) return null;
  return (
    <nav className="portal-pager" aria-label={t('pager.label')} data-testid="pager">
      <button type="button" className="portal-button" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="portal-pager__status" aria-live="polite">
        {t('pager.status', { page, pages })}
      </span>
      <button type="button" className="portal-button" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
