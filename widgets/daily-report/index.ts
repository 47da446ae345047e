/**
 * The staff-wide daily report by unit (widget `daily-report`, the old dailyReport and dataStatistics
 * modules): every member of a unit fills the day's report (reportAll); a unit's admins follow their unit
 * (statistics) after applying for it (applyAdmin); the approvers see the whole school (index, served as
 * dataStatistics/index and, with 中国石油大学's props, upcdataStatistics/index).
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    reportAll: () => import('./pages/ReportAllPage.tsx'),
    statistics: () => import('./pages/StatisticsPage.tsx'),
    applyAdmin: () => import('./pages/ApplyAdminPage.tsx'),
    index: () => import('./pages/DataStatisticsPage.tsx'),
  },
  locales: { zh, en, tw },
});
