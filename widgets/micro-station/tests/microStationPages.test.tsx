// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, describePageStates, openPage as open, resolvedSite, expectIdRefusals, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { microStationFixtures, stationArticleItems } from '../fixtures.ts';
import { microStationPages } from '../pageStates.ts';

const demo = resolvedSite('demo');
resetPagesAfterEach();

const withProps = (props: Record<string, unknown>) => ({
  ...demo,
  apps: { ...demo.apps, microStation: { ...demo.apps.microStation!, props: { ...demo.apps.microStation!.props, ...props } } },
});

describe('microStation/index', () => {
  it('groups the stations by kind, each linking to its article list', async () => {
    await open('/microStation/index', microStationFixtures.data);
    await screen.findByTestId('station-directory');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['学院', '职能部门']);
    const colleges = screen.getByRole('region', { name: '学院' });
    expect(within(colleges).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /^计算机学院/ }).getAttribute('href')).toBe('/microStation/list?station=1');
    expect(screen.getByText('共 5 个微站')).toBeTruthy();
  });

  it('filters by name as the user types', async () => {
    await open('/microStation/index', microStationFixtures.data);
    const box = await screen.findByRole('searchbox', { name: '查找微站' });
    fireEvent.change(box, { target: { value: '图书' } });
    expect(within(screen.getByTestId('station-directory')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(box, { target: { value: '体育' } });
    expect(screen.getByText('没有名称包含“体育”的微站')).toBeTruthy();
  });

  it('shows only the kinds the school chose (props.kinds), without intros when showIntro is off', async () => {
    await open('/microStation/index', microStationFixtures.data, { manifest: withProps({ kinds: ['department'], showIntro: false }) });
    await screen.findByTestId('station-directory');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['职能部门']);
    expect(screen.queryByText('资源动态、讲座培训、开放时间与读者服务。')).toBeNull();
  });
});

describePageStates(microStationPages.index);

describe('microStation/list', () => {
  const articleTitles = () =>
    within(screen.getByTestId('station-articles'))
      .getAllByRole('link')
      .map((a) => a.querySelector('span')?.textContent);

  it('shows the station and its articles page by page, each linking to its detail', async () => {
    await open('/microStation/list?station=1', microStationFixtures.data);
    await screen.findByTestId('station-articles');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('计算机学院');
    expect(articleTitles()).toEqual(stationArticleItems.slice(0, 10).map((a) => a.title));
    expect(screen.getByRole('link', { name: /关于 2026 届本科毕业设计中期检查的通知/ }).getAttribute('href')).toBe('/microStation/detail?id=3');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(articleTitles()).toEqual(stationArticleItems.slice(10).map((a) => a.title)));
    expect(screen.getByRole('link', { name: '返回微站目录' }).getAttribute('href')).toBe('/microStation/index');
  });

  it('says so for a station without articles, an unknown station and a malformed one', async () => {
    await open('/microStation/list?station=1', microStationFixtures.empty);
    expect(await screen.findByText('该微站暂未发布文章')).toBeTruthy();
    cleanup();
    await open('/microStation/list?station=99', { '/microStation/articles': failure(404, '该微站不存在或已关闭') });
    expect(await screen.findByText('该微站不存在或已关闭')).toBeTruthy();
    cleanup();
    await open('/microStation/list?station=x', microStationFixtures.loading);
    expect(await screen.findByText('未指定要查看的微站')).toBeTruthy();
  });
});

describePageStates(microStationPages.list);

describe('microStation/detail', () => {
  it('renders the article sanitized, with its station, author and the way back', async () => {
    await open('/microStation/detail?id=3', microStationFixtures.data);
    const content = await screen.findByTestId('rich-text');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('关于 2026 届本科毕业设计中期检查的通知');
    expect(content.querySelectorAll('li')).toHaveLength(2);
    expect(content.innerHTML).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(screen.getByTestId('station-article-meta').textContent).toContain('计算机学院办公室');
    expect(screen.getByRole('link', { name: '返回计算机学院' }).getAttribute('href')).toBe('/microStation/list?station=1');
  });

  it("shows the school's words for an unknown id and refuses a malformed id", () =>
    expectIdRefusals(microStationFixtures, ['/microStation/detail?id=99', '该文章不存在或已删除'], ['/microStation/detail?id=0', '未指定要查看的文章']));
});

describePageStates(microStationPages.detail);
