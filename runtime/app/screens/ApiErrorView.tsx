import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ApiError } from '../api/apiError.ts';
import { NoPermissionView } from './AccessViews.tsx';
import { NetworkErrorScreen } from './NetworkErrorScreen.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/**
 * The error state every widget page shows for a failed call: the network-error screen for network
 * failures, the school's own message (`m`) for an envelope error, a plain "system exception" for an
 * answer that is not an envelope, each with a retry. A refusal (403) is no failure to retry: the
 * no-permission screen with the school's words and the way back.
 */
export function ApiErrorView({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('portal');
  if (error.kind === 'network') return <NetworkErrorScreen onRetry={onRetry} />;
  if (error.kind === 'envelope' && error.detail.e === 403) return <NoPermissionView message={error.message} />;
  const message = error.kind === 'envelope' ? t('envelopeError', { message: error.message }) : t('systemException.message');
  return (
    <StatusScreen
      testId="api-error"
      role="alert"
      title={error.kind === 'envelope' ? message : t('systemException.title')}
      message={error.kind === 'envelope' ? undefined : message}
    >
      <button type="button" className="portal-button portal-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </StatusScreen>
  );
}
