// @vitest-environment jsdom
/** Paged lists (usePagedApi + LoadMoreFooter): first page, more pages, a failed further page, a new query. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Activity, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { LoadMoreFooter } from '../components/LoadMoreFooter.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { PortalProvider, type Portal } from '../site/PortalContext.tsx';
import { ApiError } from './apiError.ts';
import type { ApiClient, Query } from './requestClient.ts';
import { usePagedApi } from './usePagedApi.ts';

afterEach(cleanup);

const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, group: i % 2 === 0 ? 'odd' : 'even' }));

/** An API answering `{ list, total }` pages of `rows`, failing the calls whose number is in `failing`. */
function fakeApi(failing: number[] = []) {
  const calls: Query[] = [];
  const get = async (_key: string, query: Query = {}) => {
    calls.push(query);
    if (failing.includes(calls.length)) throw new ApiError('network', 'Failed to fetch', { key: 'test.list' });
    const matches = rows.filter((row) => !query.group || row.group === query.group);
    const page = Number(query.page);
    const size = Number(query.size);
    return { list: matches.slice((page - 1) * size, page * size), total: matches.length };
  };
  return { api: { get, post: get, handle: get, url: () => '' } as unknown as ApiClient, calls };
}

function List() {
  const [group, setGroup] = useState<string>();
  const paged = usePagedApi('test.list', group ? { group } : {}, 3);
  return (
    <div>
      <p data-testid="status">{paged.status}</p>
      <ul>
        {paged.items.map((item) => (
          <li key={(item as { id: number }).id}>{(item as { id: number }).id}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setGroup('odd')}>
        odd
      </button>
      <LoadMoreFooter paged={paged} />
    </div>
  );
}

async function mount(api: ApiClient, shown = true) {
  const i18n = await createI18n('zh', resolvedSite('demo').labels);
  const tree = (visible: boolean) => (
    <I18nextProvider i18n={i18n}>
      <PortalProvider portal={{ api } as Portal}>
        {/* As the portal keeps a page alive: hidden, its effects are cleaned up; shown again, they run again. */}
        <Activity mode={visible ? 'visible' : 'hidden'}>
          <List />
        </Activity>
      </PortalProvider>
    </I18nextProvider>
  );
  let rerender: (ui: ReturnType<typeof tree>) => void = () => undefined;
  await act(async () => {
    rerender = render(tree(shown)).rerender;
  });
  return (visible: boolean) => act(async () => rerender(tree(visible)));
}

const ids = () => screen.queryAllByRole('listitem').map((li) => Number(li.textContent));

describe('usePagedApi', () => {
  it('loads the first page, then one more per "load more", and says when there is no more', async () => {
    const { api, calls } = fakeApi();
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]));
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('keeps what it has when a further page fails, and retries that page', async () => {
    const { api, calls } = fakeApi([2]);
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    fireEvent.click(await screen.findByRole('button', { name: '加载失败，点击重试' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    expect(calls.map((c) => c.page)).toEqual([1, 2, 2]);
  });

  it('reports a failed first page as an error', async () => {
    const { api } = fakeApi([1]);
    await mount(api);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
  });

  it('starts again from page 1 for a new query', async () => {
    const { api, calls } = fakeApi();
    await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: 'odd' }));
    await waitFor(() => expect(ids()).toEqual([1, 3, 5]));
    expect(calls.at(-1)).toEqual({ group: 'odd', page: 1, size: 3 });
  });

  it('comes back with the pages it had when a kept-alive page is shown again', async () => {
    const { api, calls } = fakeApi();
    const show = await mount(api);
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]));
    await show(false);
    await show(true);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls).toHaveLength(2);
  });
});
