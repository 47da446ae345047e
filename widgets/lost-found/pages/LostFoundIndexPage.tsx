import { Link } from 'react-router';
import { ListView, WidgetPage, useAccess, usePagedList, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { LostFoundListQuery, LostFoundProps } from '../generated/types.ts';
import { CATEGORIES, PostList } from './lostFoundKit.tsx';

type Tab = 'lost' | 'found' | 'mine' | 'review';

/**
 * found/index: lost items (寻物) and found items (招领), each by category, and my posts in every state,
 * as tabs in the query (`?tab=found&category=keys`). A reviewer (module review) also has the 待审核 tab:
 * the posts waiting for review, oldest first, each opening the post's page where they decide.
 */
export default function LostFoundIndexPage({ props, query, module, routePath, title }: WidgetPageProps<LostFoundProps>) {
  const { t } = useTranslation('lost-found');
  const reviewer = useAccess().canUse(module, 'review');
  const asked = query.get('tab');
  const tab: Tab = asked === 'found' || asked === 'mine' || (asked === 'review' && reviewer) ? asked : 'lost';
  const category = CATEGORIES.find((c) => c === query.get('category'));
  const path = `/${routePath}`;
  const tabs: Tab[] = reviewer ? ['lost', 'found', 'mine', 'review'] : ['lost', 'found', 'mine'];
  const size = props.pageSize ?? 10;
  return (
    <WidgetPage title={title}>
      <nav className="portal-tabs" aria-label={t('index.tabs')}>
        {tabs.map((one) => (
          <Link key={one} className="portal-tab" to={`${path}?tab=${one}`} aria-current={tab === one ? 'page' : undefined}>
            {t(`tabs.${one}`)}
          </Link>
        ))}
      </nav>
      {tab === 'review' ? (
        <ReviewQueue module={module} size={size} />
      ) : tab === 'mine' ? (
        <Posts module={module} size={size} query={{ view: 'mine' }} empty={t('empty.mine')} withStatus />
      ) : (
        <>
          <nav className="portal-chips" aria-label={t('index.categories')}>
            <Link className="portal-chip" to={`${path}?tab=${tab}`} aria-current={category === undefined ? 'page' : undefined}>
              {t('index.all')}
            </Link>
            {CATEGORIES.map((one) => (
              <Link key={one} className="portal-chip" to={`${path}?tab=${tab}&category=${one}`} aria-current={category === one ? 'page' : undefined}>
                {t(`category.${one}`)}
              </Link>
            ))}
          </nav>
          <Posts module={module} size={size} query={{ view: tab, ...(category ? { category } : {}) }} empty={t(`empty.${tab}`)} />
        </>
      )}
    </WidgetPage>
  );
}

function Posts({
  module,
  size,
  query,
  empty,
  withStatus,
}: {
  module: string;
  size: number;
  query: Pick<LostFoundListQuery, 'view' | 'category'>;
  empty: string;
  withStatus?: boolean;
}) {
  const { t } = useTranslation('lost-found');
  const posts = usePagedList('lost-found.list', query, size, { refreshOnShow: true });
  return (
    <ListView list={posts} empty={empty}>
      {(items) => (
        <>
          <p className="portal-muted" data-testid="lost-found-count">
            {t('index.count', { count: posts.total })}
          </p>
          <PostList posts={items} module={module} withStatus={withStatus} testId="lost-found-list" />
        </>
      )}
    </ListView>
  );
}

function ReviewQueue({ module, size }: { module: string; size: number }) {
  const { t } = useTranslation('lost-found');
  const posts = usePagedList('lost-found.pending', {}, size, { refreshOnShow: true });
  return (
    <ListView list={posts} empty={t('empty.review')}>
      {(items) => (
        <>
          <p className="portal-muted" data-testid="lost-found-count">
            {t('index.waiting', { count: posts.total })}
          </p>
          <PostList posts={items} module={module} testId="lost-found-review" />
        </>
      )}
    </ListView>
  );
}
