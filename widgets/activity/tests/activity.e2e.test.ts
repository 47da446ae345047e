/**
 * Campus activities in a real Chromium against the real host and sandbox, on a school morning
 * (SANDBOX_TIME), two accounts at once: the organiser 周敏 publishes an activity starting in half an hour,
 * with review and a student number asked on its sign-up form; 王小明, on his phone, signs up with the form
 * and waits for review; the organiser accepts him and shows the check-in code; he types it and is checked
 * in, and the organiser's screen counts him. Capacity under concurrent sign-ups and the code's expiry are
 * the backend's tests (sandbox/backend.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const MORNING = '2026-11-25T10:00:00+08:00';
const TITLE = 'Git 入门分享会';

describe.skipIf(!hasChromium())('campus activities in Chromium', () => {
  const env = browserAndPortalForFile({ env: { SANDBOX_TIME: MORNING } });

  it('the organiser publishes an activity, a student signs up, is accepted and checks in with the code the organiser shows', async () => {
    const { page: organiser } = await visitPortal(env, '/activity/addnew', { as: 'organiser' });
    await organiser.waitForSelector('form[data-form-status="2"]');
    await organiser.getByLabel(/活动名称/).fill(TITLE);
    await organiser.getByRole('radio', { name: '社团活动' }).check();
    await organiser.getByLabel(/活动地点/).fill('信息楼 210 机房');
    await organiser.getByLabel(/活动介绍/).fill('从 git init 到第一次合并请求，一个小时上手版本管理。');
    await organiser.getByLabel(/开始时间/).fill('2026-11-25T10:30');
    await organiser.getByLabel(/结束时间/).fill('2026-11-25T12:00');
    await organiser.getByLabel(/报名截止/).fill('2026-11-25T10:30');
    await organiser.getByLabel(/名额/).fill('30');
    await organiser.getByRole('checkbox', { name: '学号' }).check();
    await organiser.getByRole('button', { name: '发布活动' }).click();
    await organiser.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await organiser.waitForURL((url) => url.pathname === '/activity/activitydetail');
    const id = new URL(organiser.url()).searchParams.get('id')!;
    await organiser.getByTestId('activity-detail').getByText(TITLE).waitFor();

    const { page: student } = await visitPortal(env, `/activity/activitydetail?id=${id}`, { device: phone, as: 'student' });
    await student.waitForSelector('form[data-form-status="2"]');
    await student.getByLabel(/联系电话/).fill('13812345678');
    await student.getByLabel(/学号/).fill('2023010101');
    await student.getByRole('button', { name: '提交报名' }).click();
    await student.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => student.getByTestId('activity-signup-state').textContent()).toBe('待审核');

    await organiser.goto(`${env.portal.url}/activity/activemanage?id=${id}`);
    const waiting = organiser.getByTestId('activity-review').locator('[data-participant="王小明"]');
    await waiting.getByRole('button', { name: '通过', exact: true }).click();
    await organiser.getByText('已通过 王小明 的报名').waitFor();
    await waiting.waitFor({ state: 'detached' });

    await organiser.goto(`${env.portal.url}/activity/activitycode?id=${id}`);
    await organiser.getByTestId('activity-code-count').getByText('已签到 0 / 1 人').waitFor();
    const code = (await organiser.getByTestId('activity-code-digits').textContent())!;
    expect(code).toMatch(/^\d{6}$/);

    await student.goto(`${env.portal.url}/activity/activitycode?id=${id}`);
    await student.getByLabel('请输入现场展示的 6 位签到码').fill(code);
    await student.getByRole('button', { name: '签到', exact: true }).click();
    await student.getByTestId('activity-checked-in').waitFor();

    await organiser.reload();
    await organiser.getByTestId('activity-code-count').getByText('已签到 1 / 1 人').waitFor();
    await closeCleanly(student);
    await closeCleanly(organiser);
  });
});
