// @vitest-environment jsdom
/**
 * the form engine in a page. A definition drawn as fields; conditions; the page's own checks
 * with the server's codes, in the reader's language, at the field; a confirm, then one submission per
 * filled form (a double press shows the repeat-operation alert); the server's 422 problems at their
 * fields; a network failure that keeps everything, with the draft and its submission id after a reload;
 * data sources holding the form at status 1 until they answer (spec §4), with a retry when one fails;
 * child tables with totals; regions from the lazy division data.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { ok, type Fixtures } from '../testing/fixtureFetch.ts';
import { renderInPortal } from '../testing/renderInPortal.tsx';
import { officeDb } from '../storage/officeDb.ts';
import { FORM_PROBLEMS_CODE, isSubmissionId, type FormDefinition } from '../../shared/forms/index.ts';
import { FormRunner } from './FormRunner.tsx';

afterEach(cleanup);
beforeEach(() => officeDb.clear());

/** What FormRunner's `submit` is: the values shown, and the submission's id. */
type Submit<Result> = (values: Record<string, unknown>, submissionId: string) => Promise<Result>;

const zh = (text: string, en?: string) => ({ zh: text, ...(en ? { en } : {}) });

const report: FormDefinition = {
  id: 'daily',
  version: 2,
  title: zh('每日健康打卡'),
  sections: [
    {
      id: 'health',
      title: zh('健康状况', 'Health'),
      fields: [
        { name: 'temperature', type: 'number', label: zh('体温', 'Temperature'), required: true, decimals: 1, min: 34, max: 43, unit: zh('℃') },
        {
          name: 'status',
          type: 'choice',
          label: zh('身体状况', 'How are you'),
          required: true,
          options: [
            { value: 'well', label: zh('健康', 'Well') },
            { value: 'fever', label: zh('发热', 'Fever'), abnormal: true },
          ],
        },
        { name: 'symptoms', type: 'textarea', label: zh('症状说明', 'Symptoms'), visibleIf: { field: 'status', equals: 'fever' }, required: true },
        { name: 'phone', type: 'phone', label: zh('联系电话', 'Phone') },
      ],
    },
    {
      id: 'family',
      fields: [
        {
          name: 'members',
          type: 'table',
          label: zh('家庭成员', 'Family'),
          columns: [
            { name: 'name', type: 'text', label: zh('姓名', 'Name'), required: true },
            { name: 'income', type: 'number', label: zh('年收入', 'Income'), decimals: 2 },
          ],
          totals: ['income'],
        },
      ],
    },
  ],
};

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const confirmDialog = async () => fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));

