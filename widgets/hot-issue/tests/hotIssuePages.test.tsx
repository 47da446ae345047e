// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resolvedSite, expectIdRefusals, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { hotIssueFixtures, hotIssues } from '../fixtures.ts';
import { hotIssuePages } from '../pageStates.ts';

const demo = resolvedSite('demo');
resetPagesAfterEach();

const student = { name: '王小明', auth: { home: { module: ['homepage'] } } };

describe('hotissue/index', () => {
  it('shows the categories with their counts and the most viewed questions, ranked', async () => {
    await open('/hotissue/index', hotIssueFixtures.data);
    const top = await screen.findByTestId('hot-issue-top');
    const items = within(top).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]!.textContent).toContain('校园卡丢了怎么办？');
    expect(items[0]!.textContent).toContain('4120 次浏览');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/hotissue/detail?id=1');
    const categories = screen.getByTestId('hot-issue-categories');
    expect(
      within(categories)
        .getByRole('link', { name: /校园卡与缴费/ })
        .getAttribute('href'),
    ).toBe('/hotissue/list?category=card');
    expect(within(categories).getByRole('link', { name: /校园卡与缴费/ }).textContent).toContain('4 个问题');
  });
});

describePageStates(hotIssuePages.index);

describe('hotissue/list', () => {
  it("lists one category's questions, most viewed first, with the category as heading", async () => {
    await open('/hotissue/list?category=academic', hotIssueFixtures.data);
    const list = await screen.findByTestId('hot-issue-list');
    const titles = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span span')?.textContent);
    expect(titles).toEqual(
      hotIssues
        .filter((i) => i.category === 'academic')
        .sort((a, b) => b.views - a.views)
        .map((i) => i.title),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('教务教学');
    expect(await screen.findByRole('link', { name: '教务教学' })).toHaveProperty('ariaCurrent', 'page');
  });

  it('pages with load more until the end', async () => {
    await open('/hotissue/list', hotIssueFixtures.data, {
      manifest: { ...demo, apps: { ...demo.apps, hotissue: { ...demo.apps.hotissue!, props: { pageSize: 5 } } } },
    });
    const list = await screen.findByTestId('hot-issue-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(hotIssues.length));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('says when a category has no questions', async () => {
    await open('/hotissue/list?category=card', hotIssueFixtures.empty);
    expect(await screen.findByText('该分类下暂无问题')).toBeTruthy();
  });
});

describePageStates(hotIssuePages.list);

describe('hotissue/detail', () => {
  it('renders the answer sanitized, with department, views and related questions', async () => {
    await open('/hotissue/detail?id=1', hotIssueFixtures.data);
    const answer = await screen.findByTestId('rich-text');
    expect(answer.querySelectorAll('ol li')).toHaveLength(3);
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    expect(screen.getByTestId('hot-issue-meta').textContent).toContain('答复部门：校园卡服务中心');
    expect(screen.getByTestId('hot-issue-meta').textContent).toContain('4121 次浏览');
    expect(within(screen.getByTestId('hot-issue-related')).getByRole('link', { name: '学费可以分期缴纳吗？' }).getAttribute('href')).toBe(
      '/hotissue/detail?id=8',
    );
  });

  it('offers the login for feedback to an anonymous reader', async () => {
    await open('/hotissue/detail?id=1', hotIssueFixtures.data);
    const feedback = await screen.findByTestId('hot-issue-feedback');
    expect(
      within(feedback)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['登录后反馈']);
  });

  it('lets a logged-in reader vote and shows the new count', async () => {
    await open('/hotissue/detail?id=1', hotIssueFixtures.data, { user: student });
    const helpful = await screen.findByRole('button', { name: '有帮助 520' });
    fireEvent.click(helpful);
    expect(await screen.findByRole('button', { name: '有帮助 521' })).toHaveProperty('ariaPressed', 'true');
    expect(screen.getByRole('button', { name: '没帮助 11' })).toHaveProperty('ariaPressed', 'false');
  });

  it("shows the no-data view with the school's words for an unknown question, and refuses a malformed id", () =>
    expectIdRefusals(hotIssueFixtures, ['/hotissue/detail?id=99', '该问题不存在或已下线'], ['/hotissue/detail?id=x', '未指定要查看的问题']));
});

describePageStates(hotIssuePages.detail);
