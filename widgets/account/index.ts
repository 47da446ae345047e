import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    infor: () => import('./pages/InforPage.tsx'),
    search: () => import('./pages/SearchPage.tsx'),
    login: () => import('./pages/LoginPage.tsx'),
    bindPh: () => import('./pages/BindPhonePage.tsx'),
    untyingPh: () => import('./pages/UnbindPhonePage.tsx'),
    modifyPass: () => import('./pages/ModifyPasswordPage.tsx'),
    personal: () => import('./pages/PersonalPage.tsx'),
    edit: () => import('./pages/EditPage.tsx'),
    switch: () => import('./pages/SwitchPage.tsx'),
  },
  locales: { zh, en, tw },
});
