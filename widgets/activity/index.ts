/**
 * Campus activities (widget `activity`, the old activity module): the hall and my sign-ups, one activity
 * with its sign-up form, check-in with the organiser's rotating code, files, comments and albums after
 * the event; organisers create activities, review sign-ups, export them and show the code.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/MyActivitiesPage.tsx'),
    hall: () => import('./pages/HallPage.tsx'),
    activitydetail: () => import('./pages/ActivityPage.tsx'),
    activitycode: () => import('./pages/CheckinPage.tsx'),
    activityfile: () => import('./pages/FilesPage.tsx'),
    activitycomment: () => import('./pages/CommentsPage.tsx'),
    activityphoto: () => import('./pages/AlbumsPage.tsx'),
    activityphotochild: () => import('./pages/AlbumPage.tsx'),
    manage: () => import('./pages/ManagePage.tsx'),
    addnew: () => import('./pages/AddNewPage.tsx'),
    activemanage: () => import('./pages/ParticipantsPage.tsx'),
    activemanageSing: () => import('./pages/CheckinListPage.tsx'),
  },
  locales: { zh, en, tw },
});
