/**
 * Toolbars: language (zh, en, tw) and school (every manifest of sites/, resolved in Node at build time).
 * Viewports: phone (the default: the portal is mobile-first) and desktop (where the narrow layout shows).
 */
import type { Preview } from '@storybook/react-vite';
import zh from '../runtime/app/i18n/locales/zh.json';
import en from '../runtime/app/i18n/locales/en.json';
import tw from '../runtime/app/i18n/locales/tw.json';
import { localize } from '../runtime/app/i18n/i18n.ts';
import { siteIds, sites } from './portal/sites.ts';
import '../runtime/app/styles/portal.css';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the portal',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'zh', title: zh.languageNames.zh, right: 'zh' },
          { value: 'en', title: en.languageNames.en, right: 'en' },
          { value: 'tw', title: tw.languageNames.tw, right: 'tw' },
        ],
      },
    },
    school: {
      description: 'School: its manifest in sites/ (branding, labels, apps, props, API paths)',
      toolbar: {
        title: 'School',
        icon: 'home',
        dynamicTitle: true,
        items: siteIds.map((id) => ({ value: id, title: `${localize(sites[id]!.name, 'zh')} · ${localize(sites[id]!.name, 'en')}`, right: id })),
      },
    },
  },
  initialGlobals: {
    locale: 'zh',
    school: 'demo',
    viewport: { value: 'phone', isRotated: false },
    // The Accessibility panel runs axe when asked: an automatic run would come before a page's data
    // arrives. CI runs axe on every story once it shows its state (tests/e2e/storybook.e2e.test.ts).
    a11y: { manual: true },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Dialogs render into document.body, outside the story's root: check the whole page.
    a11y: { context: 'body' },
    options: { storySort: { order: ['Widgets', 'Runtime'] } },
  },
};

export default preview;
