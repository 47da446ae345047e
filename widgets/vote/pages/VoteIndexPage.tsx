import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { VoteItem } from '../generated/types.ts';
import { VoteStatus, deadlineKey, minute } from './voteParts.tsx';
import styles from './vote.module.css';

/** vote/index: every vote, open ones first, each with its deadline, how many took part and whether the user voted. */
export default function VoteIndexPage({ title, module }: WidgetPageProps) {
  const { t } = useTranslation('vote');
  const votes = useApiQuery('vote.list', {});
  const card = (vote: VoteItem) => (
    <li key={vote.id} className="portal-card" data-vote={vote.id}>
      <h2 className="portal-card__title">
        <Link to={`/${module}/detail?id=${vote.id}`}>{vote.title}</Link>
      </h2>
      <p className={styles.meta}>
        <VoteStatus status={vote.status} />
        {vote.voted ? <span className="portal-badge portal-badge--info">{t('list.voted')}</span> : null}
        <span>{t(deadlineKey(vote), { time: minute(vote.status === 'upcoming' ? vote.opensAt : vote.closesAt) })}</span>
        <span>{t('list.voters', { count: vote.voters })}</span>
      </p>
      {vote.resultsOpen && vote.status !== 'upcoming' ? (
        <p className={styles.links}>
          <Link to={`/${module}/result?id=${vote.id}`}>{t('list.result')}</Link>
        </p>
      ) : null}
    </li>
  );
  return (
    <WidgetPage title={title}>
      <QueryView query={votes} empty={t('list.empty')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <ul className="portal-list" data-testid="vote-list">
            {data.list.map(card)}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}
