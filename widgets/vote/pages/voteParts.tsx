import { Facts, formatTime, useTranslation } from '../../../runtime/app/index.ts';
import type { VoteDetailData, VoteItem } from '../generated/types.ts';
import styles from './vote.module.css';

const BADGE: Record<VoteItem['status'], string> = { open: 'success', upcoming: 'info', closed: 'warning' };
export const minute = (seconds: number) => formatTime(seconds, 'YYYY-MM-DD HH:mm');

/** A vote's state as a badge: 进行中, 未开始, 已结束. */
export function VoteStatus({ status }: { status: VoteItem['status'] }) {
  const { t } = useTranslation('vote');
  return <span className={`portal-badge portal-badge--${BADGE[status]}`}>{t(`status.${status}`)}</span>;
}

/** The deadline as the list says it: opens at, closes at, or closed at. */
export function deadlineKey(vote: Pick<VoteItem, 'status'>) {
  return vote.status === 'upcoming' ? 'list.opens' : vote.status === 'open' ? 'list.closes' : 'list.closed';
}

/** A vote's rules: organizer, period, single or multiple choice, when its results show. */
export function VoteFacts({ vote }: { vote: VoteDetailData }) {
  const { t } = useTranslation('vote');
  return (
    <Facts
      testId="vote-facts"
      facts={[
        [t('facts.organizer'), vote.organizer, 'organizer'],
        [t('facts.period'), `${minute(vote.opensAt)} – ${minute(vote.closesAt)}`, 'period'],
        [t('facts.rule'), vote.multiple ? t('facts.multiple', { count: vote.maxChoices }) : t('facts.single'), 'rule'],
        [t('facts.results'), vote.resultsWhen === 'always' ? t('facts.resultsAlways') : t('facts.resultsClosed'), 'results'],
      ]}
    />
  );
}

/** The organizer's notice, its paragraphs separated by blank lines (plain text, never HTML). */
export function VoteDescription({ text }: { text: string }) {
  return (
    <div data-testid="vote-description">
      {text
        .split(/\n\s*\n/u)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
    </div>
  );
}
