import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AnswerItem } from '../generated/types.ts';
import { PaperBadges, minute } from './answerParts.tsx';
import styles from './answer.module.css';

/** answer/index: the quizzes and surveys, open first, with the user's attempts and best score. */
export default function AnswerIndexPage({ title, module }: WidgetPageProps) {
  const { t } = useTranslation('answer');
  const papers = useApiQuery('answer.list', {});
  const card = (paper: AnswerItem) => (
    <li key={paper.id} className="portal-card" data-paper={paper.id}>
      <h2 className="portal-card__title">
        <Link to={`/${module}/mes?id=${paper.id}`}>{paper.title}</Link>
      </h2>
      <p className={styles.meta}>
        <PaperBadges paper={paper} />
        <span>{t('list.questions', { count: paper.questionCount })}</span>
        <span>{t('list.closes', { time: minute(paper.closesAt) })}</span>
      </p>
      <p className={styles.meta}>
        <span>
          {paper.attemptsLimit === null
            ? t('list.attemptsFree', { used: paper.attemptsUsed })
            : t('list.attempts', { used: paper.attemptsUsed, limit: paper.attemptsLimit })}
        </span>
        {paper.bestScore !== null && paper.totalScore !== null ? <span>{t('list.best', { score: paper.bestScore, total: paper.totalScore })}</span> : null}
        {paper.attemptsUsed > 0 ? <Link to={`/${module}/history?id=${paper.id}`}>{t('list.history')}</Link> : null}
      </p>
    </li>
  );
  return (
    <WidgetPage title={title}>
      <QueryView query={papers} empty={t('list.empty')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <ul className="portal-list" data-testid="answer-list">
            {data.list.map(card)}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}
