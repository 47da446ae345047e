/**
 * The dialog service on its own, without React or a DOM: what the request client sees (spec §8, §9).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_PREVIEW_LOADING_DELAY_MS, POPUP_DISMISS_MS, createDialogs } from './dialogService.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §9 constants', () => {
  it("are the spec's numbers", () => {
    expect(POPUP_DISMISS_MS).toBe(1500);
    expect(IMAGE_PREVIEW_LOADING_DELAY_MS).toBe(500);
  });
});

describe('spec §8 confirm and alert', () => {
  it('confirm resolves with the answer and leaves the screen', async () => {
    const dialogs = createDialogs();
    const yes = dialogs.confirm();
    const modal = dialogs.getSnapshot().modal;
    expect(modal?.kind).toBe('confirm');
    if (modal?.kind === 'confirm') modal.answer(true);
    await expect(yes).resolves.toBe(true);
    expect(dialogs.getSnapshot().modal).toBeNull();

    const no = dialogs.confirm({ message: '删除这条记录？' });
    const second = dialogs.getSnapshot().modal;
    expect(second?.options.message).toBe('删除这条记录？');
    if (second?.kind === 'confirm') second.answer(false);
    await expect(no).resolves.toBe(false);
  });

  it('answers once: a second answer changes nothing', async () => {
    const dialogs = createDialogs();
    const answer = dialogs.confirm();
    const modal = dialogs.getSnapshot().modal;
    if (modal?.kind !== 'confirm') throw new Error('no confirm');
    modal.answer(false);
    modal.answer(true);
    await expect(answer).resolves.toBe(false);
  });

  it('queues dialogs: the next shows when the first is answered', async () => {
    const dialogs = createDialogs();
    const first = dialogs.alert({ message: '一' });
    void dialogs.alert({ message: '二' });
    expect(dialogs.getSnapshot()).toMatchObject({ modal: { options: { message: '一' } }, queued: 1 });
    const modal = dialogs.getSnapshot().modal;
    if (modal?.kind === 'alert') modal.answer();
    await first;
    expect(dialogs.getSnapshot()).toMatchObject({ modal: { options: { message: '二' } }, queued: 0 });
  });

  it("alert keeps a custom title, message and confirm label (the login flow's alert)", () => {
    const dialogs = createDialogs();
    void dialogs.alert({ title: '提示', message: '请先登录', confirmLabel: '确定' });
    expect(dialogs.getSnapshot().modal).toMatchObject({ kind: 'alert', options: { title: '提示', message: '请先登录', confirmLabel: '确定' } });
  });
});

describe('spec §8 loading', () => {
  it('shows until hidden; nested loadings show the newest message', () => {
    const dialogs = createDialogs();
    const hideOuter = dialogs.showLoading();
    const hideInner = dialogs.showLoading('正在保存');
    expect(dialogs.getSnapshot().loading?.message).toBe('正在保存');
    hideInner();
    expect(dialogs.getSnapshot().loading).not.toBeNull();
    expect(dialogs.getSnapshot().loading?.message).toBeUndefined();
    hideOuter();
    hideOuter();
    expect(dialogs.getSnapshot().loading).toBeNull();
  });
});

describe('spec §9 popup auto-dismiss 1500 ms', () => {
  it('removes a popup after 1500 ms and not before', () => {
    vi.useFakeTimers();
    const dialogs = createDialogs();
    dialogs.popup('已保存');
    vi.advanceTimersByTime(POPUP_DISMISS_MS - 1);
    expect(dialogs.getSnapshot().popups.map((p) => p.message)).toEqual(['已保存']);
    vi.advanceTimersByTime(1);
    expect(dialogs.getSnapshot().popups).toEqual([]);
  });

  it('gives each popup its own 1500 ms; dismiss removes one sooner', () => {
    vi.useFakeTimers();
    const dialogs = createDialogs();
    const dismissFirst = dialogs.popup('一');
    vi.advanceTimersByTime(1000);
    dialogs.popup('二');
    dialogs.popup('三', { durationMs: 3000 });
    dismissFirst();
    expect(dialogs.getSnapshot().popups.map((p) => p.message)).toEqual(['二', '三']);
    vi.advanceTimersByTime(1500);
    expect(dialogs.getSnapshot().popups.map((p) => p.message)).toEqual(['三']);
  });
});

describe('spec §8 hide popups (hideAll) before the not-logged-in handling', () => {
  it('removes popups, loading and the image preview, but leaves a pending confirm', async () => {
    vi.useFakeTimers();
    const dialogs = createDialogs();
    const answer = dialogs.confirm();
    dialogs.popup('一');
    dialogs.showLoading();
    dialogs.previewImage('/a.png');
    dialogs.hideAll();
    expect(dialogs.getSnapshot()).toMatchObject({ popups: [], loading: null, preview: null, modal: { kind: 'confirm' } });
    expect(vi.getTimerCount()).toBe(0);
    const modal = dialogs.getSnapshot().modal;
    if (modal?.kind === 'confirm') modal.answer(true);
    await expect(answer).resolves.toBe(true);
  });
});

describe('image preview list', () => {
  it('starts at src, pages within the list and clamps at the ends', () => {
    const dialogs = createDialogs();
    dialogs.previewImage('/b.png', { images: ['/a.png', '/b.png', '/c.png'] });
    expect(dialogs.getSnapshot().preview).toMatchObject({ index: 1, images: ['/a.png', '/b.png', '/c.png'] });
    dialogs.getSnapshot().preview?.show(5);
    expect(dialogs.getSnapshot().preview?.index).toBe(2);
    dialogs.getSnapshot().preview?.show(-1);
    expect(dialogs.getSnapshot().preview?.index).toBe(0);
  });

  it('puts src first when it is not in the list; a new preview replaces the open one', () => {
    const dialogs = createDialogs();
    const closeFirst = dialogs.previewImage('/x.png', { images: ['/a.png'] });
    expect(dialogs.getSnapshot().preview?.images).toEqual(['/x.png', '/a.png']);
    dialogs.previewImage('/y.png');
    closeFirst(); // the first one's close must not close the second
    expect(dialogs.getSnapshot().preview?.images).toEqual(['/y.png']);
  });
});

describe('the store contract useSyncExternalStore relies on', () => {
  it('keeps the snapshot until something changes, and tells subscribers', () => {
    const dialogs = createDialogs();
    const listener = vi.fn();
    const unsubscribe = dialogs.subscribe(listener);
    const before = dialogs.getSnapshot();
    expect(dialogs.getSnapshot()).toBe(before);
    dialogs.hideAll(); // nothing to hide: no change
    expect(listener).not.toHaveBeenCalled();
    const hide = dialogs.showLoading();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(dialogs.getSnapshot()).not.toBe(before);
    unsubscribe();
    hide();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
