import { useEffect, useId, useState } from 'react';
import type { ApiKey } from '../api/apiResponses.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { usePortal } from '../site/PortalContext.tsx';
import { statusImages } from './statusImages.ts';
import { StatusScreen } from './StatusScreen.tsx';

/**
 * Spec §2, the network-error screen: an image (the runtime's own, statusImages.ts), the error text (default
 * "network error"), a back button (one history step) and a feedback dialog with a text area, a close icon
 * and a submit button. The dialog closes only on submit (legacy-portal §4). As in the old system, submitting sends
 * nothing — unless the site's manifest names an API key (`networkError.feedbackApi`) to send the text to.
 * The close icon is the same action as submitting without text: in the old system both simply closed,
 * and "closes only on submit" must not leave a student trapped in a dialog. The screen clears the page
 * title if it is still the loading title.
 */
export function NetworkErrorScreen(props: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('portal');
  const { manifest, api, dialogs } = usePortal();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [text, setText] = useState('');
  const titleId = useId();
  const feedbackApi = manifest.networkError.feedbackApi;

  useEffect(() => {
    if (document.title === t('loading')) document.title = '';
  }, [t]);

  const submit = (content: string) => {
    setFeedbackOpen(false);
    setText('');
    if (!feedbackApi || !content.trim()) return;
    // resolveManifest checked that the manifest's feedbackApi names a declared key.
    api.post(feedbackApi as ApiKey, { content: content.trim() }, { login: 'return' }).then(
      () => dialogs.popup(t('networkError.feedbackThanks')),
      () => undefined, // the network is down, after all: nothing more to say than the screen already does
    );
  };

  return (
    <StatusScreen
      testId="network-error"
      role="alert"
      image={statusImages.networkError}
      title={props.message || t('networkError.message')}
      message={t('networkError.hint')}
    >
      {props.onRetry ? (
        <button type="button" className="portal-button portal-button--primary" onClick={props.onRetry}>
          {t('retry')}
        </button>
      ) : null}
      <button type="button" className="portal-button" onClick={() => history.back()}>
        {t('back')}
      </button>
      <button type="button" className="portal-button portal-button--text" aria-expanded={feedbackOpen} onClick={() => setFeedbackOpen(true)}>
        {t('networkError.feedback')}
      </button>
      {feedbackOpen ? (
        <div className="portal-dialog" data-testid="feedback-dialog">
          <div className="portal-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <div className="portal-dialog__header">
              <h2 id={titleId}>{t('networkError.feedback')}</h2>
              <button type="button" className="portal-dialog__close" aria-label={t('close')} onClick={() => submit('')}>
                ×
              </button>
            </div>
            <textarea
              aria-label={t('networkError.feedback')}
              placeholder={t('networkError.feedbackPlaceholder')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={4}
              maxLength={2000}
            />
            <button type="button" className="portal-button portal-button--primary" onClick={() => submit(text)}>
              {t('submit')}
            </button>
          </div>
        </div>
      ) : null}
    </StatusScreen>
  );
}
