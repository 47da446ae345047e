import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen.tsx';

/**
 * Spec §2, the network-error screen: an image, the error text (default "network error"), a back button
 * (one history step) and a feedback dialog that closes only on submit. As in the spec, submitting sends
 * nothing unless the page passes `onFeedback`. Clears the title if it is still the loading title.
 */
export function NetworkErrorScreen(props: { image?: string; message?: string; onRetry?: () => void; onFeedback?: (text: string) => void }) {
  const { t } = useTranslation('portal');
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [text, setText] = useState('');
  useEffect(() => {
    if (document.title === t('loading')) document.title = '';
  }, [t]);
  return (
    <StatusScreen testId="network-error" role="alert" image={props.image} title={props.message || t('networkError.message')} message={t('networkError.hint')}>
      {props.onRetry ? (
        <button type="button" className="portal-button portal-button--primary" onClick={props.onRetry}>
          {t('retry')}
        </button>
      ) : null}
      <button type="button" className="portal-button" onClick={() => history.back()}>
        {t('back')}
      </button>
      <button type="button" className="portal-button portal-button--text" onClick={() => setFeedbackOpen((open) => !open)}>
        {t('networkError.feedback')}
      </button>
      {feedbackOpen ? (
        <div className="portal-dialog" role="dialog" aria-modal="true" aria-labelledby="feedback-title">
          <div className="portal-dialog__panel">
            <h2 id="feedback-title">{t('networkError.feedback')}</h2>
            <textarea aria-label={t('networkError.feedback')} placeholder={t('networkError.feedbackPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} rows={4} />
            <button type="button" className="portal-button portal-button--primary" onClick={() => { props.onFeedback?.(text); setText(''); setFeedbackOpen(false); }}>
              {t('submit')}
            </button>
          </div>
        </div>
      ) : null}
    </StatusScreen>
  );
}
