// @vitest-environment jsdom
/**
 * useApiQuery follows the reader's language: the school words its answers in it (a place's name, a
 * symptom, a refusal), so switching language asks a read again, keeping the answer on screen meanwhile;
 * a POST read (which may change something on the server) is not sent twice for it.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, createI18n } from '../i18n/i18n.ts';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { PortalProvider, type Portal } from '../site/PortalContext.tsx';
import type { ApiKey } from './apiResponses.ts';
import type { ApiClient } from './requestClient.ts';
import { useApiQuery } from './useApiQuery.ts';

afterEach(cleanup);

const key = 'test.place' as ApiKey;

/** A school naming a place in the language of the last switch (as the portal-lang cookie tells it). */
function school() {
  const calls: Array<{ method: string; language: string }> = [];
  let language = 'zh';
  const answer = async (method: string) => {
    calls.push({ method, language });
    return { place: language === 'en' ? 'Xihu District, Hangzhou, Zhejiang' : '浙江省杭州市西湖区' };
  };
  const api = { get: () => answer('GET'), post: () => answer('POST'), takeReady: () => undefined };
  return { api: api as unknown as ApiClient, calls, speak: (next: string) => (language = next) };
}

async function render(method: 'GET' | 'POST') {
  const server = school();
  const i18n = await createI18n('zh');
  const portal = { api: server.api } as Portal;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <PortalProvider portal={portal}>{children}</PortalProvider>
    </I18nProvider>
  );
  const hook = renderHook(() => useApiQuery(key, {}, { method }), { wrapper });
  await waitFor(() => expect(hook.result.current.status).toBe('ready'));
  const switchTo = async (language: 'en' | 'zh') => {
    server.speak(language);
    await act(() => chooseLanguage(i18n, language));
  };
  return { ...hook, calls: server.calls, switchTo };
}

describe('useApiQuery and the reader’s language', () => {
  it('asks a read again when the reader switches language, keeping the last answer on screen meanwhile', async () => {
    const { result, calls, switchTo } = await render('GET');
    expect(result.current.data).toEqual({ place: '浙江省杭州市西湖区' });
    await switchTo('en');
    // No loading view between the two answers: the Chinese one stays until the English one comes.
    expect(result.current.status).toBe('ready');
    await waitFor(() => expect(result.current.data).toEqual({ place: 'Xihu District, Hangzhou, Zhejiang' }));
    expect(calls).toEqual([
      { method: 'GET', language: 'zh' },
      { method: 'GET', language: 'en' },
    ]);
  });

  it('does not send a POST read again for a switch of language', async () => {
    const { calls, switchTo } = await render('POST');
    await switchTo('en');
    expect(calls).toEqual([{ method: 'POST', language: 'zh' }]);
  });
});