describe('FormRunner draws a definition', () => {
  it('shows sections, labels, 必填 and a unit; a field appears when its condition holds, and its value is not sent once hidden', async () => {
    const submit = vi.fn<Submit<unknown>>(async () => ({ id: 1 }));
    await renderInPortal(<FormRunner definition={report} submit={submit} />);
    expect(screen.getByRole('group', { name: '健康状况' })).toBeTruthy();
    expect(screen.getByText('体温').closest('label')?.textContent).toBe('体温 *（必填）');
    expect(screen.getByText('℃')).toBeTruthy();
    expect(screen.queryByLabelText(/症状说明/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '发热' }));
    type(/症状说明/, '咳嗽');
    fireEvent.click(screen.getByRole('radio', { name: '健康' }));
    expect(screen.queryByLabelText(/症状说明/)).toBeNull();
    type(/体温/, '36.6');
    press('提交');
    await confirmDialog();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toEqual({ temperature: 36.6, status: 'well', members: [] });
  });

  it("checks before sending with the server's rules, says so at the field in the reader's language, and focuses the first", async () => {
    const submit = vi.fn<Submit<unknown>>(async () => ({ id: 1 }));
    await renderInPortal(<FormRunner definition={report} submit={submit} />);
    press('提交');
    expect(await screen.findByText('还有 2 处需要修改，请按提示填写后再提交。')).toBeTruthy();
    const temperature = screen.getByLabelText(/体温/);
    expect(temperature.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(temperature.getAttribute('aria-describedby')!)?.textContent).toBe('请填写此项');
    await waitFor(() => expect(document.activeElement).toBe(temperature));

    type(/体温/, '36.55');
    expect(await screen.findByText('最多保留 1 位小数')).toBeTruthy();
    type(/体温/, '45');
    expect(await screen.findByText('不能大于 43')).toBeTruthy();
    type(/联系电话/, '12345');
    expect(await screen.findByText(/请输入正确的手机号/)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('speaks English to an English reader', async () => {
    await renderInPortal(<FormRunner definition={report} submit={async () => 1} />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('2 answers need changing. Please follow the hints and submit again.')).toBeTruthy();
    expect(screen.getAllByText('Please fill this in')).toHaveLength(2);
  });
});

describe('FormRunner submits once', () => {
  const fill = () => {
    type(/体温/, '36.5');
    fireEvent.click(screen.getByRole('radio', { name: '健康' }));
  };

  it('a second press while sending shows the repeat-operation alert and sends nothing more; the id is a UUID', async () => {
    let answer!: (value: { id: number }) => void;
    const submit = vi.fn<Submit<{ id: number }>>(() => new Promise<{ id: number }>((resolve) => (answer = resolve)));
    const onSubmitted = vi.fn();
    await renderInPortal(<FormRunner definition={report} submit={submit} onSubmitted={onSubmitted} />);
    fill();
    press('提交');
    await confirmDialog();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    press('正在提交…');
    expect((await screen.findByRole('alert')).textContent).toBe('正在提交，请勿重复操作');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(isSubmissionId(submit.mock.calls[0]![1])).toBe(true);
    await act(async () => answer({ id: 7 }));
    expect(onSubmitted).toHaveBeenCalledWith({ id: 7 });
    expect(screen.queryByText('正在提交，请勿重复操作')).toBeNull();
    expect(await screen.findByTestId('dialog-popup')).toHaveProperty('textContent', '提交成功');
  });

  it('asks the plain question by default, and a form’s own question where it has one (a deadline is the form’s to mention)', async () => {
    const submit = vi.fn<Submit<{ id: number }>>(async () => ({ id: 1 }));
    await renderInPortal(<FormRunner definition={report} submit={submit} />);
    fill();
    press('提交');
    expect(within(await screen.findByTestId('dialog-confirm')).getByText('确认提交以上信息吗？')).toBeTruthy();
    expect(screen.queryByText(/截止时间/)).toBeNull();
    cleanup();
    const ownWords = { ...report, confirmSubmit: zh('提交后如需修改，请在 22:00 前重新填写。确认提交吗？') };
    await renderInPortal(<FormRunner definition={ownWords} submit={submit} />);
    fill();
    press('提交');
    expect(within(await screen.findByTestId('dialog-confirm')).getByText('提交后如需修改，请在 22:00 前重新填写。确认提交吗？')).toBeTruthy();
  });

  it("shows the server's problems (e = 422) at their fields, a table's cell included", async () => {
    const submit = vi.fn(async () => {
      throw new ApiError('envelope', '表单填写有误', {
        key: 'x.submit',
        e: FORM_PROBLEMS_CODE,
        body: { e: FORM_PROBLEMS_CODE, m: '表单填写有误', d: { problems: [{ path: ['members', 0, 'income'], code: 'belowMin', params: { min: 0 } }] } },
      });
    });
    await renderInPortal(<FormRunner definition={report} submit={submit} />);
    fill();
    press('＋ 添加一行');
    type('姓名 *（必填）', '王大明');
    type('年收入', '-5');
    press('提交');
    await confirmDialog();
    expect(await screen.findByText('不能小于 0')).toBeTruthy();
    expect(screen.getByLabelText('年收入').getAttribute('aria-invalid')).toBe('true');
    // The school's words for the whole answer, above the button.
    expect(screen.getByText('表单填写有误')).toBeTruthy();
  });

  it('a network failure keeps the answers; after a reload the draft is back with the same submission id, and the retry sends it', async () => {
    const submit = vi.fn<Submit<{ id: number }>>(async () => {
      throw new ApiError('network', 'Failed to fetch', { key: 'x.submit' });
    });
    const first = await renderInPortal(<FormRunner definition={report} draftKey="daily:student" submit={submit} />);
    fill();
    press('提交');
    await confirmDialog();
    expect(await screen.findByText('提交失败：网络连接异常。已填写的内容已保存，请检查网络后重新提交。')).toBeTruthy();
    const sentId = submit.mock.calls[0]![1];
    first.unmount();

    const retry = vi.fn(async () => ({ id: 9 }));
    await renderInPortal(<FormRunner definition={report} draftKey="daily:student" submit={retry} />);
    expect(screen.getByText('已恢复你上次未提交的内容。')).toBeTruthy();
    expect((screen.getByLabelText(/体温/) as HTMLInputElement).value).toBe('36.5');
    press('提交');
    await confirmDialog();
    await waitFor(() => expect(retry).toHaveBeenCalledWith({ temperature: 36.5, status: 'well', members: [] }, sentId));
    // Sent: the draft is gone, and the next filling is another submission.
    expect(officeDb.keys()).toEqual([]);
  });

  it('does not restore a draft of another version of the form', async () => {
    const first = await renderInPortal(<FormRunner definition={report} draftKey="daily:student" submit={async () => 1} />);
    fill();
    first.unmount();
    await renderInPortal(<FormRunner definition={{ ...report, version: 3 }} draftKey="daily:student" submit={async () => 1} />);
    expect(screen.queryByText('已恢复你上次未提交的内容。')).toBeNull();
    expect((screen.getByLabelText(/体温/) as HTMLInputElement).value).toBe('');
  });
});

describe('tables, data sources and regions', () => {
  it('adds and removes rows and sums a number column', async () => {
    await renderInPortal(<FormRunner definition={report} submit={async () => 1} />);
    expect(screen.getByText('尚未添加')).toBeTruthy();
    press('＋ 添加一行');
    press('＋ 添加一行');
    const incomes = screen.getAllByLabelText('年收入');
    fireEvent.change(incomes[0]!, { target: { value: '12000.5' } });
    fireEvent.change(incomes[1]!, { target: { value: '30000' } });
    expect(screen.getByText('合计：年收入 42000.5')).toBeTruthy();
    press('删除第 1 行');
    expect(screen.getByText('合计：年收入 30000')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /第 \d 行/ })).toHaveLength(1);
  });

  const sourced: FormDefinition = {
    id: 'leave',
    title: zh('离校登记'),
    sections: [
      {
        id: 'a',
        fields: [
          { name: 'dorm', type: 'choice', label: zh('宿舍楼'), optionsFrom: 'dorms', required: true },
          { name: 'room', type: 'choice', label: zh('房间'), optionsFrom: 'rooms' },
        ],
      },
    ],
    dataSources: [
      { id: 'dorms', api: 'test-form.dorms', fills: 'dorm' },
      { id: 'rooms', api: 'test-form.rooms', fills: 'room', runOn: 'change', watch: ['dorm'], query: { dorm: { field: 'dorm' } } },
    ],
  };
  const overrides = { 'test-form.dorms': '/test/dorms', 'test-form.rooms': '/test/rooms' };

  it('holds the form at status 1 until the initial source answers, then offers its options; a change source follows its field', async () => {
    let dorms: 'never' | ReturnType<typeof ok> = 'never';
    const fixtures: Fixtures = {
      '/test/dorms': () => (dorms === 'never' ? { e: 0, m: '', d: [] } : dorms),
      '/test/rooms': (query) => ok([{ value: `${query.get('dorm')}-101`, label: `${query.get('dorm')} 101 室` }]),
    };
    dorms = ok([
      { value: 'N1', label: '北苑1号楼' },
      { value: 'N2', label: { zh: '北苑2号楼', en: 'North 2' } },
    ]);
    const { container } = await renderInPortal(<FormRunner definition={sourced} submit={async () => 1} />, { fixtures, overrides });
    await waitFor(() => expect(container.querySelector('form')?.getAttribute('data-form-status')).toBe('2'));
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '北苑2号楼' }));
    expect(await screen.findByRole('radio', { name: 'N2 101 室' })).toBeTruthy();
  });

  it('a failed source leaves a warning with a retry and keeps the form from being sent until it answers', async () => {
    let fail = true;
    const fixtures: Fixtures = { '/test/dorms': () => (fail ? { e: 500, m: '服务维护中', d: null } : ok([{ value: 'S1', label: '南苑1号楼' }])) };
    const { container } = await renderInPortal(<FormRunner definition={sourced} submit={async () => 1} />, { fixtures, overrides });
    expect((await screen.findByText(/“宿舍楼”的选项加载失败，请重试。/)).getAttribute('role')).toBe('alert');
    expect(container.querySelector('form')?.getAttribute('data-form-status')).toBe('1');
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(true);
    fail = false;
    press('重试');
    expect(await screen.findByRole('radio', { name: '南苑1号楼' })).toBeTruthy();
    expect(container.querySelector('form')?.getAttribute('data-form-status')).toBe('2');
    expect(screen.queryByText(/选项加载失败/)).toBeNull();
  });

  it('chooses a region province → city → district from the division data, loaded when needed', async () => {
    const where: FormDefinition = {
      id: 'where',
      title: zh('现居地'),
      sections: [{ id: 'a', fields: [{ name: 'home', type: 'region', label: zh('现居地'), required: true }] }],
    };
    const submit = vi.fn<Submit<unknown>>(async () => 1);
    await renderInPortal(<FormRunner definition={where} submit={submit} />);
    const province = (await screen.findByRole('combobox', { name: '省/直辖市' })) as HTMLSelectElement;
    fireEvent.change(province, { target: { value: '110000' } });
    fireEvent.change(screen.getByRole('combobox', { name: '市' }), { target: { value: '110100' } });
    fireEvent.change(screen.getByRole('combobox', { name: '区/县' }), { target: { value: '110108' } });
    expect(screen.getByRole('option', { name: '海淀区', selected: true })).toBeTruthy();
    press('提交');
    await confirmDialog();
    await waitFor(() => expect(submit.mock.calls[0]![0]).toEqual({ home: ['110000', '110100', '110108'] }));
  });

  it('asks for the location only when the user presses the button; a refusal says what to do', async () => {
    const where: FormDefinition = {
      id: 'here',
      title: zh('定位'),
      sections: [{ id: 'a', fields: [{ name: 'spot', type: 'location', label: zh('当前位置'), required: true }] }],
    };
    let answer: 'yes' | 'no' = 'no';
    const asked = vi.fn((done: PositionCallback, refused?: PositionErrorCallback | null) =>
      answer === 'yes'
        ? done({ coords: { latitude: 39.90421234567, longitude: 116.40741, accuracy: 18.6 } } as GeolocationPosition)
        : refused?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: asked } });
    const submit = vi.fn<Submit<unknown>>(async () => 1);
    await renderInPortal(<FormRunner definition={where} submit={submit} />);
    expect(asked).not.toHaveBeenCalled();
    press('获取当前位置');
    expect((await screen.findByRole('alert')).textContent).toBe('你未允许获取位置。请在浏览器设置中允许后重试。');
    answer = 'yes';
    press('获取当前位置');
    expect(await screen.findByText('已获取位置：纬度 39.904212，经度 116.40741（精度约 19 米）')).toBeTruthy();
    press('提交');
    await confirmDialog();
    await waitFor(() => expect(submit.mock.calls[0]![0]).toEqual({ spot: { lat: 39.904212, lng: 116.40741, accuracy: 19 } }));
  });
});
