import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link, useNavigate } from 'react-router';
import { useCanGoBack } from '../router/useCanGoBack.ts';

/**
 * The way out of a screen that is a dead end (no permission, login not completed, no such page): back to
 * where the user came from when the portal has a page to go back to, and home always. A user who
 * opened the link from a chat has no "back" inside the portal: only home is offered then.
 */
export function WayOut() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <>
      {canGoBack ? (
        <button type="button" className="portal-button" onClick={() => void navigate(-1)} data-testid="way-out-back">
          {t('back')}
        </button>
      ) : null}
      <Link className="portal-button" to="/" data-testid="way-out-home">
        {t('backHome')}
      </Link>
    </>
  );
}
