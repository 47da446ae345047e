/**
 * welcome/index and welcomeData/index: one page of two views, picked by the app's `view` prop — the
 * freshman's registration or the staff's statistics. Each view is its own chunk, so a freshman's phone
 * never loads the charts.
 */
import { lazy, Suspense } from 'react';
import { LoadingView, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { FreshmanArrivalProps } from '../generated/types.ts';

const RegistrationView = lazy(() => import('./RegistrationView.tsx'));
const StatisticsView = lazy(() => import('./StatisticsView.tsx'));

export default function ArrivalPage(props: WidgetPageProps<FreshmanArrivalProps>) {
  return <Suspense fallback={<LoadingView />}>{props.props.view === 'statistics' ? <StatisticsView {...props} /> : <RegistrationView {...props} />}</Suspense>;
}
