import { useState } from 'react';
import {
  ActionButton,
  DecisionForm,
  DetailPage,
  Facts,
  WidgetPage,
  formatDate,
  useAction,
  useApi,
  useDialogs,
  useImageUrl,
  useTranslation,
  type ApiData,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { Price, StatusBadge, type Layout, type ListingStatus } from './marketKit.tsx';
import styles from './market.module.css';

type Detail = ApiData<'flea-market.detail'>;

/**
 * A listing's page, for both layouts: its pictures (a tap previews them), price, condition and seller.
 * A buyer favourites it or says they want it, which shows the seller's contact; the seller moves it
 * on sale → reserved → sold (or back on sale) and sees who wants it; a moderator takes it down with a
 * reason, which the seller then reads here.
 */
export function MarketDetail({ query, title, layout }: WidgetPageProps & { layout: Layout }) {
  const { t } = useTranslation('flea-market');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="flea-market.detail" query={query} missingMessage={t('detail.missing')}>
        {(listing, reload) => <ListingView listing={listing} layout={layout} reload={reload} />}
      </DetailPage>
    </WidgetPage>
  );
}

/** The seller's moves from each state, in the order the buttons show. */
const MOVES: Record<ListingStatus, readonly ('onSale' | 'reserved' | 'sold')[]> = {
  onSale: ['reserved', 'sold'],
  reserved: ['sold', 'onSale'],
  sold: [],
  removed: [],
};

function ListingView({ listing, layout, reload }: { listing: Detail; layout: Layout; reload: () => void }) {
  const { t } = useTranslation('flea-market');
  const api = useApi();
  const dialogs = useDialogs();
  const image = useImageUrl();
  const [favourite, setFavourite] = useState({ favourited: listing.favourited, favourites: listing.favourites });
  const [contact, setContact] = useState(listing.contact);
  const urls = listing.images.map((url) => image(url)).filter((url): url is string => url !== undefined);

  const toggleFavourite = useAction((on: 0 | 1, call) => api.post('flea-market.favourite', { id: listing.id, on }, call), {
    onDone: (answer) => setFavourite(answer),
    failed: (reason) => t('detail.failed', { message: reason }),
  });
  const want = useAction((_: void, call) => api.post('flea-market.interest', { id: listing.id }, call), {
    done: t('detail.wanted'),
    onDone: (answer) => setContact(answer.contact),
    failed: (reason) => t('detail.failed', { message: reason }),
  });
  const move = useAction((status: 'onSale' | 'reserved' | 'sold', call) => api.post('flea-market.status', { id: listing.id, status }, call), {
    confirm: (status) => t(`detail.confirm.${status}`),
    done: (_, status) => t(`detail.moved.${status}`),
    onDone: reload,
    failed: (reason) => t('detail.failed', { message: reason }),
  });

  const pictures =
    urls.length > 0 ? (
      <ul className={styles.gallery} data-testid="market-images">
        {urls.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              aria-label={t('detail.preview', { index: index + 1 })}
              onClick={() => dialogs.previewImage(src, { images: urls, alt: listing.title })}
            >
              <img src={src} alt="" width={160} height={160} />
            </button>
          </li>
        ))}
      </ul>
    ) : null;

  const facts = (
    <div>
      <h2 className={styles.heading}>
        <span>{listing.title}</span>
        <StatusBadge status={listing.status} />
      </h2>
      <Price fen={listing.priceFen} big />
      {listing.status === 'removed' && listing.removedReason ? (
        <p className="portal-notice portal-notice--error" data-testid="market-removed">
          {t('detail.removed', { reason: listing.removedReason })}
        </p>
      ) : null}
      <Facts
        facts={[
          [t('detail.category'), t(`category.${listing.category}`)],
          [t('detail.condition'), t(`condition.${listing.condition}`)],
          [t('detail.seller'), listing.seller],
          [t('detail.posted'), formatDate(listing.createdAt, true)],
          [t('detail.favourites'), t('favourites', { count: favourite.favourites })],
          [t('detail.interests'), t('interests', { count: listing.interests })],
          contact !== undefined && [t('detail.contact'), contact, 'contact'],
          listing.buyers !== undefined && listing.buyers.length > 0 && [t('detail.buyers'), listing.buyers.join('、')],
        ]}
      />
      <div className={styles.actions}>
        {listing.mine ? (
          MOVES[listing.status].map((status) => (
            <ActionButton key={status} action={move} input={status} primary={status !== 'onSale'}>
              {t(`detail.move.${status}`)}
            </ActionButton>
          ))
        ) : (
          <>
            <ActionButton action={toggleFavourite} input={favourite.favourited ? 0 : 1}>
              {t(favourite.favourited ? 'detail.unfavourite' : 'detail.favourite')}
            </ActionButton>
            {listing.status === 'onSale' && !listing.interested && contact === undefined ? (
              <ActionButton action={want} primary>
                {t('detail.want')}
              </ActionButton>
            ) : null}
          </>
        )}
      </div>
      {listing.canModerate ? (
        <section aria-label={t('moderate.label')} data-testid="market-moderate">
          <DecisionForm
            choices={[{ action: 'takeDown', label: t('moderate.takeDown'), needsNote: true }]}
            noteLabel={t('moderate.reason')}
            notePlaceholder={t('moderate.placeholder')}
            noteMissing={t('moderate.reasonMissing')}
            confirm={() => dialogs.confirm({ message: t('moderate.confirm') })}
            onDecide={async (_action, reason, call) => {
              await api.post('flea-market.takeDown', { id: listing.id, reason }, call);
              reload();
            }}
            failed={(reason) => t('detail.failed', { message: reason })}
          />
        </section>
      ) : null}
    </div>
  );

  return (
    <article className="portal-card" data-testid="market-listing">
      {layout === 'desktop' ? (
        <div className={styles.sideBySide}>
          {pictures ?? <span />}
          {facts}
        </div>
      ) : (
        <>
          {pictures}
          {facts}
        </>
      )}
      {listing.description ? <p className={styles.description}>{listing.description}</p> : null}
    </article>
  );
}
