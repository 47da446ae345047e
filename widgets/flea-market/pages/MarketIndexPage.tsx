import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { FleaMarketProps } from '../generated/types.ts';
import { MarketIndex } from './MarketIndex.tsx';

/** fleaMartket/index: the market's list on a phone. */
export default function MarketIndexPage(props: WidgetPageProps<FleaMarketProps>) {
  return <MarketIndex {...props} layout="mobile" />;
}
