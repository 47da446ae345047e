import { useState } from 'react';
import {
  useTranslation,
  ListView,
  QueryView,
  WidgetPage,
  formatDate,
  isRecordId,
  useAccess,
  useApi,
  useDialogs,
  useImageUrl,
  usePagedList,
  type PagedList,
  type QueryState,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { PhotoWallCampaignData, PhotoWallProps } from '../generated/types.ts';
import { PhotoGrid } from './PhotoGrid.tsx';
import { PhotoSubmitForm } from './PhotoSubmitForm.tsx';
import styles from './photoWall.module.css';

type Campaign = NonNullable<PhotoWallCampaignData['campaign']>;

/**
 * The campaign's answer as one query: its first page carries the campaign beside the entries, and the
 * campaign shows even while it has no entries yet, which ListView (empty without items) would not.
 */
function campaignAnswer(entries: PagedList<'photo-wall.campaign'>): QueryState<PhotoWallCampaignData> & { reload: () => void } {
  if (entries.last) return { status: 'ready', data: entries.last, reload: entries.reload };
  if (entries.status === 'error' && entries.error) return { status: 'error', error: entries.error, reload: entries.retry };
  return { status: 'loading', reload: entries.retry };
}

/**
 * photoCollection/index: a photo collection campaign (征集活动) — its theme, organiser, deadline and the
 * entries so far; while it is open a logged-in user sends photos up to the per-user limit. Other
 * campaigns, open first, are one tap away.
 */
export default function CollectionPage({ props, query, title }: WidgetPageProps<PhotoWallProps>) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const dialogs = useDialogs();
  const image = useImageUrl();
  const access = useAccess();
  const asked = query.get('id');
  const [chosen, setChosen] = useState<number | undefined>(isRecordId(asked) ? Number(asked) : undefined);
  const entries = usePagedList('photo-wall.campaign', chosen ? { id: chosen } : {}, props.pageSize ?? 12);

  return (
    <WidgetPage title={title} className={styles.page}>
      <QueryView query={campaignAnswer(entries)} empty={t('collection.empty')} isEmpty={(answer) => !answer.campaign}>
        {(answer) => {
          const campaign = answer.campaign!;
          return (
            <div aria-busy={entries.status === 'loading'}>
              {answer.campaigns.length > 1 ? (
                <div className="portal-chips" role="group" aria-label={t('collection.campaigns')}>
                  {answer.campaigns.map((c) => (
                    <button key={c.id} type="button" className="portal-chip" aria-pressed={c.id === campaign.id} onClick={() => setChosen(c.id)}>
                      {c.theme}
                      <span className="portal-chip__count">{c.open ? t('collection.open') : t('collection.closed')}</span>
                    </button>
                  ))}
                </div>
              ) : null}
              <header className={styles.campaign} data-testid="campaign">
                <img className={styles.campaignCover} src={image(campaign.cover)} alt="" width={320} height={220} />
                <div className={styles.campaignText}>
                  <p>
                    <span className={campaign.open ? 'portal-badge portal-badge--success' : 'portal-badge'}>
                      {campaign.open ? t('collection.open') : t('collection.closed')}
                    </span>
                  </p>
                  <h2 className={styles.campaignTheme}>{campaign.theme}</h2>
                  <p className="portal-muted">{t('collection.organizer', { name: campaign.organizer })}</p>
                  <p className="portal-muted">{t('collection.period', { start: formatDate(campaign.startAt), end: formatDate(campaign.deadline) })}</p>
                  <p className={styles.description}>{campaign.description}</p>
                </div>
              </header>
              <EntryBox
                campaign={campaign}
                loggedIn={access.status !== 'anonymous'}
                onLogin={access.login}
                maxImageEdge={props.maxImageEdge ?? 1600}
                titleMax={props.titleMaxLength ?? 30}
                send={async ({ photo, title: entryTitle }, call) => {
                  await api.post('photo-wall.campaignSubmit', { campaignId: campaign.id, title: entryTitle, url: photo.url }, call);
                  dialogs.popup(t('collection.done'));
                  // A new entry reloads the campaign: its count, the user's count and the grid.
                  entries.reload();
                }}
              />
              <h2 className={styles.sectionTitle}>{t('collection.entries', { count: entries.total })}</h2>
              <ListView list={entries} empty={t('collection.noEntries')}>
                {(items) => (
                  <PhotoGrid
                    photos={items}
                    testId="campaign-entries"
                    footer={(entry) => (
                      <div className={styles.footer}>
                        <span className="portal-muted">{entry.author}</span>
                        {entry.mine ? <span className="portal-badge portal-badge--success">{t('collection.mineBadge')}</span> : null}
                      </div>
                    )}
                  />
                )}
              </ListView>
            </div>
          );
        }}
      </QueryView>
    </WidgetPage>
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
