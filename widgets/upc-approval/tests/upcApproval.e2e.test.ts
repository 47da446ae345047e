/**
 * Approvals in a real Chromium against the real host and sandbox, three accounts at once: 李老师 (teacher,
 * phone) asks for the university seal; 何静 (reviewer, desktop) finds it in her list and passes it on
 * with a comment; 吴振华 (approver, desktop) approves it with a comment; 李老师 sees the chain with both
 * decisions (who, comment) and the application approved.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const SUBJECT = '关于商请联合举办2027年学术年会的函';

describe.skipIf(!hasChromium())('approvals in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a teacher’s seal request passes the first review and the final approval, each decision shown to the teacher', async () => {
    const teacher = await visitPortal(env, '/upcApproval/upcTypeOne', { device: phone, as: 'teacher' });
    await teacher.page.waitForSelector('form[data-form-status="2"]');
    await teacher.page.getByLabel(/用印事由/).fill(SUBJECT);
    await teacher.page.getByRole('radio', { name: '学校行政公章' }).check();
    await teacher.page.getByRole('radio', { name: '函件' }).check();
    await teacher.page.getByLabel(/用印份数/).fill('2');
    await teacher.page.getByLabel(/发往单位/).fill('清华大学计算机系');
    await teacher.page.getByRole('button', { name: '提交审批' }).click();
    await teacher.page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await teacher.page.waitForURL((url) => url.pathname === '/upcApproval/upcdetail');
    const id = new URL(teacher.page.url()).searchParams.get('id');
    expect(Number(id)).toBeGreaterThan(0);
    await teacher.page.getByTestId('upc-state').getByText('申请正在审批，当前环节：部门负责人初审。').waitFor();

    const reviewer = await visitPortal(env, '/upcApproval/upcUserProc', { as: 'reviewer' });
    await reviewer.page.getByTestId('upc-inbox').waitFor();
    await reviewer.page
      .getByTestId('upc-inbox')
      .getByRole('link', { name: new RegExp(SUBJECT) })
      .click();
    await reviewer.page.waitForURL((url) => url.pathname === '/upcApproval/trialUserdetail' && url.searchParams.get('id') === id);
    const trial = reviewer.page.getByTestId('upc-decision');
    await trial.waitFor();
    await trial.getByLabel('审批意见').fill('情况属实，同意报送。');
    await trial.getByRole('button', { name: '通过' }).click();
    await reviewer.page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await reviewer.page.getByTestId('upc-read-only').waitFor();

    const approver = await visitPortal(env, `/upcApproval/userdetail?id=${id}`, { as: 'approver' });
    const final = approver.page.getByTestId('upc-decision');
    await final.waitFor();
    await final.getByLabel('审批意见').fill('同意用印，请于周五前到行政楼 203 办理。');
    await final.getByRole('button', { name: '同意', exact: true }).click();
    await approver.page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await approver.page.getByTestId('upc-state').getByText('申请已审批通过。').waitFor();

    await teacher.page.reload();
    const chain = teacher.page.getByTestId('upc-chain');
    await chain.waitFor();
    const levels = chain.locator(':scope > li');
    expect(await levels.count()).toBe(2);
    expect(await levels.nth(0).textContent()).toMatch(/^部门负责人初审已通过何静 · .+情况属实，同意报送。$/u);
    expect(await levels.nth(1).textContent()).toMatch(/^党政办公室终审已同意吴振华 · .+同意用印，请于周五前到行政楼 203 办理。$/u);
    expect(await teacher.page.getByTestId('upc-state').textContent()).toBe('申请已审批通过。');

    await closeCleanly(teacher.page);
    await closeCleanly(reviewer.page);
    await closeCleanly(approver.page);
  });
});
