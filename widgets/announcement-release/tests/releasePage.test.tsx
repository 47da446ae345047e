// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type PageSetup, ok, type Fixtures, describePageStates, openPage, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { publishAnswer, publisherUser, releaseFixtures } from '../fixtures.ts';
import { announcementReleasePages } from '../pageStates.ts';

// A long form: role queries over it take a while in jsdom.
vi.setConfig({ testTimeout: 20_000 });
resetPagesAfterEach();

/** The composer as the demo staff account unless a test says otherwise. */
const open = (fixtures: Fixtures, extra: Partial<PageSetup> = {}) => openPage('/announcementRelease/index', fixtures, { user: publisherUser, ...extra });

/** Types into the contentEditable as the browser would leave it, then reports the change. */
function write(html: string) {
  const area = screen.getByTestId('rich-text-editor');
  area.innerHTML = html;
  fireEvent.input(area);
}

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], '期末考试安排.pdf', { type: 'application/pdf' });

describe('announcementRelease/index', () => {
  it('checks every field before anything is sent', async () => {
    const sent: URLSearchParams[] = [];
    await open({ ...releaseFixtures.data, '/announcement/publish': publishAnswer(sent) });
    fireEvent.click(await screen.findByRole('button', { name: '发布通知' }));
    expect(await screen.findByText('请填写通知标题')).toBeTruthy();
    expect(screen.getByText('请填写发布单位')).toBeTruthy();
    expect(screen.getByText('请选择通知对象')).toBeTruthy();
    expect(screen.getByText('请填写通知正文')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('通知标题'), { target: { value: '通'.repeat(81) } });
    write('<p><script>alert(1)</script> </p>');
    fireEvent.click(screen.getByRole('button', { name: '发布通知' }));
    expect(await screen.findByText('通知标题不能超过 80 个字')).toBeTruthy();
    expect(screen.getByText('请填写通知正文')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('uploads an attachment, confirms, and publishes the cleaned text to the chosen group', async () => {
    const sent: URLSearchParams[] = [];
    // jsdom hands the upload over as a nameless blob: the school's answer names it, as the sandbox would.
    const uploaded = { url: `/site/attach?file=all/2026/${'a'.repeat(16)}.pdf`, name: '期末考试安排.pdf', size: 5, type: 'application/pdf' };
    await open({ ...releaseFixtures.data, '/announcement/publish': publishAnswer(sent), '/upload/index': ok(uploaded) });
    fireEvent.change(await screen.findByLabelText('通知标题'), { target: { value: '关于期末考试安排的通知' } });
    fireEvent.change(screen.getByLabelText('发布单位'), { target: { value: '教务处' } });
    fireEvent.click(screen.getByLabelText('学生'));
    write(
      '<div>期末考试将于<b>第18周</b>进行。<span style="color:red">请携带学生证</span><img src=x onerror=alert(1)><a href="javascript:alert(1)">旧链接</a></div>',
    );
    fireEvent.change(screen.getByTestId('release-file'), { target: { files: [pdf()] } });
    expect(await within(await screen.findByTestId('release-attachments')).findByText('期末考试安排.pdf')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('重要通知（需对象确认知晓）'));
    fireEvent.click(screen.getByRole('button', { name: '发布通知' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('通知将发送给：学生');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({
      title: '关于期末考试安排的通知',
      department: '教务处',
      content: '<p>期末考试将于<strong>第18周</strong>进行。请携带学生证<a>旧链接</a></p>',
      audience: 'students',
      important: '1',
      attachments: `/site/attach?file=all/2026/${'a'.repeat(16)}.pdf`,
    });
    expect(await screen.findByText('发布成功，已通知 1 人')).toBeTruthy();
    // The form starts afresh.
    expect((screen.getByLabelText('通知标题') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('rich-text-editor').innerHTML).toBe('');
  });

  it('"everyone" chooses all groups and is sent as all; cancelling the confirmation sends nothing', async () => {
    const sent: URLSearchParams[] = [];
    await open({ ...releaseFixtures.data, '/announcement/publish': publishAnswer(sent) });
    fireEvent.change(await screen.findByLabelText('通知标题'), { target: { value: '元旦放假安排' } });
    fireEvent.change(screen.getByLabelText('发布单位'), { target: { value: '党政办公室' } });
    fireEvent.click(screen.getByLabelText('全体'));
    expect(['学生', '教师', '职工'].every((name) => (screen.getByLabelText(name) as HTMLInputElement).checked)).toBe(true);
    write('<p>放假三天。</p>');
    fireEvent.click(screen.getByRole('button', { name: '发布通知' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '发布通知' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('audience')).toBe('all');
  });

  it('refuses a file of the wrong type before uploading it', async () => {
    await open(releaseFixtures.data);
    const input = await screen.findByTestId('release-file');
    fireEvent.change(input, { target: { files: [new File(['MZ'], '安装程序.exe', { type: 'application/x-msdownload' })] } });
    expect(await screen.findByText('不支持“安装程序.exe”的文件类型')).toBeTruthy();
    expect(screen.queryByTestId('release-attachments')).toBeNull();
  });

  it("shows the school's refusal", async () => {
    await open({ ...releaseFixtures.data, '/announcement/publish': { e: 403, m: '你没有发布通知的权限', d: null } });
    fireEvent.change(await screen.findByLabelText('通知标题'), { target: { value: '测试' } });
    fireEvent.change(screen.getByLabelText('发布单位'), { target: { value: '教务处' } });
    fireEvent.click(screen.getByLabelText('教师'));
    write('<p>正文</p>');
    fireEvent.click(screen.getByRole('button', { name: '发布通知' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('发布失败：你没有发布通知的权限')).toBeTruthy();
  });

  it('lists the notices this user published with their read counts', async () => {
    await open(releaseFixtures.data);
    const mine = await screen.findByTestId('release-mine');
    expect(within(mine).getAllByRole('listitem')).toHaveLength(4);
    expect(within(mine).getAllByTestId('release-read-count')[3]!.textContent).toBe('已读 1/1');
  });

  it('is neither shown nor reachable for a student or a teacher', async () => {
    await open(releaseFixtures.data, { user: { name: '王小明', auth: { notice: { module: ['index'] } } } });
    expect(await screen.findByTestId('no-permission')).toBeTruthy();
    expect(screen.queryByTestId('release-form')).toBeNull();
  });
});

describePageStates(announcementReleasePages.index);
