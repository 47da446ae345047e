/**
 * Online approvals (widget `upc-approval`, the old upcApproval module): three application types,
 * each a form and a multi-level chain kept as data in the backend; the applicant's, the trial reviewer's
 * and the final approver's views; every decision kept with who, when and a comment.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/ApprovalHomePage.tsx'),
    upcdetail: () => import('./pages/ApplicationPage.tsx'),
    upcTypeOne: () => import('./pages/TypeOnePage.tsx'),
    upcTypeTwo: () => import('./pages/TypeTwoPage.tsx'),
    upcTypeThree: () => import('./pages/TypeThreePage.tsx'),
    userdetail: () => import('./pages/FinalDecisionPage.tsx'),
    trialUserdetail: () => import('./pages/TrialDecisionPage.tsx'),
    upcUserProc: () => import('./pages/InboxPage.tsx'),
  },
  locales: { zh, en, tw },
});
