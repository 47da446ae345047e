import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { MarketDetail } from './MarketDetail.tsx';

/** fleaMartket/detail?id=<listing>: a listing on a phone. */
export default function MarketDetailPage(props: WidgetPageProps) {
  return <MarketDetail {...props} layout="mobile" />;
}
