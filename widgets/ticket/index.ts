/**
 * Tickets for campus events with a sale window (widget `ticket`, the old ticket module): the events and
 * their countdowns by the server's clock, grabbing (seats, information forms, prerequisite events), the
 * redemption code as a QR code, refunds and subscriptions, and the checkers' page at the door.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/EventsPage.tsx'),
    detail: () => import('./pages/EventDetailPage.tsx'),
    success: () => import('./pages/SuccessPage.tsx'),
    check: () => import('./pages/CheckPage.tsx'),
  },
  locales: { zh, en, tw },
});
