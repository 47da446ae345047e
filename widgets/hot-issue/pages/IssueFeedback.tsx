import { useState } from 'react';
import { useTranslation, ActionMessage, useAccess, useAction, useApi } from '../../../runtime/app/index.ts';
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
  const [counts, setCounts] = useState({ helpful: issue.helpful, unhelpful: issue.unhelpful, myVote: issue.myVote });
  const vote = useAction((choice: Vote, call) => api.post('hot-issue.feedback', { id: issue.id, helpful: choice === 'helpful' ? 1 : 0 }, call), {
    done: t('feedback.thanks'),
    onDone: (answer) => setCounts(answer),
    failed: (reason) => t('feedback.failed', { message: reason }),
  });

  return (
    <section className={`portal-card ${styles.feedback}`} aria-label={t('feedback.question')} data-testid="hot-issue-feedback">
      <p>{t('feedback.question')}</p>
      {access.status === 'ready' ? (
        <>
          {(['helpful', 'unhelpful'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className={`portal-button ${styles.vote}`}
              aria-pressed={counts.myVote === choice}
              disabled={vote.busy}
              onClick={() => void vote.run(choice)}
            >
              {t(`feedback.${choice}`, { count: counts[choice] })}
            </button>
          ))}
          <ActionMessage action={vote} />
        </>
      ) : (
        <button type="button" className="portal-button" onClick={access.login}>
          {t('feedback.login')}
        </button>
      )}
    </section>
  );
}
