import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { MarketPublish } from './MarketPublish.tsx';

/** fleamarket/pcpublish: a new listing on a desktop; its page then opens at pcdetail. */
export default function MarketDesktopPublishPage(props: WidgetPageProps) {
  return <MarketPublish {...props} layout="desktop" />;
}
