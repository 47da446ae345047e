import { Link } from 'react-router';
import { NoDataView, QueryView, StatChart, WidgetPage, isRecordId, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { VoteProps, VoteResultData } from '../generated/types.ts';
import { VoteStatus } from './voteParts.tsx';
import styles from './vote.module.css';

/**
 * vote/result?id: the counts per option as a chart (and its table), with the share of the voters and the
 * user's own choices. A vote that hides its results until it closes is refused by the server (e = 403):
 * the school's words say when they will show.
 */
export default function VoteResultPage({ title, query, props, module }: WidgetPageProps<VoteProps>) {
  const { t } = useTranslation('vote');
  const id = query.get('id');
  const result = useApiQuery('vote.result', isRecordId(id) ? { id: Number(id) } : undefined);
  if (!isRecordId(id)) return <NoDataView message={t('missingId')} />;
  return (
    <WidgetPage title={title}>
      <QueryView query={result} noDataCodes={[403, 404]}>
        {(data) => <Results result={data} chart={props.chart ?? 'bar'} module={module} />}
      </QueryView>
    </WidgetPage>
  );
}

function Results({ result, chart, module }: { result: VoteResultData; chart: 'bar' | 'pie'; module: string }) {
  const { t } = useTranslation('vote');
  const share = (votes: number) => (result.voters === 0 ? '0%' : `${Math.round((votes / result.voters) * 1000) / 10}%`);
  return (
    <>
      <section className="portal-card">
        <h2 className="portal-card__title">{result.title}</h2>
        <p className={styles.meta}>
          <VoteStatus status={result.status} />
          <span>{result.status === 'closed' ? t('result.final') : t('result.live')}</span>
        </p>
        <p data-testid="vote-voters">{t('result.voters', { count: result.voters })}</p>
      </section>
      <section className="portal-card" data-testid="vote-result">
        <StatChart
          kind={chart}
          horizontal={chart === 'bar'}
          title={t('result.chart')}
          category={t('result.option')}
          labels={result.options.map((option) => option.label)}
          series={[{ label: t('result.votes'), values: result.options.map((option) => option.votes) }]}
        />
        <ul className={styles.shares} data-testid="vote-shares">
          {result.options.map((option) => (
            <li key={option.id} data-option={option.label}>
              <span>
                {option.label}
                {result.myChoices.includes(option.id) ? <span className="portal-badge portal-badge--info">{t('result.mine')}</span> : null}
              </span>
              <span>{t('result.votesOf', { votes: option.votes, share: share(option.votes) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.links}>
        <Link to={`/${module}/detail?id=${result.id}`}>{t('result.back')}</Link>
      </p>
    </>
  );
}
