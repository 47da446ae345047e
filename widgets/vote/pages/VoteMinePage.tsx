import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { VoteStatus, minute } from './voteParts.tsx';
import styles from './vote.module.css';

/** vote/myResult: the user's ballots, latest first, each with what was chosen and a way to the vote and its results. */
export default function VoteMinePage({ title, module }: WidgetPageProps) {
  const { t } = useTranslation('vote');
  const mine = useApiQuery('vote.mine', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={mine} empty={t('mine.empty')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <ul className="portal-list" data-testid="vote-mine">
            {data.list.map((ballot) => (
              <li key={ballot.id} className="portal-card" data-vote={ballot.id}>
                <h2 className="portal-card__title">{ballot.title}</h2>
                <p className={styles.meta}>
                  <VoteStatus status={ballot.status} />
                  <span>{t('mine.votedAt', { time: minute(ballot.votedAt) })}</span>
                </p>
                <p data-testid="vote-chose">{t('mine.chose', { choices: ballot.choices.join('、') })}</p>
                <p className={styles.links}>
                  <Link to={`/${module}/detail?id=${ballot.id}`}>{t('mine.detail')}</Link>
                  {ballot.resultsOpen ? <Link to={`/${module}/result?id=${ballot.id}`}>{t('mine.result')}</Link> : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}
