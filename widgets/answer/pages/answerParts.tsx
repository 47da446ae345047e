import { formatTime, useTranslation } from '../../../runtime/app/index.ts';
import type { AnswerItem } from '../generated/types.ts';
import styles from './answer.module.css';

const BADGE: Record<AnswerItem['status'], string> = { open: 'success', upcoming: 'info', closed: 'warning' };
export const minute = (seconds: number) => formatTime(seconds, 'YYYY-MM-DD HH:mm');

/** A paper's kind and state as badges: 知识竞答 / 问卷调查, 进行中 / 未开始 / 已结束. */
export function PaperBadges({ paper }: { paper: Pick<AnswerItem, 'kind' | 'status'> }) {
  const { t } = useTranslation('answer');
  return (
    <>
      <span className="portal-badge portal-badge--info">{t(`kind.${paper.kind}`)}</span>
      <span className={`portal-badge portal-badge--${BADGE[paper.status]}`}>{t(`status.${paper.status}`)}</span>
    </>
  );
}

/** Attempts left: null without a limit. */
export const attemptsLeft = (paper: Pick<AnswerItem, 'attemptsLimit' | 'attemptsUsed'>) =>
  paper.attemptsLimit === null ? null : Math.max(0, paper.attemptsLimit - paper.attemptsUsed);

/** The organizer's notice, its paragraphs separated by blank lines (plain text, never HTML). */
export function Paragraphs({ text, testId }: { text: string; testId?: string }) {
  return (
    <div data-testid={testId}>
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
