import { Link } from 'react-router';
import { DetailPage, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { VoteDescription, VoteFacts, VoteStatus } from './voteParts.tsx';
import styles from './vote.module.css';

/**
 * vote/msg?id: a vote's notice (投票说明), the organizer's description in full and its rules (who runs it,
 * when, how many choices, when the results show, that a ballot can be changed until the deadline).
 */
export default function VoteNoticePage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('vote');
  return (
    <DetailPage apiKey="vote.detail" query={query} missingMessage={t('missingId')}>
      {(vote) => (
        <WidgetPage title={vote.title}>
          <article className="portal-card">
            <p className={styles.meta}>
              <VoteStatus status={vote.status} />
            </p>
            <VoteDescription text={vote.description} />
            <VoteFacts vote={vote} />
            <p className="portal-muted">{t('facts.change')}</p>
          </article>
          <p className={styles.links}>
            <Link className="portal-button portal-button--primary" to={`/${module}/detail?id=${vote.id}`}>
              {t('notice.go')}
            </Link>
            {vote.resultsOpen && vote.status !== 'upcoming' ? <Link to={`/${module}/result?id=${vote.id}`}>{t('notice.result')}</Link> : null}
          </p>
        </WidgetPage>
      )}
    </DetailPage>
  );
}
