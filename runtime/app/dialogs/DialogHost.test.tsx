// @vitest-environment jsdom
/**
 * <DialogHost> draws the dialog service: spec §8's default texts in zh, en and tw, answers, keyboard and
 * focus, loading, and spec §9's popup auto-dismiss.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/manifestProblems.ts';
import { chooseLanguage, createI18n } from '../i18n/i18n.ts';
import { DialogHost } from './DialogHost.tsx';
import { POPUP_DISMISS_MS, createDialogs } from './dialogService.ts';
import { DIALOGS_NAMESPACE, addDialogTexts, dialogTexts } from './dialogTexts.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

async function mount(language: Language = 'zh') {
  const i18n = await createI18n(language);
  const dialogs = createDialogs();
  render(
    <I18nProvider i18n={i18n}>
      <button type="button">提交</button>
      <DialogHost dialogs={dialogs} />
    </I18nProvider>,
  );
  return { dialogs, i18n, opener: screen.getByRole('button', { name: '提交' }) };
}

/** Calls the service inside act(), as a click handler would. */
function call<T>(open: () => T): T {
  let result!: T;
  act(() => {
    result = open();
  });
  return result;
}

const key = (name: string, init: KeyboardEventInit = {}) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: name, ...init }));

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('spec §8 default dialog texts', () => {
  const defaults: Record<Language, { confirm: string; alert: string; loading: string; ok: string; cancel: string }> = {
    zh: { confirm: '确定要提交以下信息吗？', alert: '操作成功！', loading: '加载中...', ok: '确定', cancel: '取消' },
    en: { confirm: 'You will submit the following information, confirm?', alert: 'Operation successful!', loading: 'Loading...', ok: 'OK', cancel: 'Cancel' },
    tw: { confirm: '確定要提交以下資訊嗎？', alert: '操作成功！', loading: '載入中...', ok: '確定', cancel: '取消' },
  };

  for (const language of ['zh', 'en', 'tw'] as const) {
    it(`confirm, alert and loading in ${language}`, async () => {
      const { dialogs } = await mount(language);
      const text = defaults[language];

      call(() => dialogs.confirm());
      const confirm = screen.getByRole('alertdialog', { name: text.confirm });
      expect(confirm.getAttribute('aria-modal')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: text.cancel }));

      call(() => dialogs.alert());
      expect(screen.getByRole('alertdialog', { name: text.alert })).toBeTruthy();
      expect(screen.queryByRole('button', { name: text.cancel })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: text.ok }));
      expect(screen.queryByRole('alertdialog')).toBeNull();

      call(() => dialogs.showLoading());
      expect(screen.getByTestId('dialog-loading').querySelector('[role="status"]')?.textContent).toBe(text.loading);
    });
  }

  it('has every text in all three languages', () => {
    expect(keysOf(dialogTexts.en).sort()).toEqual(keysOf(dialogTexts.zh).sort());
    expect(keysOf(dialogTexts.tw).sort()).toEqual(keysOf(dialogTexts.zh).sort());
  });

  it('lets a site re-word a default through its labels', async () => {
    const i18n = await createI18n('zh', { zh: { 'dialogs:messages.alert': '办理成功！' } });
    addDialogTexts(i18n);
    expect(i18n.t('messages.alert', { ns: DIALOGS_NAMESPACE })).toBe('办理成功！');
    expect(i18n.t('messages.confirm', { ns: DIALOGS_NAMESPACE })).toBe('确定要提交以下信息吗？');
    expect(i18n.t('confirm', { ns: DIALOGS_NAMESPACE })).toBe('确定'); // the button label the login alert uses
  });

  it('re-words an open dialog when the language changes', async () => {
    const { dialogs, i18n } = await mount('zh');
    call(() => dialogs.alert());
    await act(() => chooseLanguage(i18n, 'en'));
    expect(screen.getByRole('alertdialog', { name: 'Operation successful!' })).toBeTruthy();
  });
});

describe('spec §8 confirm', () => {
  it('resolves true on the confirm button and false on cancel', async () => {
    const { dialogs } = await mount();
    const yes = call(() => dialogs.confirm());
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(yes).resolves.toBe(true);
    const no = call(() => dialogs.confirm());
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(no).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a title, custom labels and the information being confirmed', async () => {
    const { dialogs } = await mount();
    call(() =>
      dialogs.confirm({
        title: '提交申请',
        message: '确认提交？',
        details: (
          <dl>
            <dt>姓名</dt>
            <dd>张三</dd>
          </dl>
        ),
        confirmLabel: '提交',
        cancelLabel: '再看看',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: '提交申请' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('确认提交？').id);
    expect(screen.getByText('张三')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '提交' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '再看看' })).toBeTruthy();
  });
});

