import { useTranslation } from '../i18n/useTranslation.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/** Spec §8: the full-page "system exception" shown after an exception while handling an answer (mode 1). */
export function SystemExceptionView({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <StatusScreen testId="system-exception" role="alert" title={t('systemException.title')} message={t('systemException.message')}>
      {onRetry ? (
        <button type="button" className="portal-button" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </StatusScreen>
  );
}
