// @vitest-environment jsdom
/**
 * paperApply/index in each state and its flows: 王小明's applications, each state saying what he needs
 * (where to pick it up, the parcel, the office's note); applying with the school's form (copies checked,
 * sent as JSON with a submission id, the list reloaded); the office's queue, filtered by state, each
 * application moved on (ready after a confirmation, posted with a tracking number, returned with a note);
 * a user with neither grant told who may apply; the second school's own title.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage, ok, recordingAsked, expectSecondSchoolTitle, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { isSubmissionId } from '../../../runtime/app/index.ts';
import { myPapers, officeQueue, paperApplyFixtures, paperOffice, paperStudent as user } from '../fixtures.ts';
import { paperApplyPages } from '../pageStates.ts';

resetPagesAfterEach();

describePageStates(paperApplyPages.index);

describe('paperApply, as a student', () => {
  it('lists my applications, each state saying what to do: where to pick it up, the parcel, the note', async () => {
    await openPage('/paperApply/index', paperApplyFixtures.data, { user });
    const list = await screen.findByTestId('paper-apply-mine');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => [item.querySelector('strong')?.textContent, item.querySelector('span[data-state]')?.textContent])).toEqual([
      ['学籍证明', '待办理'],
      ['成绩单', '已办好待领取'],
      ['在读证明', '已邮寄'],
      ['学位证明', '已退回'],
    ]);
    expect(items[1]!.textContent).toContain('英文 · 3 份 · 自取');
    expect(items[1]!.textContent).toContain('已办好，请到 学生事务服务大厅（行政楼一层）3号窗口 领取（工作日 8:30–11:30、14:00–17:00）');
    expect(items[2]!.textContent).toContain('已寄出：顺丰速运 SF1428305517，寄往 北京市海淀区学院路 37 号');
    expect(items[3]!.textContent).toContain('服务大厅：学位证明仅限已获学位的毕业生申请，在校生请申请在读证明。');
    expect(screen.queryByText('办理队列')).toBeNull();
  });

  it('says it in English: the certificate, the state and where to go', async () => {
    await openPage('/paperApply/index', paperApplyFixtures.data, { user, language: 'en' });
    const items = within(await screen.findByTestId('paper-apply-mine')).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain('Transcript');
    expect(items[1]!.textContent).toContain('English · 3 copies · Pick up');
    expect(items[1]!.textContent).toContain('Ready: pick it up at 学生事务服务大厅（行政楼一层）3号窗口');
  });

  it('applies for an English transcript, 2 copies, by post: the address asked only then, 11 copies refused at the field', async () => {
    const sent: Array<{ values: Record<string, unknown>; _submission: string }> = [];
    let mine = myPapers;
    const fixtures = {
      ...paperApplyFixtures.data,
      '/paperApply/mine': () => ok(mine),
      '/paperApply/submit': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
        sent.push(json as (typeof sent)[number]);
        mine = { list: [{ ...myPapers.list[0]!, id: 44, certificate: 'transcript', language: 'en', copies: 2, pickup: 'mail' }, ...myPapers.list] };
        return ok({ id: 44 });
      },
    };
    await openPage('/paperApply/index', fixtures, { user });
    fireEvent.click(await screen.findByRole('button', { name: '我要申请' }));
    fireEvent.click(await screen.findByRole('radio', { name: '成绩单' }));
    fireEvent.click(screen.getByRole('radio', { name: '英文' }));
    fireEvent.change(screen.getByLabelText(/份数/), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText(/用途/), { target: { value: '申请出国交换项目' } });
    expect(screen.queryByLabelText(/邮寄地址/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '邮寄（到付）' }));
    fireEvent.change(await screen.findByLabelText(/邮寄地址/), { target: { value: '北京市海淀区学院路 37 号 5 号楼 2 单元 301 室' } });
    fireEvent.change(screen.getByLabelText(/联系电话/), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByLabelText(/份数/).closest('[data-field]')?.getAttribute('data-invalid')).toBe('true');
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/份数/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('申请已提交，学生事务服务大厅一般 3 个工作日内办好。')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.values).toEqual({
      certificate: 'transcript',
      language: 'en',
      copies: 2,
      purpose: '申请出国交换项目',
      pickup: 'mail',
      address: '北京市海淀区学院路 37 号 5 号楼 2 单元 301 室',
      phone: '13812345678',
    });
    expect(isSubmissionId(sent[0]!._submission)).toBe(true);
    await waitFor(() => expect(within(screen.getByTestId('paper-apply-mine')).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  }, 30_000);
});

describe('paperApply, as the office', () => {
  it('shows the pending queue with the count of each state, and filters by state', async () => {
    const { asked, fixtures } = recordingAsked(paperApplyFixtures.data, '/paperApply/queue', ok(officeQueue));
    await openPage('/paperApply/index', fixtures, { user: paperOffice });
    const queue = await screen.findByTestId('paper-apply-queue');
    expect(screen.queryByTestId('paper-apply-mine')).toBeNull();
    const rows = within(queue).getAllByRole('listitem');
    expect(rows[1]!.textContent).toContain('李思远 · 电气2402班 · 2024030215');
    expect(rows[1]!.textContent).toContain('寄往 四川省成都市武侯区人民南路四段 27 号');
    const filter = screen.getByLabelText('状态') as HTMLSelectElement;
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      '全部（33）',
      '待办理（3）',
      '已办好待领取（7）',
      '已邮寄（6）',
      '已领取（8）',
      '已送达（5）',
      '已退回（4）',
    ]);
    fireEvent.change(filter, { target: { value: 'returned' } });
    await screen.findByTestId('paper-apply-queue');
    expect(asked.map((query) => query.get('state') ?? 'all')).toEqual(['pending', 'returned']);
  });

  it('marks a pickup ready after confirming, posts a parcel with its tracking number, returns one with a note', async () => {
    const steps: unknown[] = [];
    const fixtures = {
      ...paperApplyFixtures.data,
      '/paperApply/handle': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
        steps.push(json);
        return ok({ id: (json as { id: number }).id, state: (json as { to: string }).to, updatedAt: 1_778_700_000 });
      },
    };
    await openPage('/paperApply/index', fixtures, { user: paperOffice });
    const rows = within(await screen.findByTestId('paper-apply-queue')).getAllByRole('listitem');
    expect(within(rows[0]!).queryByRole('button', { name: '寄出' })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: '已办好，通知领取' }));
    const dialog = await screen.findByTestId('dialog-confirm');
    expect(dialog.textContent).toContain('确认 王小明 的学籍证明已办好，通知其到服务大厅领取？');
    fireEvent.click(within(dialog).getByRole('button', { name: '已办好，通知领取' }));
    expect(await screen.findByText('王小明 的学籍证明：已办好待领取')).toBeTruthy();

    const mailed = within(await screen.findByTestId('paper-apply-queue')).getAllByRole('listitem')[1]!;
    expect(within(mailed).queryByRole('button', { name: '已办好，通知领取' })).toBeNull();
    fireEvent.click(within(mailed).getByRole('button', { name: '寄出' }));
    fireEvent.change(within(mailed).getByLabelText('快递公司'), { target: { value: '中国邮政EMS' } });
    fireEvent.change(within(mailed).getByLabelText('快递单号'), { target: { value: 'EMS1093847566' } });
    fireEvent.click(within(mailed).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('李思远 的在读证明：已邮寄')).toBeTruthy();

    const third = within(await screen.findByTestId('paper-apply-queue')).getAllByRole('listitem')[2]!;
    fireEvent.click(within(third).getByRole('button', { name: '退回' }));
    fireEvent.change(within(third).getByLabelText('退回原因'), { target: { value: '该学期成绩尚未录入完毕，请于成绩发布后重新申请。' } });
    fireEvent.click(within(third).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('陈雨桐 的成绩单：已退回')).toBeTruthy();
    expect(steps).toEqual([
      { id: 43, to: 'ready' },
      { id: 39, to: 'mailed', courier: '中国邮政EMS', trackingNumber: 'EMS1093847566' },
      { id: 37, to: 'returned', note: '该学期成绩尚未录入完毕，请于成绩发布后重新申请。' },
    ]);
  });
});

describe('paperApply for others', () => {
  it('tells a user with neither grant (a teacher) that printed certificates are for students, and calls nothing', async () => {
    await openPage('/paperApply/index', {}, { user: { name: '张老师', auth: { home: { module: ['homepage'] } } } });
    expect((await screen.findByTestId('paper-apply-students-only')).textContent).toContain('纸质证明仅面向在校学生办理');
  });

  it('the second school names it its own way (lake-college: 证明材料申请)', async () => {
    await expectSecondSchoolTitle('/paperApply/index', paperApplyFixtures.data, { user }, '证明材料申请');
    expect(await screen.findByTestId('paper-apply-mine')).toBeTruthy();
  });
});
