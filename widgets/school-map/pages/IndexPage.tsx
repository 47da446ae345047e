import type { WidgetPageProps } from '../../../runtime/app/index.ts';
import type { SchoolMapProps } from '../generated/types.ts';
import { BuildingsList } from './BuildingsList.tsx';
import { GuideView } from './GuidePage.tsx';

/** schoolMap/index: the buildings and their search; mapGuide/index (view: guide): the new students' guide. */
export default function IndexPage(page: WidgetPageProps<SchoolMapProps>) {
  return page.props.view === 'guide' ? <GuideView {...page} /> : <BuildingsList {...page} />;
}