describe('spec §8 alert with custom text (the not-logged-in alert)', () => {
  it('shows the message and label given and resolves on the button', async () => {
    const { dialogs } = await mount('en');
    const acknowledged = call(() => dialogs.alert({ title: 'Session', message: '登录已过期，请重新登录', confirmLabel: '确定' }));
    expect(screen.getByRole('alertdialog', { name: 'Session' })).toBeTruthy();
    expect(screen.getByText('登录已过期，请重新登录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(acknowledged).resolves.toBeUndefined();
  });

  it('shows queued alerts one after another', async () => {
    const { dialogs } = await mount();
    call(() => {
      void dialogs.alert({ message: '第一条' });
      void dialogs.alert({ message: '第二条' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alertdialog', { name: '第二条' })).toBeTruthy();
  });
});

describe('dialog keyboard and focus', () => {
  it('moves focus to the primary button and gives it back to the opener', async () => {
    const { dialogs, opener } = await mount();
    opener.focus();
    call(() => dialogs.confirm());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(document.activeElement).toBe(opener);
  });

  it('Escape cancels a confirm', async () => {
    const { dialogs, opener } = await mount();
    opener.focus();
    const answer = call(() => dialogs.confirm());
    key('Escape');
    await expect(answer).resolves.toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Escape does not dismiss an alert: it must be acknowledged', async () => {
    const { dialogs } = await mount();
    const acknowledged = vi.fn();
    call(() => dialogs.alert({ message: '请先登录' }).then(acknowledged));
    key('Escape');
    await act(async () => {});
    expect(screen.getByRole('alertdialog', { name: '请先登录' })).toBeTruthy();
    expect(acknowledged).not.toHaveBeenCalled();
  });

  it('ignores Escape while an input method is composing', async () => {
    const { dialogs } = await mount();
    call(() => dialogs.confirm());
    key('Escape', { isComposing: true });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialogs } = await mount();
    call(() => dialogs.confirm());
    const ok = screen.getByRole('button', { name: '确定' });
    const cancel = screen.getByRole('button', { name: '取消' });
    expect(document.activeElement).toBe(ok);
    key('Tab');
    expect(document.activeElement).toBe(cancel);
    key('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('a tap on the backdrop answers nothing', async () => {
    const { dialogs } = await mount();
    call(() => dialogs.confirm());
    const backdrop = screen.getByRole('alertdialog').parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

describe('spec §8 loading', () => {
  it('shows a status with the text until hidden', async () => {
    const { dialogs } = await mount('en');
    const hide = call(() => dialogs.showLoading('Saving...'));
    const status = screen.getByTestId('dialog-loading').querySelector('[role="status"]');
    expect(status?.textContent).toBe('Saving...');
    act(hide);
    expect(screen.queryByTestId('dialog-loading')).toBeNull();
  });
});

describe('spec §9 popup auto-dismiss 1500 ms', () => {
  it('shows the popup as a polite status and removes it after 1500 ms, not before', async () => {
    const { dialogs } = await mount();
    vi.useFakeTimers();
    call(() => dialogs.popup('保存成功'));
    const popup = screen.getByText('保存成功');
    expect(popup.getAttribute('role')).toBe('status');
    expect(popup.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(POPUP_DISMISS_MS - 1));
    expect(screen.queryByText('保存成功')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('保存成功')).toBeNull();
  });
});

describe('spec §8 hide popups before the not-logged-in alert', () => {
  it('hideAll removes popups and loading, then the alert shows alone', async () => {
    const { dialogs } = await mount();
    call(() => {
      dialogs.popup('网络较慢');
      dialogs.showLoading();
    });
    const acknowledged = call(() => {
      dialogs.hideAll();
      return dialogs.alert({ message: '请先登录', confirmLabel: '确定' });
    });
    expect(screen.queryByText('网络较慢')).toBeNull();
    expect(screen.queryByTestId('dialog-loading')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(acknowledged).resolves.toBeUndefined();
  });
});
