/**
 * Group and class agendas (widget `agenda`, the old agenda module): my week with its .ics export,
 * new agendas to me or my groups, class groups from the campus directory, free groups, reminders chosen
 * per agenda, and the school office's school-wide agendas (agendaManage/index).
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/WeekPage.tsx'),
    addAgenda: () => import('./pages/AddAgendaPage.tsx'),
    addClass: () => import('./pages/AddClassPage.tsx'),
    classManage: () => import('./pages/ClassManagePage.tsx'),
    classManageDetail: () => import('./pages/ClassManageDetailPage.tsx'),
    createGroup: () => import('./pages/CreateGroupPage.tsx'),
    agendaRemind: () => import('./pages/AgendaRemindPage.tsx'),
    classDetail: () => import('./pages/ClassDetailPage.tsx'),
    manage: () => import('./pages/ManagePage.tsx'),
  },
  locales: { zh, en, tw },
});
