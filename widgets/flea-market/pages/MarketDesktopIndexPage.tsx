import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { FleaMarketProps } from '../generated/types.ts';
import { MarketIndex } from './MarketIndex.tsx';

/** fleaMartket/pcindex: the market's list on a desktop, as a grid of cards. */
export default function MarketDesktopIndexPage(props: WidgetPageProps<FleaMarketProps>) {
  return <MarketIndex {...props} layout="desktop" />;
}
