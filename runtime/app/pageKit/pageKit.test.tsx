// @vitest-environment jsdom
/**
 * The page kit: a submit's life (useAction, ActionButton), a query's and a paged list's states (QueryView,
 * ListView) and the page frame (WidgetPage), rendered in a portal with real i18n and dialogs.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import type { QueryState } from '../api/useApiQuery.ts';
import { renderInPortal } from '../testing/renderInPortal.tsx';
import { ActionButton } from './ActionButton.tsx';
import { QueryView } from './QueryView.tsx';
import { useAction, type ActionCall } from './useAction.ts';
import { WidgetPage } from './WidgetPage.tsx';

afterEach(cleanup);

/** A send the test answers by hand: each call waits until the test settles it. */
function pendingSends() {
  const calls: Array<{ input: string; call: ActionCall; settle: (error?: unknown) => void }> = [];
  const send = (input: string, call: ActionCall) =>
    new Promise<string>((resolve, reject) => calls.push({ input, call, settle: (error) => (error ? reject(error) : resolve(`ok:${input}`)) }));
  return { calls, send };
}

function Submit({ send, confirm, done }: { send: (input: string, call: ActionCall) => Promise<string>; confirm?: string; done?: string }) {
  const [result, setResult] = useState('');
  const action = useAction(send, { confirm, done, onDone: (answer) => setResult(answer) });
  return (
    <>
      <ActionButton action={action} input="报修单" busyLabel="提交中…" primary>
        提交
      </ActionButton>
      <output>{result}</output>
    </>
  );
}

describe('useAction: a submit button owned once', () => {
  it('sends one request for a double tap, busy until the server answers', async () => {
    const { calls, send } = pendingSends();
    await renderInPortal(<Submit send={send} />);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((screen.getByRole('button', { name: '提交中…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => calls[0]!.settle());
    expect(await screen.findByText('ok:报修单')).toBeTruthy();
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the idempotency key for a retry after a network failure and makes a new one after an answer', async () => {
    const { calls, send } = pendingSends();
    await renderInPortal(<Submit send={send} />);
    const tap = async () => fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    await tap();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.settle(new ApiError('network', 'Failed to fetch', { key: 'x.submit' })));
    await tap();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.call.idempotencyKey).toBe(calls[0]!.call.idempotencyKey);
    await act(async () => calls[1]!.settle());
    await tap();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.call.idempotencyKey).not.toBe(calls[0]!.call.idempotencyKey);
  });

  it("shows the school's refusal beside the button and makes a new key for the next submit", async () => {
    const { calls, send } = pendingSends();
    await renderInPortal(<Submit send={send} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.settle(new ApiError('envelope', '该时段已被预约', { key: 'x.submit', e: 409 })));
    expect((await screen.findByRole('alert')).textContent).toBe('该时段已被预约');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.call.idempotencyKey).not.toBe(calls[0]!.call.idempotencyKey);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['zh', '网络错误，请检查网络连接后重试'],
    ['en', 'Network error. Check your connection and try again.'],
    ['tw', '網路錯誤，請檢查網路連線後重試'],
  ] as const)('says a network failure in the reader’s language (%s), never the browser’s words', async (language, text) => {
    const { calls, send } = pendingSends();
    await renderInPortal(<Submit send={send} />, { language });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.settle(new ApiError('network', 'Failed to fetch', { key: 'x.submit' })));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('asks first when told to, and a cancel sends nothing', async () => {
    const { calls, send } = pendingSends();
    await renderInPortal(<Submit send={send} confirm="确定提交报修单吗？" />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('确定提交报修单吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定提交报修单吗？')).toBeNull());
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('shows the done notice once the server said yes, never before', async () => {
    const { calls, send } = pendingSends();
    await renderInPortal(<Submit send={send} done="已提交" />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('已提交')).toBeNull();
    await act(async () => calls[0]!.settle());
    expect(await screen.findByText('已提交')).toBeTruthy();
  });
});

function Shown({ state, isEmpty }: { state: QueryState<{ list: string[] }>; isEmpty?: boolean }) {
  const [reloads, setReloads] = useState(0);
  return (
    <QueryView
      query={{ ...state, reload: () => setReloads((n) => n + 1) }}
      empty="暂无报修记录"
      isEmpty={isEmpty ? (data) => data.list.length === 0 : undefined}
    >
      {(data) => (
        <p data-testid="data">
          {data.list.join('、')} {reloads}
        </p>
      )}
    </QueryView>
  );
}

describe('QueryView: a query’s states, switched once', () => {
  it('shows loading, then the data', async () => {
    const { rerenderWith } = await renderInPortal(<Shown state={{ status: 'loading' }} />);
    expect(screen.getByTestId('loading')).toBeTruthy();
    rerenderWith(<Shown state={{ status: 'ready', data: { list: ['灯管', '水龙头'] } }} />);
    expect(screen.getByTestId('data').textContent).toContain('灯管、水龙头');
  });
  it('shows the page’s words when the answer is empty', async () => {
    await renderInPortal(<Shown state={{ status: 'ready', data: { list: [] } }} isEmpty />);
    expect(screen.getByTestId('empty').textContent).toContain('暂无报修记录');
  });
  it("shows the school's message with a retry that reloads", async () => {
    await renderInPortal(<Shown state={{ status: 'error', error: new ApiError('envelope', '服务维护中', { key: 'x', e: 500 }) }} />);
    expect(screen.getByTestId('api-error').textContent).toContain('服务维护中');
  });
  it('shows the network-error screen for a network failure', async () => {
    await renderInPortal(<Shown state={{ status: 'error', error: new ApiError('network', 'Failed to fetch', { key: 'x' }) }} />);
    expect(screen.getByTestId('network-error')).toBeTruthy();
  });
  it('shows a refusal (e = 403) as the no-permission screen in the school’s words, with the way back and no retry that could never succeed', async () => {
    await renderInPortal(
      <MemoryRouter>
        <Shown state={{ status: 'error', error: new ApiError('envelope', '只有辅导员、学院领导和学工部可以查看离校统计', { key: 'x', e: 403 }) }} />
      </MemoryRouter>,
    );
    const screenShown = screen.getByTestId('no-permission');
    expect(screenShown.textContent).toContain('暂无权限');
    expect(screenShown.textContent).toContain('只有辅导员、学院领导和学工部可以查看离校统计');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    // The tab says it too, then the school, as every page's tab does.
    expect(document.title).toBe('暂无权限 - 示范大学校园门户');
  });
  it('shows a record the school says is gone (e = 404) as no data, in its words', async () => {
    await renderInPortal(<Shown state={{ status: 'error', error: new ApiError('envelope', '报修单不存在', { key: 'x', e: 404 }) }} />);
    expect(screen.getByText('报修单不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});

function Broken(): never {
  throw new Error('渲染失败');
}

describe('WidgetPage: the frame of a page', () => {
  it('keeps its heading when a part of the page breaks, and shows the error panel in its place', async () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await renderInPortal(
        <WidgetPage title="我的报修">
          <Broken />
        </WidgetPage>,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('heading', { level: 1, name: '我的报修' })).toBeTruthy();
    expect(screen.getByTestId('error-panel')).toBeTruthy();
  });
  it('labels its section by the heading and lays out the width asked for', async () => {
    await renderInPortal(
      <WidgetPage title="资产台账" width="wide" intro="共 3 件">
        <p>内容</p>
      </WidgetPage>,
    );
    const section = screen.getByRole('region', { name: '资产台账' });
    expect(section.className).toContain('portal-page--wide');
    expect(screen.getByText('共 3 件')).toBeTruthy();
  });
});
