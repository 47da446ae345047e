import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DetailPage, FormActions, WidgetPage, useAction, useApi, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { VoteDetailData } from '../generated/types.ts';
import { VoteFacts, VoteStatus, minute } from './voteParts.tsx';
import styles from './vote.module.css';

/** vote/detail?id: a vote's rules and options, the user's ballot, cast or changed until the deadline. */
export default function VoteDetailPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('vote');
  return (
    <DetailPage apiKey="vote.detail" query={query} missingMessage={t('missingId')}>
      {(vote, reload) => <Ballot key={vote.id} vote={vote} module={module} reload={reload} />}
    </DetailPage>
  );
}

function Ballot({ vote, module, reload }: { vote: VoteDetailData; module: string; reload: () => void }) {
  const { t } = useTranslation('vote');
  const api = useApi();
  const [picked, setPicked] = useState<number[]>(vote.myChoices);
  const [problem, setProblem] = useState('');
  const cast = useAction((options: number[], call) => api.post('vote.cast', { id: vote.id, options }, call), {
    done: (answer) => (answer.changed ? t('ballot.changed') : t('ballot.done')),
    onDone: () => reload(),
    failed: (reason) => t('failed', { reason }),
  });
  const open = vote.status === 'open';
  const toggle = (id: number) => {
    setProblem('');
    cast.reset();
    setPicked((now) => (!vote.multiple ? [id] : now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return setProblem(t('ballot.none'));
    if (picked.length > vote.maxChoices) return setProblem(t('ballot.tooMany', { count: vote.maxChoices }));
    void cast.run(picked);
  };
  return (
    <WidgetPage title={vote.title}>
      <section className="portal-card">
        <p className={styles.meta}>
          <VoteStatus status={vote.status} />
        </p>
        <VoteFacts vote={vote} />
        <p className={styles.links}>
          <Link to={`/${module}/msg?id=${vote.id}`}>{t('ballot.notice')}</Link>
          {vote.resultsOpen && vote.status !== 'upcoming' ? <Link to={`/${module}/result?id=${vote.id}`}>{t('ballot.result')}</Link> : null}
        </p>
      </section>
      <form className="portal-card" onSubmit={submit} data-testid="vote-ballot" noValidate>
        <fieldset className={styles.options} disabled={!open || cast.busy}>
          <legend>{vote.multiple ? t('ballot.pickMax', { picked: picked.length, max: vote.maxChoices }) : t('ballot.legend')}</legend>
          {vote.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input type={vote.multiple ? 'checkbox' : 'radio'} name="vote-option" checked={picked.includes(option.id)} onChange={() => toggle(option.id)} />
              <span>
                {option.label}
                {option.note ? <span className={`${styles.note} portal-muted`}>{option.note}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        {vote.votedAt !== undefined ? <p className="portal-notice portal-notice--success">{t('ballot.mine', { time: minute(vote.votedAt) })}</p> : null}
        {vote.status === 'upcoming' ? <p className="portal-notice portal-notice--warning">{t('ballot.upcoming', { time: minute(vote.opensAt) })}</p> : null}
        {vote.status === 'closed' ? <p className="portal-notice portal-notice--warning">{t('ballot.closed')}</p> : null}
        {!vote.resultsOpen ? <p className="portal-muted">{t('ballot.resultsLater')}</p> : null}
        {open ? <FormActions action={cast} submit={vote.votedAt !== undefined ? t('ballot.change') : t('ballot.submit')} problem={problem} /> : null}
      </form>
    </WidgetPage>
  );
}
