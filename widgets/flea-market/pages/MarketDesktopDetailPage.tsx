import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { MarketDetail } from './MarketDetail.tsx';

/** fleamarket/pcdetail?id=<listing>: a listing on a desktop, its pictures beside its facts. */
export default function MarketDesktopDetailPage(props: WidgetPageProps) {
  return <MarketDetail {...props} layout="desktop" />;
}
