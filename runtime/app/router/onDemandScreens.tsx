/**
 * The route screens a visit rarely shows (no permission, login, no such page, no data, system exception):
 * each loads when first shown, so their code is not part of the home page's first load.
 * While one loads nothing is shown in its place, never another screen. The network-error screen is not
 * here: it is shown when the network fails, when its code could not be fetched either.
 */
import { lazy, Suspense, type ReactNode } from 'react';

const accessViews = () => import('../screens/AccessViews.tsx');

export const NoPermissionView = lazy(() => accessViews().then((m) => ({ default: m.NoPermissionView })));
export const LoginRequiredView = lazy(() => accessViews().then((m) => ({ default: m.LoginRequiredView })));
export const AuthFailedView = lazy(() => accessViews().then((m) => ({ default: m.AuthFailedView })));
export const NoPageData = lazy(() => import('../screens/NoPageData.tsx').then((m) => ({ default: m.NoPageData })));
export const NoDataView = lazy(() => import('../screens/NoDataView.tsx').then((m) => ({ default: m.NoDataView })));
export const SystemExceptionView = lazy(() => import('../screens/SystemExceptionView.tsx').then((m) => ({ default: m.SystemExceptionView })));

/** Shows nothing while the screen's code loads, apart from the pages kept alive beside it. */
export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
