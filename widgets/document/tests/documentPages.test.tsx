// @vitest-environment jsdom
/**
 * The document pages in each state and their flows: the backlog's urgency, deadline and overdue flag;
 * handling (the leader's instruction sent as JSON, the server's refusal shown beside the actions, send
 * back to a chosen step, the withdraw button only when the server allows it); the reader's receipt;
 * drafting with the picked handlers and a report's department; the picker returning its choice; the log;
 * the red-head sheet and its print rule; the second school's own title.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage, failure, ok, expectSecondSchoolTitle, recordingSent, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { documentAct, documentDetail, documentFixtures, documentReader as reader, documentSender as sender, documentStart, sealedDetail } from '../fixtures.ts';
import { documentPages } from '../pageStates.ts';
import { DRAFT_KEY } from '../pages/SendPage.tsx';

resetPagesAfterEach();

for (const page of ['backlog', 'complete', 'waitpage', 'flow', 'choosecompany', 'sendpage', 'user', 'flowpage', 'officialpage', 'redpage', 'flowlog'] as const)
  describePageStates(documentPages[page]);

describe('document/backlog', () => {
  it('shows each task’s urgency, deadline, overdue flag and whether it was opened, leading to 办理', async () => {
    await openPage('/document/backlog', documentFixtures.data, { user: reader });
    const rows = await screen.findByTestId('document-list');
    const first = rows.querySelector('[data-number="示大收〔2026〕13号"]') as HTMLElement;
    expect(within(first).getByTestId('document-urgency').textContent).toBe('特急');
    expect(within(first).getByTestId('document-deadline').textContent).toBe('期限 2026-05-08');
    expect(within(first).getByTestId('document-overdue').textContent).toBe('已超期');
    expect(within(first).getByTestId('document-opened').textContent).toBe('未打开');
    expect(within(first).getByRole('link', { name: '关于做好普通高等学校招生录取工作的通知' }).getAttribute('href')).toBe('/document/flowpage?id=37');
    const second = rows.querySelector('[data-number="示大办〔2026〕13号"]') as HTMLElement;
    expect(within(second).getByTestId('document-urgency').textContent).toBe('急');
    expect(within(second).queryByTestId('document-overdue')).toBeNull();
    const third = rows.querySelector('[data-number="示大报〔2026〕13号"]') as HTMLElement;
    expect(within(third).queryByTestId('document-urgency')).toBeNull();
    expect(within(third).getByTestId('document-deadline').textContent).toBe('无期限');
    expect(screen.getByTestId('document-count').textContent).toBe('共 3 件');
    // A leader has no drafting tab; the registrar has.
    expect(screen.getByRole('link', { name: '待办公文' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: '拟稿发文' })).toBeNull();
  });

  it('shows the second school’s own title for the app', () =>
    expectSecondSchoolTitle('/document/backlog', documentFixtures.data, { user: reader }, '公文处理'));
});

describe('document/flowpage', () => {
  it('sends the leader’s instruction as JSON and says where the document went', async () => {
    const { sent, fixtures } = recordingSent(documentFixtures.data, '/document/act', ok(documentAct));
    await openPage('/document/flowpage?id=37', fixtures, { user: reader });
    const handle = await screen.findByTestId('document-handle');
    expect(within(handle).getByTestId('document-step').textContent).toContain('当前环节：领导批示（刘书记）');
    expect(within(handle).getByText('各高等学校：')).toBeTruthy();
    fireEvent.change(within(handle).getByLabelText('办理意见'), { target: { value: '请招生办抓好落实。' } });
    fireEvent.click(within(handle).getByRole('button', { name: '批示并提交' }));
    expect((await within(handle).findByRole('status')).textContent).toBe('已完成「批示并提交」，当前环节：会签');
    expect(sent).toEqual([{ id: 37, action: 'agree', opinion: '请招生办抓好落实。' }]);
    expect(within(handle).queryByRole('button', { name: '撤回' })).toBeNull();
  });

  it('shows the server’s refusal beside the actions, and sends back to the chosen step', async () => {
    let refuse = true;
    const { sent, fixtures } = recordingSent(documentFixtures.data, '/document/act', () =>
      refuse ? failure(400, '请填写批示意见') : ok({ ...documentAct, action: 'back', step: '拟办' }),
    );
    await openPage('/document/flowpage?id=37', fixtures, { user: reader });
    const handle = await screen.findByTestId('document-handle');
    fireEvent.click(within(handle).getByRole('button', { name: '批示并提交' }));
    expect((await within(handle).findByRole('alert')).textContent).toBe('操作未成功：请填写批示意见');
    refuse = false;
    expect((within(handle).getByRole('combobox', { name: '退回到' }) as HTMLSelectElement).value).toBe('1');
    fireEvent.change(within(handle).getByLabelText('办理意见'), { target: { value: '请补充拟办意见' } });
    fireEvent.click(within(handle).getByRole('button', { name: '退回' }));
    expect((await within(handle).findByRole('status')).textContent).toBe('已完成「退回」，当前环节：拟办');
    expect(sent.at(-1)).toEqual({ id: 37, action: 'back', opinion: '请补充拟办意见', toStep: 1 });
  });

  it('offers withdraw and remind only when the server says so', async () => {
    const fixtures = { ...documentFixtures.data, '/document/detail': ok({ ...documentDetail, mine: null, canWithdraw: true, canRemind: true }) };
    await openPage('/document/flowpage?id=37', fixtures, { user: sender, language: 'en' });
    const handle = await screen.findByTestId('document-handle');
    expect(within(handle).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(handle).getByRole('button', { name: 'Remind' })).toBeTruthy();
    expect(within(handle).queryByLabelText('Opinion')).toBeNull();
  });
});

describe('document/waitpage', () => {
  it('confirms receipt where the sender asked for one', async () => {
    const { sent, fixtures } = recordingSent(documentFixtures.data, '/document/act', ok({ ...documentAct, action: 'read' }));
    await openPage('/document/waitpage', fixtures, { user: reader });
    const first = (await screen.findByTestId('document-list')).querySelector('[data-number="示大收〔2026〕13号"]') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: '确认签收' }));
    expect((await within(first).findByRole('status')).textContent).toBe('已确认：关于做好普通高等学校招生录取工作的通知');
    expect(sent).toEqual([{ id: 37, action: 'read' }]);
    const second = screen.getByTestId('document-list').querySelector('[data-number="示大办〔2026〕13号"]') as HTMLElement;
    expect(within(second).getByRole('button', { name: '确认已阅' })).toBeTruthy();
  });
});

describe('document/sendpage and document/user', () => {
  it('drafts a report for the department the address names, with the picker’s choice', async () => {
    const { sent, fixtures } = recordingSent(
      documentFixtures.data,
      '/document/start',
      ok({ ...documentStart, number: '示大报〔2026〕14号', step: '领导审核' }),
    );
    await openPage('/document/sendpage?type=report&company=2', fixtures, { user: sender });
    const form = await screen.findByTestId('document-send');
    expect((within(form).getByRole('combobox', { name: '报送主管部门' }) as HTMLSelectElement).value).toBe('2');
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '报告' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('标题须为 4 到 80 个字');
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '示范大学关于开学安全检查情况的报告' } });
    fireEvent.change(within(form).getByLabelText('正文'), { target: { value: '省教育厅：\n现将我校开学安全检查情况报告如下。' } });
    fireEvent.change(within(form).getByLabelText('紧急程度'), { target: { value: 'urgent' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect((await within(form).findByRole('status')).textContent).toContain('已发起 示大报〔2026〕14号，当前环节：领导审核');
    expect(sent).toEqual([
      {
        type: 'report',
        title: '示范大学关于开学安全检查情况的报告',
        office: '示范大学党政办公室',
        urgency: 'urgent',
        body: '省教育厅：\n现将我校开学安全检查情况报告如下。',
        attachments: [],
        receiptRequired: false,
        handlers: {},
        companyId: 2,
      },
    ]);
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('开学安全检查');
  });

  it('keeps the draft while the picker is open and takes the people chosen there', async () => {
    await openPage('/document/sendpage', documentFixtures.data, { user: sender });
    const form = await screen.findByTestId('document-send');
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '关于开展实验室危险化学品专项检查的通知' } });
    const steps = within(form).getByTestId('document-send-steps');
    expect(steps.textContent).toContain('默认：张老师、李老师');
    fireEvent.click(within(steps).getAllByRole('button', { name: '选择办理人' })[0]!);
    const people = await screen.findByTestId('document-users');
    expect(screen.getByText('为「会签」选择办理人')).toBeTruthy();
    fireEvent.click(within(people).getByLabelText(/周老师/u));
    fireEvent.click(within(people).getByLabelText(/刘书记/u));
    fireEvent.click(screen.getByRole('button', { name: '确定（已选 2 人）' }));
    const back = await screen.findByTestId('document-send-steps');
    expect(back.textContent).toContain('已选：周老师、刘书记');
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('关于开展实验室危险化学品专项检查的通知');
  });
});

describe('document/flowlog and document/redpage', () => {
  it('shows every step’s handlers and the timeline', async () => {
    await openPage('/document/flowlog?id=37', documentFixtures.data, { user: reader });
    const log = await screen.findByTestId('document-log');
    expect([...log.querySelectorAll('li')].map((li) => li.querySelector('span')!.textContent)).toEqual([
      '赵敏 发起 · 登记',
      '赵敏 办理 · 拟办：拟请刘书记阅示，由相关部门抓好落实。',
      '赵敏 催办 · 领导批示：刘书记',
    ]);
    expect(screen.getByTestId('document-steps').textContent).toContain('刘书记 · 办理中');
    expect(screen.getByTestId('document-steps').textContent).toContain('会签（并行）');
  });

  it('lays out the red head, number, title, paragraphs and seal, and hides the rest when printing', async () => {
    const fixtures = { ...documentFixtures.data, '/document/detail': ok(sealedDetail) };
    await openPage('/document/redpage?id=5', fixtures, { user: reader });
    const sheet = await screen.findByTestId('document-red');
    expect(within(sheet).getByTestId('document-red-title').textContent).toBe('示范大学文件');
    expect(within(sheet).getByText('示大办〔2026〕2号')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: '示范大学关于2026年劳动节放假安排的通知' })).toBeTruthy();
    expect(within(sheet).getByTestId('document-body').querySelectorAll('p')).toHaveLength(4);
    expect(within(sheet).getByTestId('document-seal').textContent).toBe('示范大学党政办公室（印）');
    expect(within(sheet).queryByRole('button')).toBeNull();
  });
});
