import { Link } from 'react-router';
import { ListView, WidgetPage, usePagedList, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { FleaMarketListQuery, FleaMarketProps } from '../generated/types.ts';
import { CATEGORIES, ListingList, type Layout } from './marketKit.tsx';

type Tab = NonNullable<FleaMarketListQuery['view']>;

/**
 * The market's list, for both layouts: what is on sale or reserved (by category), my listings in every
 * state, my favourites, as tabs in the query (`?tab=mine`, `?category=bikes`).
 */
export function MarketIndex({ props, query, module, routePath, title, layout }: WidgetPageProps<FleaMarketProps> & { layout: Layout }) {
  const { t } = useTranslation('flea-market');
  const asked = query.get('tab');
  const tab: Tab = asked === 'mine' || asked === 'favourites' ? asked : 'all';
  const category = CATEGORIES.find((c) => c === query.get('category'));
  const path = `/${routePath}`;
  const list = usePagedList('flea-market.list', { view: tab, ...(tab === 'all' && category ? { category } : {}) }, props.pageSize ?? 12, {
    refreshOnShow: true,
  });
  return (
    <WidgetPage title={title}>
      <nav className="portal-tabs" aria-label={t('index.tabs')}>
        {(['all', 'mine', 'favourites'] as const).map((one) => (
          <Link key={one} className="portal-tab" to={`${path}?tab=${one}`} aria-current={tab === one ? 'page' : undefined}>
            {t(`tabs.${one}`)}
          </Link>
        ))}
      </nav>
      {tab === 'all' ? (
        <nav className="portal-chips" aria-label={t('index.categories')}>
          <Link className="portal-chip" to={path} aria-current={category === undefined ? 'page' : undefined}>
            {t('index.all')}
          </Link>
          {CATEGORIES.map((one) => (
            <Link key={one} className="portal-chip" to={`${path}?category=${one}`} aria-current={category === one ? 'page' : undefined}>
              {t(`category.${one}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <ListView list={list} empty={t(`empty.${tab}`)}>
        {(items) => (
          <>
            <p className="portal-muted" data-testid="market-count">
              {t('index.count', { count: list.total })}
            </p>
            <ListingList listings={items} module={module} layout={layout} testId="market-list" />
          </>
        )}
      </ListView>
    </WidgetPage>
  );
}
