/** Renders the whole console in jsdom, in a language, against a fake operator host at the fetch edge. */
import { act, render } from '@testing-library/react';
import { I18nProvider } from '../../i18n/useTranslation.tsx';
import type { Language } from '../../../shared/manifestProblems.ts';
import { OperatorConsole } from '../OperatorConsole.tsx';
import { createOperatorI18n } from '../operatorI18n.ts';
import { fakeOperatorHost, type FakeOperatorHost, type FakeOperatorHostOptions } from './fakeOperatorHost.ts';

export async function renderConsole(options: FakeOperatorHostOptions & { language?: Language; url?: string; before?(host: FakeOperatorHost): void } = {}) {
  const host = fakeOperatorHost(options);
  options.before?.(host);
  history.replaceState(null, '', options.url ?? '/_operator/');
  const i18n = await createOperatorI18n(options.language ?? 'zh');
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <OperatorConsole fetch={host.fetch} />
      </I18nProvider>,
    );
  });
  return { host, i18n };
}
