// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { guideArticles, guideFixtures } from '../fixtures.ts';
import { guidePages } from '../pageStates.ts';

// The first page load transforms the widget's modules on the fly: allow it time.
resetPagesAfterEach();

const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent);

describe('guide/index', () => {
  it('lists the guides grouped by category, each linking to its detail', async () => {
    await open('/guide/index', guideFixtures.data);
    expect(await screen.findByText('新生报到流程')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(guideArticles.length);
    expect(groupTitles()).toEqual(['新生入学', '学籍与考试', '校园卡', '网络与信息化', '后勤与宿舍', '图书馆']);
    const card = screen.getByRole('region', { name: /^校园卡/ });
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(card)
        .getByRole('link', { name: /校园卡补办/ })
        .getAttribute('href'),
    ).toBe('/guide/detail?id=5');
    expect(screen.getByText('共 9 篇')).toBeTruthy();
  });

  it('searches titles and says when nothing matches', async () => {
    await open('/guide/index', guideFixtures.data);
    const box = await screen.findByRole('searchbox', { name: '搜索办事指南' });
    fireEvent.change(box, { target: { value: '校园卡' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText('新生报到流程')).toBeNull();
    fireEvent.change(box, { target: { value: '无此指南' } });
    expect(await screen.findByText('没有找到与“无此指南”相关的指南')).toBeTruthy();
  });

  it('filters by category', async () => {
    await open('/guide/index', guideFixtures.data);
    fireEvent.click(await screen.findByRole('button', { name: /^学籍与考试/ }));
    await waitFor(() => expect(groupTitles()).toEqual(['学籍与考试']));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^学籍与考试/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(guideArticles.length));
  });
});

describePageStates(guidePages.index);

describe('guide/detail', () => {
  it('renders the guide with its HTML sanitized, its office, phone and related guides', async () => {
    await open('/guide/detail?id=5', guideFixtures.data);
    const content = await screen.findByTestId('rich-text');
    expect(screen.getByRole('heading', { level: 1, name: '校园卡补办' })).toBeTruthy();
    expect(content.querySelectorAll('ol li')).toHaveLength(3);
    expect(content.querySelector('table')).not.toBeNull();
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    const facts = screen.getByTestId('guide-facts');
    expect(facts.textContent).toContain('校园卡服务中心');
    expect(within(facts).getByRole('link', { name: '010-6278-3001' }).getAttribute('href')).toBe('tel:01062783001');
    const related = screen.getByTestId('guide-related');
    expect(within(related).getByRole('link', { name: '校园卡充值方式' }).getAttribute('href')).toBe('/guide/detail?id=6');
  });

  it("shows the no-data view with the school's words for an unknown id", async () => {
    await open('/guide/detail?id=99', guideFixtures.empty);
    expect(await screen.findByTestId('no-data')).toBeTruthy();
    expect(screen.getByText('该办事指南不存在或已下线')).toBeTruthy();
  });

  it('refuses a malformed id without calling the API', async () => {
    await open('/guide/detail?id=abc', guideFixtures.loading);
    expect(await screen.findByText('未指定要查看的指南')).toBeTruthy();
  });
});

describePageStates(guidePages.detail);
