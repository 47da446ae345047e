// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describePageStates, openPage } from '../../../runtime/app/testing/index.ts';
import { miniProgramLoginFixtures } from '../fixtures.ts';
import { miniProgramLoginPages } from '../pageStates.ts';
import { portalTarget } from '../pages/MiniProgramLoginPage.tsx';

afterEach(() => cleanup());
const { path } = miniProgramLoginPages.index;

describe('xidianMinigramLogin/index', () => {
  it('trades the token, says who is logged in and moves on', async () => {
    await openPage(path, miniProgramLoginFixtures.data);
    expect(await screen.findByText('王小明，登录成功，正在进入…')).toBeTruthy();
    // The move runs in an effect after the greeting is drawn.
    await waitFor(() => expect(window.location.hash).toBe('#signed-in'));
  });

  it("says plainly when the token is missing or refused (the school's words), offering the normal login", async () => {
    await openPage('/xidianMinigramLogin/index', miniProgramLoginFixtures.loading);
    expect((await screen.findByTestId('minigram-error')).textContent).toContain('缺少登录凭证，请从小程序重新进入');
    cleanup();
    await openPage(path, miniProgramLoginFixtures.envelopeError);
    expect((await screen.findByTestId('minigram-error')).textContent).toContain('登录凭证已过期，请从小程序重新进入');
    expect(screen.getByRole('link', { name: '使用账号密码登录' }).getAttribute('href')).toBe('/guide/index');
  });

  it('keeps the target on the portal', () => {
    expect(portalTarget('/news/index', '/')).toBe('/news/index');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)', null]) expect(portalTarget(bad, '/')).toBe('/');
  });
});

describePageStates(miniProgramLoginPages.index);
