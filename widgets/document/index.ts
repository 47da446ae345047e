/**
 * Official document flow (widget `document`, the old document module, 公文流转 OA): to do, done,
 * to read, tracking what one sent, drafting, handling one document, its text, the red-head layout, the log,
 * and reports to a supervising department. The flows themselves are data of the backend (sandbox/).
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    backlog: () => import('./pages/BacklogPage.tsx'),
    complete: () => import('./pages/CompletePage.tsx'),
    waitpage: () => import('./pages/WaitPage.tsx'),
    flow: () => import('./pages/FlowPage.tsx'),
    sendpage: () => import('./pages/SendPage.tsx'),
    user: () => import('./pages/UserPage.tsx'),
    flowpage: () => import('./pages/HandlePage.tsx'),
    officialpage: () => import('./pages/OfficialPage.tsx'),
    redpage: () => import('./pages/RedPage.tsx'),
    flowlog: () => import('./pages/FlowLogPage.tsx'),
    choosecompany: () => import('./pages/ChooseCompanyPage.tsx'),
  },
  locales: { zh, en, tw },
});
