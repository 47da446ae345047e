// @vitest-environment jsdom
/**
 * The activity pages in each state, and their flows: the organiser's review (a rejection needs its reason,
 * sent with it), the student's check-in code (six digits, or it is not sent), a rejected sign-up's reason
 * on my activities, comments refused before the end with the time they open, and the second school's own
 * title for the app.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, expectSecondSchoolTitle, ok, openPage, recordingSent, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { activityFixtures, activityOrganiser as organiser, activityStudent as student, comments, participants, singersDetail, singers } from '../fixtures.ts';
import { activityPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(activityPages)) describePageStates(page);

describe('activity/activemanage', () => {
  it('refuses a rejection without its reason, then sends it with the reason', async () => {
    const rejected = { participant: { ...participants.list[0]!, state: 'rejected' as const, reason: '名额有限，请关注下次活动' } };
    const { sent, fixtures } = recordingSent(activityFixtures.data, '/activity/review', ok(rejected));
    await openPage('/activity/activemanage?id=1', fixtures, { user: organiser });
    const waiting = (await screen.findByTestId('activity-review')).querySelector('[data-participant="陈思远"]') as HTMLElement;
    fireEvent.click(within(waiting).getByRole('button', { name: '不通过' }));
    expect(await within(waiting).findByText('请写明不通过的原因')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(waiting).getByLabelText('审核意见（陈思远）'), { target: { value: '名额有限，请关注下次活动' } });
    fireEvent.click(within(waiting).getByRole('button', { name: '不通过' }));
    await screen.findByText('已拒绝 陈思远 的报名');
    expect(sent).toEqual([{ id: 12, decision: 'reject', reason: '名额有限，请关注下次活动' }]);
  });

  it('lists every sign-up with its form answers, for the export too', async () => {
    await openPage('/activity/activemanage?id=1', activityFixtures.data, { user: organiser });
    const table = await screen.findByTestId('activity-participants');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['姓名', '学院班级', '状态', '联系电话', '学号', '相关经历', '未通过原因']),
    );
    expect(within(table).getByText('院系歌手赛二等奖')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeTruthy();
  });
});

describe('activity/activitycode', () => {
  it('lets an accepted student send six digits, and not fewer', async () => {
    const accepted = {
      ...singersDetail,
      activity: { ...singers, phase: 'ongoing' as const },
      mine: { id: 5, state: 'accepted' as const, reason: null, signedAt: 1, checkedInAt: null },
    };
    const { sent, fixtures } = recordingSent({ ...activityFixtures.data, '/activity/detail': ok(accepted) }, '/activity/checkin', ok({ checkedInAt: 2 }));
    await openPage('/activity/activitycode?id=1&code=12', fixtures, { user: student });
    const input = await screen.findByLabelText('请输入现场展示的 6 位签到码');
    expect((input as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('签到码为 6 位数字')).toBeTruthy();
    fireEvent.change(input, { target: { value: '48a29 15' } });
    fireEvent.click(screen.getByRole('button', { name: '签到' }));
    await screen.findByText('签到成功');
    expect(sent).toEqual([{ id: 1, code: '482915' }]);
  });
});

describe('activity/index', () => {
  it('shows a rejected sign-up with its reason', async () => {
    await openPage('/activity/index', activityFixtures.data, { user: student });
    const card = (await screen.findByTestId('activity-mine')).querySelector('[data-activity="第十九届校园十佳歌手大赛初赛"]') as HTMLElement;
    expect(within(card).getByText('未通过')).toBeTruthy();
    expect(within(card).getByText('未通过原因：报名信息不完整，未填写参赛经历')).toBeTruthy();
  });

  it('shows the second school’s own title for the app', () =>
    expectSecondSchoolTitle('/activity/index', activityFixtures.data, { user: student }, '湖畔活动广场'));
});

describe('activity/activitycomment', () => {
  it('says when comments open before the activity ends', async () => {
    const before = { ...comments, activity: singers, mayComment: false, list: [] };
    await openPage('/activity/activitycomment?id=1', { ...activityFixtures.data, '/activity/comments': ok(before) }, { user: student });
    expect((await screen.findByTestId('activity-after-event')).textContent).toMatch(/^活动结束后（\d\d-\d\d \d\d:\d\d 起）才能发表评论$/);
    expect(screen.queryByRole('button', { name: '发表评论' })).toBeNull();
  });
});
