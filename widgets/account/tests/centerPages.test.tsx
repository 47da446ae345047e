// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, failure, ok, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { centerFixtures, switchedToStaff, teacher, teacherProfile } from '../fixtures.ts';
import { accountPages } from '../pageStates.ts';
import { profileProblems } from '../pages/profileForm.ts';

resetPagesAfterEach();
const staff = { ...teacher, name: '张老师' };
const asTeacher = { user: teacher };

describe('center/personal', { timeout: 20_000 }, () => {
  it('shows the profile with its facts, and the ways to edit, switch and the account pages', async () => {
    await open('/center/personal', centerFixtures.data, asTeacher);
    const facts = await screen.findByTestId('profile-facts');
    expect(within(facts).getByText('li.laoshi@demo.edu.cn')).toBeTruthy();
    expect(within(facts).getByText('女')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('李老师教师');
    expect(screen.getByRole('link', { name: '编辑资料' }).getAttribute('href')).toBe('/center/edit');
    expect(screen.getByRole('link', { name: '切换身份' }).getAttribute('href')).toBe('/center/switch');
    expect(screen.getByRole('link', { name: '账号与安全' }).getAttribute('href')).toBe('/polymerization/infor');
  });

  it('says "not set" for what the user left empty, and offers no switch without linked identities', async () => {
    await open('/center/personal', centerFixtures.empty, asTeacher);
    expect(within(await screen.findByTestId('profile-facts')).getAllByText('未填写')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: '切换身份' })).toBeNull();
  });
});

describe('center/edit', { timeout: 20_000 }, () => {
  it('refuses a bad e-mail and a long nickname on the page, sends nothing, then saves a valid form', async () => {
    const posts: URLSearchParams[] = [];
    await open(
      '/center/edit',
      {
        ...centerFixtures.data,
        '/account/profile': (_q, body) => (body.has('nickname') && posts.push(body), ok(teacherProfile)),
      },
      asTeacher,
    );
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'li@' } });
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '一'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['昵称不能超过 20 个字', '请输入正确的邮箱地址，如 name@example.com']);
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'li@demo.edu.cn' } });
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '英语李老师' } });
    fireEvent.click(screen.getByLabelText('保密'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.fromEntries(posts[0]!)).toEqual({ nickname: '英语李老师', email: 'li@demo.edu.cn', gender: 'unknown', bio: teacherProfile.bio, avatar: '' });
  });

  it('checks an avatar’s type before uploading, and uploads an image', async () => {
    await open('/center/edit', centerFixtures.data, asTeacher);
    const input = await screen.findByTestId('avatar-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('notes.txt');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('profile-form').querySelector('img')?.getAttribute('src')).toBe('/site/attach?file=all/2026/3f2a9c1d.png'));
  });

  it('words the profile rules as the school does', () => {
    const form = { nickname: '', email: '', gender: 'unknown' as const, bio: '', avatar: '' };
    expect(profileProblems(form)).toEqual({});
    expect(profileProblems({ ...form, nickname: '<b>' }).nickname?.[0]).toBe('edit.nicknameInvalid');
    expect(profileProblems({ ...form, bio: '字'.repeat(201) }).bio).toEqual(['edit.bioTooLong', { max: 200 }]);
  });
});

describe('center/switch', { timeout: 20_000 }, () => {
  it('lists the identities, switches after a confirm, and reloads the new identity’s permissions and name', async () => {
    const posts: URLSearchParams[] = [];
    let switched = false;
    const { dialogs } = await open(
      '/center/switch',
      {
        ...centerFixtures.data,
        '/account/identities/switch': (_q, body) => (posts.push(body), (switched = true), ok(switchedToStaff)),
        '/uc/user/name': () => ok({ name: switched ? staff.name : teacher.name }),
        '/uc/auth/all': () => ok(teacher.auth),
      },
      asTeacher,
    );
    const list = await screen.findByTestId('identities');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-username')),
    ).toEqual(['teacher', 'staff']);
    expect(within(list).getByText('当前身份')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '切换' }));
    await waitFor(() => expect(dialogs.getSnapshot().modal?.kind).toBe('confirm'));
    expect(dialogs.getSnapshot().modal?.options.message).toBe('切换为“职工 · 张老师”？切换后可使用的应用会随之变化。');
    act(() => {
      const modal = dialogs.getSnapshot().modal;
      if (modal?.kind === 'confirm') modal.answer(true);
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get('username')).toBe('staff');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('officeDb.username') ?? '{}')).toEqual({ v: { name: '张老师' } }));
  });

  it('words the school’s refusal of an identity that is not linked', async () => {
    const { dialogs } = await open(
      '/center/switch',
      { ...centerFixtures.data, '/account/identities/switch': failure(40301, '不能切换到该身份：它未与当前账号关联') },
      asTeacher,
    );
    fireEvent.click(within(await screen.findByTestId('identities')).getByRole('button', { name: '切换' }));
    await waitFor(() => expect(dialogs.getSnapshot().modal?.kind).toBe('confirm'));
    act(() => {
      const modal = dialogs.getSnapshot().modal;
      if (modal?.kind === 'confirm') modal.answer(true);
    });
    expect((await screen.findByTestId('form-error')).textContent).toBe('不能切换到该身份：它未与当前账号关联');
  });

  it('has an empty state without linked identities', async () => {
    await open('/center/switch', centerFixtures.empty, asTeacher);
    expect((await screen.findByTestId('empty')).textContent).toContain('您的账号没有关联其他身份');
  });
});

for (const page of ['personal', 'edit', 'switch'] as const) describePageStates(accountPages[page]);
