/**
 * Lucky-draw answers for component tests and stories: zh-first, shaped as the sandbox answers (its seed
 * event), and checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { LotteryDrawData, LotteryEventData } from './generated/types.ts';

/** A student with no special permission: the draw is open to every logged-in user. */
export const lotteryStudent = { name: '王小明', auth: { home: { module: ['homepage'] } } };

const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`) / 1000;
export const NOW = at('2026-11-26', '10:00');

export const lotteryEvent: LotteryEventData = {
  id: 1,
  title: '2026 级迎新抽奖',
  description: '欢迎加入示范大学！活动期间每人每天可抽 3 次，共 10 次。奖品请凭校园卡到学生活动中心一楼服务台领取。',
  organizer: '校学生会 · 新生服务中心',
  status: 'open',
  opensAt: NOW - 86_400,
  closesAt: NOW + 6 * 86_400,
  perDay: 3,
  perEvent: 10,
  drawsLeft: 2,
  prizes: [
    { id: 1, level: '一等奖', name: '校园纪念卫衣', stock: 0, total: 5, probability: 0 },
    { id: 2, level: '二等奖', name: '定制保温杯', stock: 28, total: 30, probability: 0.03 },
    { id: 3, level: '三等奖', name: '校园文创帆布袋', stock: 91, total: 100, probability: 0.12 },
    { id: 4, level: '纪念奖', name: '食堂 10 元代金券', stock: 466, total: 500, probability: 0.25 },
  ],
  noPrizeProbability: 0.6,
  myPrizes: [{ drawId: 7, prizeId: 4, name: '食堂 10 元代金券', level: '纪念奖', drawnAt: NOW - 3600 }],
  myDraws: 1,
};

export const lotteryWin: LotteryDrawData = { drawId: 9, prize: { id: 3, name: '校园文创帆布袋', level: '三等奖' }, drawsLeft: 1, drawnAt: NOW };

/** API answers for each state of the lucky-draw page. */
export const lotteryFixtures = {
  data: { '/lottery/event': ok(lotteryEvent), '/lottery/draw': ok(lotteryWin) },
  empty: { '/lottery/event': failure(404, '目前没有抽奖活动') },
  ...failingStates(['/lottery/event'], '抽奖系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
