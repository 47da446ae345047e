// @vitest-environment jsdom
/**
 * The approval pages in each state and their flows: the types to start and my applications with their
 * states; a type's steps (a conditional step says when) and its form, sent as JSON with the type and a
 * submission id; an application's chain with each decision's who, when and comment; the trial reviewer
 * who must write a comment to return, and sees the server's refusal beside the buttons; the final
 * approver's approval; the decider's two tabs; the second school's own title.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage, failure, ok, expectSecondSchoolTitle, recordingSent, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { isSubmissionId } from '../../../runtime/app/index.ts';
import { applicantUser, approvalFixtures, approvedSeal, approverUser, finalFixtures, reviewFixtures, reviewerUser, sealAtReview } from '../fixtures.ts';
import { upcApprovalPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(upcApprovalPages)) describePageStates(page);

describe('upcApproval/index', () => {
  it('offers the three types with their steps, and lists my applications with their states', async () => {
    await openPage('/upcApproval/index', approvalFixtures.data, { user: applicantUser });
    const types = await screen.findByTestId('upc-types');
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.querySelector('strong')?.textContent]),
    ).toEqual([
      ['/upcApproval/upcTypeOne', '用印申请'],
      ['/upcApproval/upcTypeTwo', '出差审批'],
      ['/upcApproval/upcTypeThree', '经费报销'],
    ]);
    expect(within(types).getByText('流程：部门初审 → 分管领导审核 → 校领导终审')).toBeTruthy();
    const mine = screen.getByTestId('upc-mine');
    expect(
      within(mine)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.querySelector('[data-state]')?.textContent]),
    ).toEqual([
      ['/upcApproval/upcdetail?id=64', '审批中'],
      ['/upcApproval/upcdetail?id=4', '已退回'],
      ['/upcApproval/upcdetail?id=1', '已通过'],
    ]);
    expect(within(mine).getByText('出差审批 · 当前环节：分管领导审批')).toBeTruthy();
    // An applicant without module review has no way to the deciders' list.
    expect(screen.queryByRole('link', { name: '待我审批' })).toBeNull();
  });

  it('shows the second school’s own title for the app', () =>
    expectSecondSchoolTitle('/upcApproval/index', approvalFixtures.data, { user: applicantUser }, '网上审批'));
});

describe('upcApproval/upcTypeOne', () => {
  it('sends the seal request with its type and a submission id, then opens the application', async () => {
    const { sent, fixtures } = recordingSent<{ type: string; values: Record<string, unknown>; _submission: string }>(
      approvalFixtures.data,
      '/upcApproval/submit',
      ok({ id: 1 }),
    );
    await openPage('/upcApproval/upcTypeOne', fixtures, { user: applicantUser });
    const steps = await screen.findByTestId('upc-steps');
    expect(steps.textContent).toBe('部门负责人初审审批人 何静党政办公室终审审批人 吴振华');
    fireEvent.change(await screen.findByLabelText(/用印事由/), { target: { value: '关于报送2026年度预算的函' } });
    fireEvent.click(screen.getByRole('radio', { name: '学校行政公章' }));
    fireEvent.click(screen.getByRole('radio', { name: '函件' }));
    fireEvent.change(screen.getByLabelText(/用印份数/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '提交审批' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('upc-chain')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe('seal');
    expect(sent[0]!.values).toEqual({ subject: '关于报送2026年度预算的函', seal: 'school', document: 'letter', copies: 3 });
    expect(isSubmissionId(sent[0]!._submission)).toBe(true);
  }, 30_000);
});

describe('upcApproval/upcdetail', () => {
  it('shows the chain with each decision: who, when and the comment; and the history', async () => {
    await openPage('/upcApproval/upcdetail?id=1', approvalFixtures.data, { user: applicantUser });
    const chain = await screen.findByTestId('upc-chain');
    expect([...chain.querySelectorAll(':scope > li')].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^部门负责人初审已通过何静 · 2026-09-0\d \d\d:\d\d同意，请按规定办理。$/u),
      expect.stringMatching(/^党政办公室终审已同意吴振华 · 2026-09-0\d \d\d:\d\d同意用印。$/u),
    ]);
    const history = screen.getByTestId('upc-history');
    expect([...history.querySelectorAll(':scope > li > span:first-child')].map((span) => span.textContent)).toEqual([
      '李老师 提交申请',
      '何静 通过',
      '吴振华 同意',
    ]);
    expect(within(screen.getByTestId('upc-answers')).getByText('市财政局')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤回申请' })).toBeNull();
  });
});

describe('upcApproval/trialUserdetail', () => {
  it('asks for a comment to return, sends the decision for the level, and shows the server’s refusal beside the buttons', async () => {
    const { sent, fixtures } = recordingSent(reviewFixtures.data, '/upcApproval/decide', failure(409, '该级审批已办理，不能重复审批'));
    await openPage('/upcApproval/trialUserdetail?id=7', fixtures, { user: reviewerUser });
    const panel = await screen.findByTestId('upc-decision');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['通过', '退回修改', '不同意']);
    fireEvent.click(within(panel).getByRole('button', { name: '退回修改' }));
    expect(within(panel).getByRole('alert').textContent).toBe('退回或不同意时请填写审批意见');
    expect(sent).toEqual([]);
    fireEvent.change(within(panel).getByLabelText('审批意见'), { target: { value: '请补充文件正文，并注明发文编号。' } });
    fireEvent.click(within(panel).getByRole('button', { name: '退回修改' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('办理失败：该级审批已办理，不能重复审批');
    expect(sent).toEqual([{ id: sealAtReview.id, level: 0, action: 'return', comment: '请补充文件正文，并注明发文编号。' }]);
  });
});

describe('upcApproval/userdetail', () => {
  it('approves at the final level with a comment, after the first review’s decision is shown', async () => {
    const { sent, fixtures } = recordingSent(finalFixtures.data, '/upcApproval/decide', ok({ id: 7, state: 'approved' }));
    await openPage('/upcApproval/userdetail?id=7', fixtures, { user: approverUser });
    const panel = await screen.findByTestId('upc-decision');
    expect(within(screen.getByTestId('upc-chain')).getByText('同意，请按规定办理。')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['同意', '不同意']);
    fireEvent.change(within(panel).getByLabelText('审批意见'), { target: { value: '同意用印。' } });
    fireEvent.click(within(panel).getByRole('button', { name: '同意' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已办理：同意')).toBeTruthy();
    expect(sent).toEqual([{ id: 7, level: 1, action: 'approve', comment: '同意用印。' }]);
  });

  it('only shows an application to a decider whose level it is not at', async () => {
    await openPage('/upcApproval/userdetail?id=1', approvalFixtures.data, { user: approverUser });
    expect((await screen.findByTestId('upc-read-only')).textContent).toBe('该申请当前不在你的审批环节，只能查看。');
    expect(screen.queryByTestId('upc-decision')).toBeNull();
  });
});

describe('upcApproval/upcUserProc', () => {
  it('lists what waits for me, each leading to its decision page, and what I decided in the other tab', async () => {
    await openPage('/upcApproval/upcUserProc', approvalFixtures.data, { user: reviewerUser });
    const pending = await screen.findByTestId('upc-inbox');
    expect(
      within(pending)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/upcApproval/trialUserdetail?id=7', '/upcApproval/trialUserdetail?id=12']);
    fireEvent.click(screen.getByRole('tab', { name: '已办（2）' }));
    expect(await screen.findByText('票据张数与明细不符，请核对后重新提交。')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已办（2）' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByTestId('upc-inbox')).getAllByRole('link')[0]!.getAttribute('href')).toBe('/upcApproval/upcdetail?id=4');
  });
});

describe('upcApproval/upcdetail for its applicant', () => {
  it('withdraws before the first decision, the server’s refusal shown beside the button', async () => {
    const sent: unknown[] = [];
    const waiting = { ...sealAtReview, applicant: '李老师', can: { withdraw: true, resubmit: false } };
    const fixtures = {
      ...approvalFixtures.data,
      '/upcApproval/detail': ok(waiting),
      '/upcApproval/withdraw': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
        sent.push(json);
        return failure(409, '已有审批意见，不能撤回');
      },
    };
    await openPage('/upcApproval/upcdetail?id=7', fixtures, { user: applicantUser });
    fireEvent.click(await screen.findByRole('button', { name: '撤回申请' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('办理失败：已有审批意见，不能撤回');
    expect(sent).toEqual([{ id: 7 }]);
  });

  it('offers a returned application’s form with its answers, to change and resubmit', async () => {
    const returned = {
      ...approvedSeal,
      state: 'returned' as const,
      levels: [
        { ...approvedSeal.levels[0]!, state: 'returned' as const },
        { ...approvedSeal.levels[1]!, state: 'closed' as const },
      ],
      can: { withdraw: false, resubmit: true },
    };
    await openPage('/upcApproval/upcdetail?id=1', { ...approvalFixtures.data, '/upcApproval/detail': ok(returned) }, { user: applicantUser });
    const form = await screen.findByTestId('upc-resubmit');
    expect(screen.getByTestId('upc-state').textContent).toBe('申请已退回，请按审批意见修改后重新提交。');
    expect((within(form).getByLabelText(/用印事由/) as HTMLInputElement).value).toBe('关于报送2026年度预算的函');
    expect(within(form).getByRole('button', { name: '提交审批' })).toBeTruthy();
  });
});
