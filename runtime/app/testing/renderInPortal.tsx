/**
 * Renders a runtime component inside a portal (the demo site, a language, API fixtures and the dialogs),
 * for components that call the school's API or open dialogs but are no widget page (the form engine).
 */
import './findCeiling.ts';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import type { Language } from '../../shared/manifestProblems.ts';
import { createPortal } from '../boot/createPortal.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { createDialogs } from '../dialogs/dialogService.ts';
import { addDialogTexts } from '../dialogs/dialogTexts.ts';
import { createI18n } from '../i18n/i18n.ts';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { devWidgetSource } from '../registry/devWidgetSource.ts';
import { PortalProvider } from '../site/PortalContext.tsx';
import { fixtureFetch, type Fixtures } from './fixtureFetch.ts';

export interface InPortalSetup {
  language?: Language;
  fixtures?: Fixtures;
  /** API keys answered at these paths (no widget declares them in a unit test). */
  overrides?: Record<string, string>;
}

export async function renderInPortal(node: ReactNode, setup: InPortalSetup = {}) {
  const demo = resolvedSite('demo');
  const i18n = await createI18n(setup.language ?? 'zh', demo.labels);
  addDialogTexts(i18n);
  const base = 'http://portal.test/api';
  const manifest = { ...demo, api: { ...demo.api, base, overrides: { ...demo.api.overrides, ...setup.overrides } } };
  const dialogs = createDialogs();
  const portal = createPortal(manifest, devWidgetSource, i18n, { fetch: fixtureFetch(setup.fixtures ?? {}, '/api'), dialogs, navigate: () => undefined });
  const tree = (child: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <PortalProvider portal={portal}>
        {child}
        <DialogHost dialogs={dialogs} />
      </PortalProvider>
    </I18nProvider>
  );
  let rendered!: ReturnType<typeof render>;
  await act(async () => {
    rendered = render(tree(node));
  });
  return { ...rendered, i18n, dialogs, portal, rerenderWith: (next: ReactNode) => rendered.rerender(tree(next)) };
}
