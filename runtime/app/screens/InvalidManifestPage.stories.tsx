/**
 * What the browser shows instead of the portal when the school's manifest is invalid: every problem,
 * translated. The problems are real: a draft manifest with typical mistakes
 * (.storybook/fixtures/hill-college.invalid.json) resolved by the host's resolver at build time.
 * No school branding applies: there is no valid manifest to take it from.
 */
import type { Meta } from '@storybook/react-vite';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { invalidExample } from '../../../.storybook/portal/sites.ts';
import { createI18n } from '../i18n/i18n.ts';
import { InvalidManifestPage } from './InvalidManifestPage.tsx';

export default { title: 'Runtime/Screens/InvalidManifest', tags: ['runtime-screen'] } satisfies Meta;

export const Problems = portalStory({
  // As the boot does (main.tsx): the language only, no site labels, no branding.
  boot: async ({ language }) => {
    const i18n = await createI18n(language);
    document.title = i18n.t('invalidManifest.title');
    return (
      <I18nProvider i18n={i18n}>
        <InvalidManifestPage siteId={invalidExample.siteId} problems={invalidExample.problems} />
      </I18nProvider>
    );
  },
  ready: '[data-testid="invalid-manifest"] li',
});
