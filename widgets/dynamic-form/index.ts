/**
 * The dynamic form engine (widget `dynamic-form`): one widget for the old form, formMuc, formruc,
 * commonForm, universalForm and newForm modules. Forms are data the backend serves by id
 * (schemas/form.schema.json); the pages are the runtime's form engine (runtime/app/forms) around them.
 */
import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: {
    index: () => import('./pages/FormIndexPage.tsx'),
    formtemplat: () => import('./pages/FormTemplatePage.tsx'),
    detail: () => import('./pages/SubmissionPage.tsx'),
    detail2: () => import('./pages/SubmissionsPage.tsx'),
    detail3: () => import('./pages/PrintPage.tsx'),
  },
  locales: { zh, en, tw },
});
