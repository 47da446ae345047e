// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describePageStates,
  findShown,
  openPage as open,
  type PageSetup,
  failure,
  ok,
  type Fixtures,
  resetPagesAfterEach,
} from '../../../runtime/app/testing/index.ts';
import { accountFixtures, boundFixtures, searchedText, smsSent, student, studentProfile } from '../fixtures.ts';
import { accountPages } from '../pageStates.ts';
import { returnTarget } from '../pages/LoginPage.tsx';

resetPagesAfterEach();

const asStudent = { user: student };

/** Records what each POST carried. */
function recording(answer: ReturnType<typeof ok>) {
  const bodies: URLSearchParams[] = [];
  return { bodies, fixture: (_q: URLSearchParams, body: URLSearchParams) => (bodies.push(body), answer) };
}

describe('polymerization/infor', () => {
  it('shows the profile summary, the account, the bound phone and the ways on', async () => {
    await open('/polymerization/infor', boundFixtures, asStudent);
    const rows = await screen.findByTestId('account-rows');
    expect(within(rows).getByText('student')).toBeTruthy();
    expect(screen.getByTestId('phone-row').getAttribute('href')).toBe('/polymerization/untyingPh');
    expect(screen.getByTestId('phone-row').textContent).toContain('137****5678');
    expect(screen.getByTestId('profile-summary').textContent).toContain('王小明学生');
    expect(screen.getByRole('link', { name: /编辑个人资料/ }).getAttribute('href')).toBe('/center/edit');
    expect(screen.getByRole('link', { name: /切换身份/ }).getAttribute('href')).toBe('/center/switch');
  });

  it('offers binding when no phone is bound, and no switch without linked identities', async () => {
    await open('/polymerization/infor', accountFixtures.empty, asStudent);
    expect((await screen.findByTestId('phone-row')).getAttribute('href')).toBe('/polymerization/bindPh');
    expect(screen.getByTestId('phone-row').textContent).toContain('未绑定');
    expect(screen.queryByRole('link', { name: /切换身份/ })).toBeNull();
  });
});

describe('polymerization/bindPh', () => {
  it('refuses a bad number before sending, shows the sent code, words the school’s refusal, then binds', async () => {
    const bind = recording(ok({ ...studentProfile, phone: '137****5678' }));
    let attempts = 0;
    await open(
      '/polymerization/bindPh',
      {
        ...accountFixtures.data,
        '/account/phone/bind': (q, body) => (++attempts === 1 ? failure(40201, '验证码错误') : bind.fixture(q, body)),
      },
      asStudent,
    );
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '1371234' } });
    fireEvent.click(screen.getByTestId('send-code'));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入正确的 11 位手机号');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '137-1234-5678' } });
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13712345678');
    fireEvent.click(screen.getByTestId('send-code'));
    expect((await screen.findByTestId('dev-code')).textContent).toContain('246810');
    expect(screen.getByText('验证码已发送至 137****5678，5 分钟内有效')).toBeTruthy();
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('send-code').textContent).toMatch(/^\d+ 秒后重发$/);

    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入 6 位数字验证码');
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('验证码错误');
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect((await screen.findByTestId('account-done')).textContent).toContain('手机号 137****5678 已绑定');
    expect(Object.fromEntries(bind.bodies[0]!)).toEqual({ phone: '13712345678', code: '246810' });
  });

  it('shows no code when the answer is a school’s: none sent, or a bare devCode not marked as the sandbox’s', async () => {
    for (const answer of [smsSent, { ...smsSent, devCode: '246810' }]) {
      await open('/polymerization/bindPh', { ...accountFixtures.data, '/account/sms/send': ok(answer) }, asStudent);
      fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13712345678' } });
      fireEvent.click(screen.getByTestId('send-code'));
      expect(await screen.findByText('验证码已发送至 137****5678，5 分钟内有效')).toBeTruthy();
      expect(screen.queryByTestId('dev-code')).toBeNull();
      cleanup();
    }
  });

  it('with a phone already bound, sends the user to unbind it first', async () => {
    await open('/polymerization/bindPh', boundFixtures, asStudent);
    expect((await screen.findByTestId('phone-already-bound')).textContent).toContain('您已绑定手机号 137****5678');
  });

  it('waits out the school’s cooldown when it refuses to send', async () => {
    await open(
      '/polymerization/bindPh',
      { ...accountFixtures.data, '/account/sms/send': { e: 42901, m: '发送过于频繁，请 42 秒后再试', d: { retryAfter: 42 } } },
      asStudent,
    );
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13712345678' } });
    fireEvent.click(screen.getByTestId('send-code'));
    expect((await screen.findByRole('alert')).textContent).toBe('发送过于频繁，请稍后再试');
    // The refusal and the cooldown it carries are two renders apart.
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toMatch(/^4[12] 秒后重发$/));
  });
});

