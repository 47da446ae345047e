/**
 * Library and study-room seat booking (widget `seat`, the old seat module): the rooms and their free
 * seats, a room's floor plan to pick a seat and a time, a booking's information, and checking in with
 * the desk's code, temporary leave and checking out. The rules are the backend's rows, one per room.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/SeatIndexPage.tsx'),
    detail: () => import('./pages/RoomDetailPage.tsx'),
    chooseSeat: () => import('./pages/ChooseSeatPage.tsx'),
    chooseSeatNew: () => import('./pages/ChooseSeatListPage.tsx'),
    chooseSeatxinxi: () => import('./pages/BookingInfoPage.tsx'),
    chooseSeatcheck: () => import('./pages/CheckInPage.tsx'),
  },
  locales: { zh, en, tw },
});
