// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describePageStates, openPage, qrTextFromSvg, expectIdRefusals } from '../../../runtime/app/testing/index.ts';
import { account, publicAccountHelpFixtures } from '../fixtures.ts';
import { publicAccountHelpPages } from '../pageStates.ts';

afterEach(() => cleanup());
const { data } = publicAccountHelpFixtures;

describe('publicsso/index (follow guide)', () => {
  it("draws the account's follow link as a QR code, with the steps and a way to the FAQ", async () => {
    await openPage('/publicsso/index', data);
    const svg = await screen.findByTestId('follow-code');
    expect(qrTextFromSvg(svg.getAttribute('viewBox')!, svg.querySelector('path')!.getAttribute('d')!)).toBe(account.followUrl);
    expect(screen.getByText('微信号：demo-univ-it')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(account.steps.length + account.features.length);
    expect(screen.getByRole('link', { name: '查看常见问题' }).getAttribute('href')).toBe('/publicsso/helpIndex');
  });
});

describe('publicsso/helpIndex (FAQ)', () => {
  it('lists the categories with counts and the hot questions', async () => {
    await openPage('/publicsso/helpIndex', data);
    const categories = await screen.findByTestId('faq-categories');
    expect(
      within(categories)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/publicsso/helpQt?category=follow', '/publicsso/helpQt?category=message', '/publicsso/helpQt?category=login']);
    expect(within(categories).getByRole('link', { name: /消息推送/ }).textContent).toContain('12 个问题');
    expect(within(screen.getByTestId('faq-hot')).getAllByRole('link')).toHaveLength(3);
  });

  it('asks for a search word before searching', async () => {
    await openPage('/publicsso/helpIndex', data);
    fireEvent.submit((await screen.findByRole('searchbox')).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('请输入要搜索的关键词');
  });
});

describe('publicsso/helpQt and helpIndexmsg (question lists)', () => {
  it('pages a category with "load more" until the end', async () => {
    await openPage('/publicsso/helpQt?category=message', data);
    const list = await screen.findByTestId('faq-questions');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('消息推送');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(screen.getByTestId('faq-questions')).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('helpIndexmsg lists the message category of the props', async () => {
    await openPage('/publicsso/helpIndexmsg', data);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('消息推送常见问题');
    expect(within(screen.getByTestId('faq-questions')).getAllByRole('listitem')).toHaveLength(10);
  });

  it('searches, and says when nothing matches', async () => {
    await openPage(`/publicsso/helpQt?q=${encodeURIComponent('扫码')}`, data);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('“扫码”的搜索结果');
    expect(within(screen.getByTestId('faq-questions')).getAllByRole('listitem')).toHaveLength(1);
    cleanup();
    await openPage(`/publicsso/helpQt?q=${encodeURIComponent('没有这个')}`, data);
    expect(await screen.findByText('没有找到与“没有这个”相关的问题')).toBeTruthy();
  });

  it('refuses an unknown or malformed category; without one lists every question', async () => {
    await openPage('/publicsso/helpQt?category=nope', data);
    expect(await screen.findByText('该问题分类不存在')).toBeTruthy();
    cleanup();
    await openPage('/publicsso/helpQt?category=%3Cscript%3E', data);
    expect(await screen.findByText('问题分类无效')).toBeTruthy();
    cleanup();
    await openPage('/publicsso/helpQt', data);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('全部问题');
    expect(within(screen.getByTestId('faq-questions')).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});

describe('publicsso/helpdetail', () => {
  it('shows the answer sanitized, with related questions', async () => {
    await openPage('/publicsso/helpdetail?id=13', data);
    const content = await screen.findByTestId('rich-text');
    expect(content.textContent).toContain('自助重置');
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    expect(within(screen.getByTestId('faq-related')).getByRole('link').getAttribute('href')).toBe('/publicsso/helpdetail?id=14');
  });

  it('an unknown or malformed id says so', () =>
    expectIdRefusals(publicAccountHelpFixtures, ['/publicsso/helpdetail?id=99', '该问题不存在或已下线'], ['/publicsso/helpdetail?id=x', '未指定要查看的问题']));
});

for (const page of Object.values(publicAccountHelpPages)) describePageStates(page);
