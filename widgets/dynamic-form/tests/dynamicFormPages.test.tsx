// @vitest-environment jsdom
/**
 * the form centre's pages in each state and their flows: the forms open to me and my
 * submissions; filling a form from its definition and sending it as JSON with its submission id, then the
 * submission's page; a form filled once already, or closed; a submission read back and printed; a form's
 * statistics for its owner with export; and a second school whose app opens one form directly.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describePageStates,
  openPage,
  failure,
  ok,
  resolvedSite,
  recordingSent,
  recordingAsked,
  resetPagesAfterEach,
} from '../../../runtime/app/testing/index.ts';
import { isSubmissionId } from '../../../runtime/app/index.ts';
import { clubDefinition, dynamicFormFixtures, formUser as user, scholarship } from '../fixtures.ts';
import { dynamicFormPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(dynamicFormPages)) describePageStates(page);

describe('form/index', () => {
  it('lists the open forms (filled or not, deadline), my submissions and the forms I publish, each linking to its page', async () => {
    await openPage('/form/index', dynamicFormFixtures.data, { user });
    const forms = await screen.findByTestId('dynamic-form-list');
    const links = within(forms).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/form/formtemplat?formId=club-signup', '/form/formtemplat?formId=national-scholarship']);
    expect(within(links[0]!).getByText('已填写')).toBeTruthy();
    expect(within(links[1]!).getByText(/^截止时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    expect(
      within(await screen.findByTestId('dynamic-form-mine'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/form/detail?id=12');
    expect(screen.getByRole('link', { name: /已收到 3 份/ }).getAttribute('href')).toBe('/form/detail2?formId=club-signup');
  });
});

describe('filling a form', () => {
  it('sends the answers as JSON with a submission id, then shows the submission', async () => {
    const { sent, fixtures } = recordingSent(dynamicFormFixtures.data, '/dynamic-form/submit', ok({ id: 12 }));
    await openPage('/form/formtemplat?formId=club-signup', fixtures, { user });
    fireEvent.click(await screen.findByRole('radio', { name: '摄影协会' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '周末活动' }));
    fireEvent.click(screen.getAllByRole('radio', { name: '是' })[0]!);
    fireEvent.change(screen.getByLabelText(/手机号码/), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByLabelText(/自我介绍/), { target: { value: '喜欢摄影，想认识更多朋友。' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('dynamic-form-answers')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const body = sent[0] as { formId: string; values: Record<string, unknown>; _submission: string };
    expect(body.formId).toBe('club-signup');
    expect(body.values).toEqual({ club: 'photography', interests: ['weekend'], experience: 'yes', phone: '13812345678', intro: '喜欢摄影，想认识更多朋友。' });
    expect(isSubmissionId(body._submission)).toBe(true);
  });

  it('a one-per-person form already filled leads to my submission instead of a second one', async () => {
    const filled = { ...clubDefinition, form: { ...clubDefinition.form, onePerUser: true, filled: true } };
    await openPage('/form/formtemplat?formId=club-signup', { ...dynamicFormFixtures.data, '/dynamic-form/definition': ok(filled) }, { user });
    expect(await screen.findByText('你已提交过该表单，每人只能提交一次。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的提交' }).getAttribute('href')).toBe('/form/detail?id=12');
  });

  it('a closed form says so, and a form not for this user shows the school’s words with the way back', async () => {
    const closed = { ...clubDefinition, form: { ...clubDefinition.form, open: false } };
    await openPage('/form/formtemplat?formId=club-signup', { ...dynamicFormFixtures.data, '/dynamic-form/definition': ok(closed) }, { user });
    expect(await screen.findByText('该表单已停止收集，如有疑问请联系发布部门。')).toBeTruthy();
    cleanup();
    await openPage(
      '/form/formtemplat?formId=staff-health-check',
      { ...dynamicFormFixtures.data, '/dynamic-form/definition': failure(403, '该表单仅面向教职工填写') },
      { user },
    );
    expect(await screen.findByText('该表单仅面向教职工填写')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回表单中心' }).getAttribute('href')).toBe('/form/index');
  });
});

describe('a submission read back, printed, and counted', () => {
  it('detail shows each answer in words; detail3 lays it out with who, when and the number', async () => {
    await openPage('/form/detail?id=12', dynamicFormFixtures.data, { user });
    const answers = await screen.findByTestId('dynamic-form-answers');
    expect(within(answers).getByText('摄影协会')).toBeTruthy();
    expect(within(answers).getByText('周末活动、比赛')).toBeTruthy();
    cleanup();
    await openPage('/form/detail3?id=12', dynamicFormFixtures.data, { user });
    const sheet = await screen.findByTestId('dynamic-form-print');
    expect(within(sheet).getByText('王小明（2023010101）')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: '打印' })).toBeTruthy();
  });

  it('detail2 draws a chart per choice question with its table, lists the submissions and offers export', async () => {
    await openPage('/form/detail2?formId=club-signup', dynamicFormFixtures.data, { user });
    expect(await screen.findByText('共收到 3 份')).toBeTruthy();
    const figures = await screen.findAllByRole('figure');
    expect(figures).toHaveLength(2);
    const rows = within(screen.getByTestId('dynamic-form-submission-rows')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('李思雨')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeTruthy();
  });
});

describe('a second school opens one form directly (lake-college: universalForm is its scholarship application)', () => {
  it('universalForm/index is the scholarship form, titled as the school titles the app', async () => {
    const lake = resolvedSite('lake-college');
    const definition = { ...clubDefinition, form: { ...clubDefinition.form, id: 'national-scholarship', title: scholarship.title }, definition: scholarship };
    const { asked, fixtures } = recordingAsked(dynamicFormFixtures.data, '/dynamic-form/definition', ok(definition));
    await openPage('/universalForm/index', fixtures, { user: { ...user, auth: { ...user.auth, universalForm: { module: ['index'] } } }, manifest: lake });
    expect(await screen.findByRole('heading', { level: 1, name: '国家励志奖学金申请' })).toBeTruthy();
    expect(asked.map((query) => query.get('formId')!)).toEqual(['national-scholarship']);
    expect(screen.getByLabelText(/身份证号/)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('奖学金申请'));
  });
});
