/**
 * Appointments and sign-in (widget `general-app`, the old generalApp module): spaces and
 * services with time slots, booked, approved or rejected, cancelled, signed in by the place's QR code;
 * the staff who keep the spaces approve, show the codes and read the sign-in log.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/SpacesPage.tsx'),
    space: () => import('./pages/SpacePage.tsx'),
    appoint: () => import('./pages/AppointPage.tsx'),
    details: () => import('./pages/DetailsPage.tsx'),
    detailsmuc: () => import('./pages/GroupDetailsPage.tsx'),
    myAppointment: () => import('./pages/MyAppointmentPage.tsx'),
    history: () => import('./pages/HistoryPage.tsx'),
    message: () => import('./pages/MessagePage.tsx'),
    approval: () => import('./pages/ApprovalPage.tsx'),
    appointAdmin: () => import('./pages/AppointAdminPage.tsx'),
    AdminDetails: () => import('./pages/AdminDetailsPage.tsx'),
    signmanage: () => import('./pages/SignManagePage.tsx'),
    signlog: () => import('./pages/SignLogPage.tsx'),
  },
  locales: { zh, en, tw },
});
