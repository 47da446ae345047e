// @vitest-environment jsdom
/**
 * the health report's pages in each state and their flows: a student fills the day's report
 * (sent as JSON with the report type and a submission id) and sees it done; an instructor sees the counts,
 * the rate per class, who has not reported and reminds them; the graded view drills into a college; the
 * office filters the reports and edits a report type, told each problem; a second school's own variant.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { describePageStates, openPage, failure, ok, resolvedSite, recordingAsked, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { isSubmissionId } from '../../../runtime/app/index.ts';
import { healthFixtures, healthUser as user, oneReportStates, todayFilled, todayOpen } from '../fixtures.ts';
import { healthReportPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(healthReportPages)) describePageStates(page);
describePageStates(oneReportStates);

describe('a student reports the day', () => {
  // The browser's location service, at the unit's edge: jsdom has none. The student said yes.
  beforeEach(() => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback) => done({ coords: { latitude: 39.9042, longitude: 116.4074, accuracy: 20 } } as GeolocationPosition),
      },
    });
  });

  it('fills the form, sends it as JSON with the report type and a submission id, and sees it done', async () => {
    const sent: unknown[] = [];
    let filled = false;
    const fixtures = {
      ...healthFixtures.data,
      '/health-report/today': () => ok(filled ? todayFilled : todayOpen),
      '/health-report/submit': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
        sent.push(json);
        filled = true;
        return ok({ id: 901, day: todayOpen.day, abnormal: false });
      },
    };
    await openPage('/epideState/index', fixtures, { user });
    fireEvent.change(await screen.findByLabelText(/今日体温/), { target: { value: '36.5' } });
    fireEvent.click(screen.getByRole('radio', { name: '身体健康，无异常' }));
    fireEvent.click(screen.getByRole('button', { name: '提交打卡' }));
    const problems = await screen.findByText(/还有 \d+ 处需要修改/);
    expect(problems).toBeTruthy();
    // What is still required, read from the report type's own form: answer each as a student would.
    for (const group of screen.getAllByRole('radiogroup')) {
      if (
        !within(group)
          .queryAllByRole('radio')
          .some((radio) => (radio as HTMLInputElement).checked)
      )
        fireEvent.click(within(group).getAllByRole('radio')[0]!);
    }
    fireEvent.change(screen.getByLabelText(/联系电话/), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByRole('button', { name: '获取当前位置' }));
    await screen.findByText(/已获取位置/);
    fireEvent.click(screen.getByRole('button', { name: '提交打卡' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('health-filled')).toBeTruthy();
    const body = sent[0] as { variant: string; values: Record<string, unknown>; _submission: string };
    expect(body.variant).toBe('epideState');
    expect(body.values).toMatchObject({ temperature: 36.5, health: 'healthy' });
    expect(isSubmissionId(body._submission)).toBe(true);
  });
});

describe('the staff pages', () => {
  it('an instructor sees the counts and the rate per class, and reminds those who have not reported', async () => {
    const reminded: unknown[] = [];
    const fixtures = {
      ...healthFixtures.data,
      '/health-report/remind': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
        reminded.push(json);
        return ok({ reminded: 2, delivered: 1, repeated: false, remindedAt: 1_795_000_000 });
      },
    };
    await openPage('/epideState/instructor', fixtures, { user });
    const summary = await screen.findByTestId('health-summary');
    expect(within(summary).getByText('85')).toBeTruthy();
    expect(within(summary).getByText('91.4%')).toBeTruthy();
    expect((await screen.findAllByRole('figure')).length).toBeGreaterThanOrEqual(1);
    expect(within(screen.getByTestId('health-unfilled')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /李思雨/ }).getAttribute('href')).toBe('/epideState/details?id=901');
    fireEvent.click(screen.getByRole('button', { name: '一键提醒' }));
    expect(await screen.findByText('已提醒 2 名学生。')).toBeTruthy();
    expect(reminded).toEqual([{ variant: 'epideState', day: '2026-11-25' }]);
  });

  it('the graded view lists the colleges with their rates, each leading to its classes', async () => {
    await openPage('/epideState/fenji', healthFixtures.data, { user });
    const table = await screen.findByTestId('health-units');
    const link = within(table).getByRole('link', { name: '计算机科学与技术学院' });
    expect(link.getAttribute('href')).toBe('/epideState/fenji?collegeId=1');
    expect(within(table).getByText('91.7%')).toBeTruthy();
  });

  it('the office filters every report to the abnormal ones', async () => {
    const { asked, fixtures } = recordingAsked(healthFixtures.data, '/health-report/list');
    await openPage('/epideState/typeList', fixtures, { user });
    await screen.findByTestId('health-list');
    fireEvent.click(screen.getByRole('checkbox', { name: '只看异常' }));
    await waitFor(() => expect(asked.at(-1)?.toString()).toContain('abnormal=1'));
    expect(asked.at(-1)?.toString()).toContain('variant=epideState');
  });

  it("editing a report type: a JSON slip is said at once; the backend's problems are listed with their paths", async () => {
    const fixtures = {
      ...healthFixtures.data,
      '/health-report/saveType': () => ({
        e: 400,
        m: '表单定义有 1 处问题，请按提示修改',
        d: { problems: [{ path: '/sections/0/fields/0/type', message: '应为以下值之一：text、number' }] },
      }),
    };
    await openPage('/epideState/epideType?key=epideState', fixtures, { user });
    const definition = (await screen.findByLabelText('表单定义（JSON）')) as HTMLTextAreaElement;
    expect(await screen.findByRole('heading', { name: '学生看到的表单（预览）' })).toBeTruthy();
    fireEvent.change(definition, { target: { value: '{ "id": ' } });
    expect(screen.getByText(/^JSON 格式有误/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(definition, {
      target: {
        value: JSON.stringify({
          id: 'epideState',
          title: { zh: '打卡' },
          sections: [{ id: 'a', fields: [{ name: 't', type: 'slider', label: { zh: '体温' } }] }],
        }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const problems = await screen.findByTestId('health-type-problems');
    expect(problems.textContent).toBe('/sections/0/fields/0/type 应为以下值之一：text、number');
    expect(screen.getByTestId('health-type-said').textContent).toBe('表单定义有 1 处问题，请按提示修改');
  });

  it('a refused call says the school’s words', async () => {
    await openPage('/epideState/manager', { ...healthFixtures.data, '/health-report/units': failure(403, '你没有查看全校打卡情况的权限') }, { user });
    expect(await screen.findByText(/你没有查看全校打卡情况的权限/)).toBeTruthy();
  });
});

describe('a second school reports with its own variant (lake-college: epideZju, titled 湖滨健康打卡)', () => {
  it('asks for its own report type and shows the school’s title', async () => {
    const { asked, fixtures } = recordingAsked(healthFixtures.data, '/health-report/today', ok(todayOpen));
    await openPage('/epideZju/index', fixtures, {
      user: { ...user, auth: { ...user.auth, epideZju: { module: ['index', 'details'] } } },
      manifest: resolvedSite('lake-college'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '湖滨健康打卡' })).toBeTruthy();
    expect(asked.map((query) => query.get('variant')!)).toEqual(['epideZju']);
  });
});

describe('an app under a key of the school’s own names its report type in its props', () => {
  it('returnCheck with props.variant epideCaustu asks for that type', async () => {
    const lake = resolvedSite('lake-college');
    const app = {
      ...lake.apps.epideZju!,
      title: { zh: '返校打卡', en: 'Return check', tw: '返校打卡' },
      entry: 'returnCheck/index',
      props: { ...lake.apps.epideZju!.props, variant: 'epideCaustu' },
    };
    const route = { ...lake.routes['epideZju/index']!, app: 'returnCheck' };
    const manifest = { ...lake, apps: { ...lake.apps, returnCheck: app }, routes: { ...lake.routes, 'returnCheck/index': route } };
    const { asked, fixtures } = recordingAsked(healthFixtures.data, '/health-report/today', ok(todayOpen));
    await openPage('/returnCheck/index', fixtures, { user: { ...user, auth: { ...user.auth, returnCheck: { module: ['index', 'details'] } } }, manifest });
    expect(await screen.findByRole('heading', { level: 1, name: '返校打卡' })).toBeTruthy();
    expect(asked.map((query) => query.get('variant')!)).toEqual(['epideCaustu']);
  });
});
