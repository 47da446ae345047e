// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, student, visitor, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { newsArticles, newsFixtures } from '../fixtures.ts';
import { newsPages } from '../pageStates.ts';

// The first page load transforms the widget's modules on the fly: allow it time.
resetPagesAfterEach();

describe('news/index', () => {
  it('lists the newest articles, ten at a time, and loads more', async () => {
    await open('/news/index', newsFixtures.data);
    expect(await screen.findByText(newsArticles[0]!.title)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('共 12 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('links each article to the detail page of the same module', async () => {
    await open('/tjuNews/index', newsFixtures.data);
    const link = (await screen.findAllByRole('link')).find((a) => a.textContent?.includes(newsArticles[0]!.title));
    expect(link?.getAttribute('href')).toBe('/tjuNews/detail?id=1');
  });

  it("shows a channel of its app's props", async () => {
    await open('/tjuNotice/index', newsFixtures.data, { user: student });
    expect(await screen.findByRole('heading', { name: '通知公告' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it("shows HTML in the school's message as text, never as markup (spec §8 m)", async () => {
    await open('/news/index', { '/news/list': { e: 500, m: '<img src=x onerror=alert(1)>服务维护', d: null } });
    expect(await screen.findByText('请求失败：<img src=x onerror=alert(1)>服务维护')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describePageStates(newsPages.index);
describePageStates(newsPages.detail);

describe('spec §6: an app the user may not use', () => {
  it('shows "no permission", never the page', async () => {
    await open('/tjuNotice/index', newsFixtures.data, { user: visitor });
    expect(await screen.findByTestId('no-permission')).toBeTruthy();
    expect(screen.getByText('暂无权限')).toBeTruthy();
    expect(screen.queryByTestId('news-list')).toBeNull();
  });
  it('sends an anonymous user to log in first (spec §2: the route needs login)', async () => {
    await open('/tjuNotice/index', newsFixtures.data);
    expect(await screen.findByTestId('login-required')).toBeTruthy();
    expect(screen.queryByTestId('news-list')).toBeNull();
  });
});

describe('news/detail', () => {
  it('renders the article with its HTML sanitized', async () => {
    await open('/news/detail?id=1', newsFixtures.data);
    const content = await screen.findByTestId('rich-text');
    expect(content.querySelector('h3')?.textContent).toBe('会议要求');
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onclick|javascript:/i);
    expect(screen.getByText('来源：党委宣传部')).toBeTruthy();
  });

  it("shows the no-data view with the school's words for a removed article", async () => {
    await open('/news/detail?id=99', newsFixtures.empty);
    expect(await screen.findByText('文章不存在或已被删除')).toBeTruthy();
  });

  it('refuses a malformed id without calling the API', async () => {
    await open('/news/detail?id=1%20OR%201=1', newsFixtures.loading);
    expect(await screen.findByText('未指定要查看的文章')).toBeTruthy();
  });
});
