import { Link } from 'react-router';
import { NoDataView, QueryView, WidgetPage, isRecordId, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { minute } from './answerParts.tsx';
import styles from './answer.module.css';

/** answer/history (`?id=` for one paper): the user's attempts, latest first, with their scores and reviews. */
export default function AnswerHistoryPage({ title, query, module }: WidgetPageProps) {
  const { t } = useTranslation('answer');
  const id = query.get('id');
  const valid = id === null || isRecordId(id);
  const history = useApiQuery('answer.history', valid ? (id === null ? {} : { id: Number(id) }) : undefined);
  if (!valid) return <NoDataView message={t('missingId')} />;
  return (
    <WidgetPage title={title}>
      <QueryView query={history} empty={t('history.empty')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <ul className="portal-list" data-testid="answer-history">
            {data.list.map((attempt) => (
              <li key={attempt.attemptId} className="portal-card" data-attempt={attempt.attemptId}>
                <h2 className="portal-card__title">{attempt.title}</h2>
                <p className={styles.meta}>
                  <span className="portal-badge portal-badge--info">{t(`kind.${attempt.kind}`)}</span>
                  <span>{t('history.submittedAt', { time: minute(attempt.submittedAt) })}</span>
                  <span data-testid="answer-score">
                    {attempt.score !== null && attempt.totalScore !== null
                      ? t('history.score', { score: attempt.score, total: attempt.totalScore })
                      : t('history.submitted')}
                  </span>
                  {attempt.passed !== null ? (
                    <span className={`portal-badge portal-badge--${attempt.passed ? 'success' : 'warning'}`}>
                      {attempt.passed ? t('history.passed') : t('history.failed')}
                    </span>
                  ) : null}
                </p>
                <p className={styles.links}>
                  <Link to={`/${module}/record?id=${attempt.attemptId}`}>{t('history.review')}</Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}
