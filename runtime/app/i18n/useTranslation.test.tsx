// @vitest-environment jsdom
/**
 * The portal's own React binding of i18next (it replaced react-i18next): texts of the
 * namespace asked for, drawn again when the reader switches language, the site's label overrides on top.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addWidgetTexts, chooseLanguage, createI18n } from './i18n.ts';
import { I18nProvider, useTranslation } from './useTranslation.tsx';

afterEach(cleanup);

function Greeting({ onTranslator }: { onTranslator?: () => void }) {
  const { t } = useTranslation('news');
  const { t: portal } = useTranslation();
  useEffect(() => onTranslator?.(), [t, onTranslator]);
  return (
    <p>
      {t('title')} · {portal('languageNames.en')}
    </p>
  );
}

describe('useTranslation', () => {
  it('gives the namespace’s texts and the portal’s by default, and follows a language switch', async () => {
    const i18n = await createI18n('zh', { zh: { 'news:title': '校园新闻' } });
    addWidgetTexts(i18n, 'news', { zh: { title: '新闻' }, en: { title: 'News' } });
    const translatorChanged = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <Greeting onTranslator={translatorChanged} />
      </I18nProvider>,
    );
    // The site's label override wins over the widget's own text.
    expect(screen.getByText('校园新闻 · English')).toBeTruthy();
    expect(translatorChanged).toHaveBeenCalledTimes(1);

    await act(() => chooseLanguage(i18n, 'en'));
    expect(screen.getByText('News · English')).toBeTruthy();
    // A new `t`: effects that depend on it run again in the new language.
    expect(translatorChanged).toHaveBeenCalledTimes(2);
  });

  it('says what is missing when no provider is above it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow(/I18nProvider/);
  });
});