describe('polymerization/untyingPh', () => {
  it('sends the code to the bound phone and unbinds', async () => {
    const unbind = recording(ok(studentProfile));
    await open('/polymerization/untyingPh', { ...boundFixtures, '/account/phone/unbind': unbind.fixture }, asStudent);
    expect(await screen.findByText('验证码将发送至已绑定的手机 137****5678。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('send-code'));
    await screen.findByTestId('dev-code');
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '确认解绑' }));
    expect((await screen.findByTestId('account-done')).textContent).toContain('已解除绑定');
    expect(unbind.bodies[0]!.get('code')).toBe('246810');
  });

  it('says so when no phone is bound', async () => {
    await open('/polymerization/untyingPh', accountFixtures.data, asStudent);
    expect((await screen.findByTestId('phone-not-bound')).textContent).toContain('您还没有绑定手机号');
  });
});

describe('polymerization/modifyPass', () => {
  const fill = (old: string, next: string, confirm = next) => {
    fireEvent.change(screen.getByLabelText('原密码'), { target: { value: old } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
  };

  it('refuses weak, user-name and mismatched passwords on the page, ticks the rules, then changes it', async () => {
    const change = recording(ok({ changed: true, otherSessionsEnded: 1 }));
    await open('/polymerization/modifyPass', { ...accountFixtures.data, '/account/password': change.fixture }, asStudent);
    await screen.findByLabelText('原密码');
    fill('demo', 'password');
    expect((await screen.findByRole('alert')).textContent).toBe('新密码需包含小写字母、大写字母、数字、符号中的至少三种');
    fill('demo', 'Student');
    expect((await screen.findByRole('alert')).textContent).toBe('新密码至少 8 位');
    fill('demo', 'Campus#2026', 'Campus#2025');
    expect((await screen.findByRole('alert')).textContent).toBe('两次输入的新密码不一致');
    const rules = screen.getByRole('list', { name: '密码要求' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-met')),
    ).toEqual(['true', 'true', 'true', 'true']);
    expect(change.bodies).toHaveLength(0);
    fill('demo', 'Campus#2026');
    expect((await screen.findByTestId('account-done')).textContent).toContain('密码已修改');
    expect(Object.fromEntries(change.bodies[0]!)).toEqual({ oldPassword: 'demo', newPassword: 'Campus#2026', confirmPassword: 'Campus#2026' });
  });

  it('words a wrong old password', async () => {
    await open('/polymerization/modifyPass', { ...accountFixtures.data, '/account/password': failure(40101, '原密码不正确') }, asStudent);
    await screen.findByLabelText('原密码');
    fill('nope', 'Campus#2026');
    expect((await screen.findByTestId('form-error')).textContent).toBe('原密码不正确');
  });
});

describe('polymerization/login', () => {
  it('offers the login to an anonymous visitor', async () => {
    await open('/polymerization/login', {});
    expect((await screen.findByTestId('login-anonymous')).textContent).toContain('您尚未登录');
    expect(screen.getByTestId('login-start').textContent).toBe('登录');
  });

  it('shows who is logged in', async () => {
    await open('/polymerization/login', {}, asStudent);
    expect((await screen.findByTestId('login-ready')).textContent).toContain('当前登录：王小明');
  });

  it('keeps only redirect targets on this portal', () => {
    const target = (value: string) => returnTarget(new URLSearchParams({ redirect_url: value }), '/polymerization/login');
    expect(target('/center/personal?tab=1')).toBe('/center/personal?tab=1');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/polymerization/login?x=1', 'center/personal'])
      expect(target(bad), bad).toBeUndefined();
  });
});

describe('polymerization/search', { timeout: 20_000 }, () => {
  const search = async (text: string, extra: Partial<PageSetup> = {}, fixtures: Fixtures = accountFixtures.data) => {
    cleanup();
    await open('/polymerization/search', fixtures, { ...asStudent, ...extra });
    const box = await screen.findByTestId('search-input');
    fireEvent.change(box, { target: { value: text } });
    fireEvent.submit(box.closest('form')!);
  };

  it('finds apps by their title in the current language and content, each linking into an app the user may open', async () => {
    await search('通知');
    const apps = await screen.findByTestId('search-apps');
    expect(within(apps).getByRole('link', { name: '通知公告' }).getAttribute('href')).toBe('/tjuNotice/index');
    await search('心理健康');
    const news = await screen.findByTestId('search-news');
    await waitFor(() => expect(within(news).getAllByRole('link')).toHaveLength(2));
    // A notice opens in the notices app (the student may use it), campus news in the campus app.
    expect(
      within(news)
        .getByRole('link', { name: /心理健康月/ })
        .getAttribute('href'),
    ).toBe('/tjuNotice/detail?id=7');
    expect(
      within(news)
        .getByRole('link', { name: /推进会/ })
        .getAttribute('href'),
    ).toBe('/tjuNews/detail?id=21');
    expect(
      within(await screen.findByTestId('search-guides'))
        .getByRole('link', { name: /心理健康咨询预约/ })
        .getAttribute('href'),
    ).toBe('/guide/detail?id=12');
  });

  it('never finds an app the user may not open; its articles open in an app the user may', async () => {
    await search('通知', { user: undefined });
    await screen.findByTestId('search-news');
    expect(screen.queryByTestId('search-apps')).toBeNull();
    await search('心理健康月', { user: undefined });
    const news = await screen.findByTestId('search-news');
    expect((await within(news).findByRole('link')).getAttribute('href')).toBe('/news/detail?id=7');
  });

  it('says when nothing matches, and when a part cannot be searched', async () => {
    await search('无此内容', {}, accountFixtures.empty);
    expect((await screen.findByTestId('empty')).textContent).toContain('没有找到与“无此内容”相关的结果');
    await search('心理', {}, { ...accountFixtures.data, '/news/list': 'network-error' });
    expect((await within(await screen.findByTestId('search-news')).findByRole('alert')).textContent).toBe('该部分暂时无法搜索');
    expect(await screen.findByTestId('search-guides')).toBeTruthy();
  });

  describe('its states, once a search is typed', () => {
    const { fixtures, shows } = accountPages.search;
    it.each([
      ['loading', fixtures.loading, { testId: 'loading' }, {}],
      ['empty', fixtures.empty, shows.empty, {}],
      ['network error', fixtures.networkError, shows.networkError, {}],
      ['server error', fixtures.envelopeError, shows.envelopeError, {}],
      ['data', fixtures.data, shows.data, {}],
      ['English', fixtures.data, shows.en, { language: 'en' }],
      ['Traditional Chinese', fixtures.data, shows.tw, { language: 'tw' }],
    ] as const)('%s', async (_state, stateFixtures, shown, setup: Partial<PageSetup>) => {
      await search(searchedText, setup, stateFixtures);
      expect(await findShown(shown)).toBeTruthy();
    });
  });

  it('speaks English', async () => {
    await search('Campus', { language: 'en' });
    expect(within(await screen.findByTestId('search-apps')).getByRole('link', { name: 'Campus guide' })).toBeTruthy();
  });
});

for (const page of ['infor', 'login', 'bindPh', 'untyingPh', 'modifyPass'] as const) describePageStates(accountPages[page]);
