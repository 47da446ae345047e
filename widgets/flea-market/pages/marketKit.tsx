import { Link } from 'react-router';
import { useImageUrl, useTranslation, type ApiData } from '../../../runtime/app/index.ts';
import { yuanText } from '../price.ts';
import styles from './market.module.css';

export type Listing = ApiData<'flea-market.list'>['list'][number];
export type ListingStatus = Listing['status'];
/** The mobile pages or the desktop (pc*) pages: the same content, laid out for the screen. */
export type Layout = 'mobile' | 'desktop';

export const CATEGORIES = ['textbooks', 'bikes', 'electronics', 'appliances', 'sports', 'clothing', 'other'] as const satisfies readonly Listing['category'][];
export const CONDITIONS = ['new', 'likeNew', 'used', 'worn'] as const satisfies readonly Listing['condition'][];

/** Where each layout's pages are (the legacy paths: index, detail, publish and pcindex, pcdetail, pcpublish). */
export const pageOf = (layout: Layout, page: 'index' | 'detail' | 'publish') => (layout === 'desktop' ? `pc${page}` : page);

const BADGE: Record<ListingStatus, string> = {
  onSale: 'portal-badge portal-badge--success',
  reserved: 'portal-badge portal-badge--warning',
  sold: 'portal-badge',
  removed: 'portal-badge portal-badge--error',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('flea-market');
  return <span className={BADGE[status]}>{t(`status.${status}`)}</span>;
}

/** A price in fen as the reader reads it: ¥12.50. */
export function Price({ fen, big }: { fen: number; big?: boolean }) {
  const { t } = useTranslation('flea-market');
  return <span className={big ? styles.bigPrice : styles.price}>{t('price', { yuan: yuanText(fen) })}</span>;
}

/** Listings as entries (mobile) or as a grid of cards (desktop), each a link to its page. */
export function ListingList({ listings, module, layout, testId }: { listings: readonly Listing[]; module: string; layout: Layout; testId: string }) {
  const { t } = useTranslation('flea-market');
  const image = useImageUrl();
  const to = (id: number) => `/${module}/${pageOf(layout, 'detail')}?id=${id}`;
  const cover = (listing: Listing, className: string) =>
    listing.cover ? (
      <img className={className} src={image(listing.cover)} alt="" loading="lazy" width={160} height={120} />
    ) : (
      <span className={`${className} ${styles.noCover}`}>{t(`category.${listing.category}`)}</span>
    );
  const facts = (listing: Listing) => (
    <span className="portal-meta">
      <span>{t(`condition.${listing.condition}`)}</span>
      <span>{listing.seller}</span>
      <span>{t('favourites', { count: listing.favourites })}</span>
    </span>
  );
  if (layout === 'desktop')
    return (
      <ul className={styles.grid} data-testid={testId}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <Link className={styles.card} to={to(listing.id)}>
              {cover(listing, '')}
              <span className={styles.heading}>
                <span className="portal-entry__title">{listing.title}</span>
                {listing.status === 'onSale' ? null : <StatusBadge status={listing.status} />}
              </span>
              <Price fen={listing.priceFen} />
              {facts(listing)}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="portal-entries" data-testid={testId}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <Link className={`portal-entry ${styles.item}`} to={to(listing.id)}>
            {cover(listing, styles.thumb ?? '')}
            <span>
              <span className={styles.heading}>
                <span className="portal-entry__title">{listing.title}</span>
                {listing.status === 'onSale' ? null : <StatusBadge status={listing.status} />}
              </span>
              <Price fen={listing.priceFen} />
              {facts(listing)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
