/**
 * Repair work orders (widget `repair`, the old repair and scurepair modules): a student or
 * teacher reports a repair with photos and the place; the dispatcher assigns a repairman or sends it back
 * with a reason; the repairman starts and finishes it; the reporter rates it. Each app key is a hall the
 * backend knows (categories, time limits, statistics, state machine: widgets/repair/sandbox/repairHalls.ts).
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    login: () => import('./pages/HallPage.tsx'),
    index: () => import('./pages/ReportPage.tsx'),
    back: () => import('./pages/MyOrdersPage.tsx'),
    detail: () => import('./pages/OrderPage.tsx'),
    sendorder: () => import('./pages/DispatchPage.tsx'),
    orderdetail: () => import('./pages/OrderPage.tsx'),
    repairman: () => import('./pages/TasksPage.tsx'),
    mandetail: () => import('./pages/OrderPage.tsx'),
    statistic: () => import('./pages/StatisticPage.tsx'),
  },
  locales: { zh, en, tw },
});
