import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import { MarketPublish } from './MarketPublish.tsx';

/** fleamarket/publish: a new listing on a phone. */
export default function MarketPublishPage(props: WidgetPageProps) {
  return <MarketPublish {...props} layout="mobile" />;
}
