/**
 * leave/index, leaveData/index and backschool/index: the three legacy modules' only page is `index`, so
 * the app's `view` prop says which of the widget's pages it is (each still loaded as its own chunk).
 */
import { lazy, Suspense } from 'react';
import { LoadingView, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { CampusLeaveProps } from '../generated/types.ts';

const VIEWS = {
  leave: lazy(() => import('./LeavePage.tsx')),
  data: lazy(() => import('./StatsPage.tsx')),
  return: lazy(() => import('./ReturnPage.tsx')),
};

export default function IndexPage(props: WidgetPageProps<CampusLeaveProps>) {
  const View = VIEWS[props.props.view ?? 'leave'];
  return (
    <Suspense fallback={<LoadingView />}>
      <View {...props} />
    </Suspense>
  );
}
