import { useState } from 'react';
import { useTranslation, isApiError, useAccess, useApi, useDialogs } from '../../../runtime/app/index.ts';
import type { HotIssueDetailData } from '../generated/types.ts';
import styles from './hotIssue.module.css';

type Vote = 'helpful' | 'unhelpful';

/**
 * "Was this helpful?": a logged-in reader votes (and may change the vote); an anonymous one is offered
 * the login instead of a button that would fail.
 */
export function IssueFeedback({ issue }: { issue: HotIssueDetailData }) {
  const { t } = useTranslation('hot-issue');
  const api = useApi();
  const access = useAccess();
  const dialogs = useDialogs();
  const [counts, setCounts] = useState({ helpful: issue.helpful, unhelpful: issue.unhelpful, myVote: issue.myVote });
  const [sending, setSending] = useState(false);

  const vote = async (choice: Vote) => {
    setSending(true);
    try {
      const answer = await api.post('hot-issue.feedback', { id: issue.id, helpful: choice === 'helpful' ? 1 : 0 });
      setCounts(answer);
      dialogs.popup(t('feedback.thanks'));
    } catch (error) {
      dialogs.popup(t('feedback.failed', { message: isApiError(error) ? error.message : String(error) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={`${styles.section} ${styles.feedback}`} aria-label={t('feedback.question')} data-testid="hot-issue-feedback">
      <p>{t('feedback.question')}</p>
      {access.status === 'ready' ? (
        (['helpful', 'unhelpful'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={`portal-button ${styles.vote}`}
            aria-pressed={counts.myVote === choice}
            disabled={sending}
            onClick={() => void vote(choice)}
          >
            {t(`feedback.${choice}`, { count: counts[choice] })}
          </button>
        ))
      ) : (
        <button type="button" className="portal-button" onClick={access.login}>
          {t('feedback.login')}
        </button>
      )}
    </section>
  );
}
