/**
 * Health reporting (widget `health-report`): one widget for the ten epidemic-reporting modules
 * (epideState, epideBase, epidemade, epideCaustu, epideZju, fudanEpideState, epidemic, epideXisu, epidecau,
 * epideAll). Each app key is a report type the backend keeps (its form, wording and deadline); the pages
 * are the same for all: a student's daily report, the instructor's, leader's, graded and school views,
 * the report list, the report types.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/TodayPage.tsx'),
    details: () => import('./pages/DetailsPage.tsx'),
    instructor: () => import('./pages/ClassesPage.tsx'),
    leader: () => import('./pages/ClassesPage.tsx'),
    fenji: () => import('./pages/GradedPage.tsx'),
    manager: () => import('./pages/GradedPage.tsx'),
    epideType: () => import('./pages/TypesPage.tsx'),
    typeList: () => import('./pages/TypeListPage.tsx'),
  },
  locales: { zh, en, tw },
});
