import { useState } from 'react';
import {
  useTranslation,
  ApiErrorView,
  EmptyView,
  LoadMoreFooter,
  LoadingView,
  formatDate,
  isRecordId,
  useAccess,
  useApi,
  useDialogs,
  useImageUrl,
  usePagedList,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { PhotoWallCampaignData, PhotoWallProps } from '../generated/types.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import { PhotoSubmitForm } from './PhotoSubmitForm.tsx';
import styles from './photoWall.module.css';

type Campaign = NonNullable<PhotoWallCampaignData['campaign']>;

/**
 * photoCollection/index: a photo collection campaign (征集活动) — its theme, organiser, deadline and the
 * entries so far; while it is open a logged-in user sends photos up to the per-user limit. Other
 * campaigns, open first, are one tap away.
 */
export default function CollectionPage({ props, query }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const dialogs = useDialogs();
  const image = useImageUrl();
  const access = useAccess();
  const asked = query.get('id');
  const [chosen, setChosen] = useState<number | undefined>(isRecordId(asked) ? Number(asked) : undefined);
  const size = props.pageSize ?? 12;
  const entries = usePagedList('photo-wall.campaign', chosen ? { id: chosen } : {}, size);
  const answer = entries.last;

  if (entries.status === 'loading' && !answer) return <LoadingView />;
  if (entries.status === 'error' && entries.error) return <ApiErrorView error={entries.error} onRetry={entries.retry} />;
  if (!answer?.campaign) return <EmptyView message={t('collection.empty')} image={image('empty.svg')} />;
  const campaign = answer.campaign;

  return (
    <section className={styles.page} aria-labelledby="collection-heading" aria-busy={entries.status === 'loading'}>
      {answer.campaigns.length > 1 ? (
        <nav className={styles.tabs} aria-label={t('collection.campaigns')}>
          {answer.campaigns.map((c) => (
            <button key={c.id} type="button" className={styles.chip} aria-pressed={c.id === campaign.id} onClick={() => setChosen(c.id)}>
              {c.theme}
              <span className={styles.chipNote}>{c.open ? t('collection.open') : t('collection.closed')}</span>
            </button>
          ))}
        </nav>
      ) : null}
      <header className={styles.campaign} data-testid="campaign">
        <img className={styles.campaignCover} src={image(campaign.cover)} alt="" width={320} height={220} />
        <div className={styles.campaignText}>
          <p>
            <span className={styles.status} data-status={campaign.open ? 'approved' : 'closed'}>
              {campaign.open ? t('collection.open') : t('collection.closed')}
            </span>
          </p>
          <h1 id="collection-heading" className={styles.heading}>
            {campaign.theme}
          </h1>
          <p className={styles.muted}>{t('collection.organizer', { name: campaign.organizer })}</p>
          <p className={styles.muted}>{t('collection.period', { start: formatDate(campaign.startAt), end: formatDate(campaign.deadline) })}</p>
          <p className={styles.description}>{campaign.description}</p>
        </div>
      </header>
      <EntryBox
        campaign={campaign}
        loggedIn={access.status !== 'anonymous'}
        onLogin={access.login}
        maxImageEdge={props.maxImageEdge ?? 1600}
        titleMax={props.titleMaxLength ?? 30}
        send={async ({ photo, title }) => {
          await api.post('photo-wall.campaignSubmit', { campaignId: campaign.id, title, url: photo.url });
          dialogs.popup(t('collection.done'));
          // A new entry reloads the campaign: its count, the user's count and the grid.
          entries.reload();
        }}
      />
      <h2 className={styles.sectionTitle}>{t('collection.entries', { count: entries.total })}</h2>
      {entries.items.length === 0 && entries.status === 'loading' ? (
        <LoadingView />
      ) : entries.items.length === 0 ? (
        <p className={styles.note}>{t('collection.noEntries')}</p>
      ) : (
        <>
          <PhotoGrid
            photos={entries.items}
            testId="campaign-entries"
            footer={(entry) => (
              <div className={styles.footer}>
                <span className={styles.muted}>{entry.author}</span>
                {entry.mine ? (
                  <span className={styles.status} data-status="approved">
                    {t('collection.mineBadge')}
                  </span>
                ) : null}
              </div>
            )}
          />
          <LoadMoreFooter paged={entries} />
        </>
      )}
    </section>
  );
}

/** What the user can do about the campaign: send an entry, log in first, or read why not. */
function EntryBox({
  campaign,
  loggedIn,
  onLogin,
  maxImageEdge,
  titleMax,
  send,
}: {
  campaign: Campaign;
  loggedIn: boolean;
  onLogin: () => void;
  maxImageEdge: number;
  titleMax: number;
  send: Parameters<typeof PhotoSubmitForm>[0]['submit'];
}) {
  const { t } = useTranslation('photo-wall');
  if (!campaign.open)
    return (
      <p className={styles.closedNote} data-testid="campaign-closed">
        {t('collection.closedNote')}
      </p>
    );
  if (!loggedIn) {
    return (
      <p className={styles.note}>
        <button type="button" className="portal-button" onClick={onLogin}>
          {t('collection.loginToSubmit')}
        </button>
      </p>
    );
  }
  if (campaign.mine >= campaign.maxPerUser) return <p className={styles.note}>{t('collection.limitReached', { max: campaign.maxPerUser })}</p>;
  return (
    <section className={styles.entryBox} aria-labelledby="entry-heading">
      <h2 id="entry-heading" className={styles.sectionTitle}>
        {t('collection.submitTitle')}
        <span className={styles.counter}>{t('collection.mine', { count: campaign.mine, max: campaign.maxPerUser })}</span>
      </h2>
      <PhotoSubmitForm
        key={campaign.mine}
        titleMax={titleMax}
        descriptionMax={0}
        maxImageEdge={maxImageEdge}
        labels={{ title: t('collection.titleLabel'), titlePlaceholder: t('collection.titlePlaceholder'), submit: t('collection.submit') }}
        submit={send}
      />
    </section>
  );
}
