/**
 * Seed of the message centre: the messages other than notices' (those the notice backend delivers with its
 * notices) that a Chinese university's systems send its demo users: approvals, service progress, system.
 * Everything is fixed (timestamps included), so two fresh databases are identical.
 */
import type { MessageChannel } from '../../../sandbox/kit.ts';

/** 2026-11-20 09:00 China time: the demo's "now" (the notice seed's newest notice). */
export const SEED_NOW = 1_795_136_400;
const DAY = 86_400;
const HOUR = 3_600;

export interface SeedMessage {
  username: string;
  channel: Exclude<MessageChannel, 'notice'>;
  title: string;
  body: string;
  createdAt: number;
  read: boolean;
}

/** Messages other than notices', per demo user: approvals, service progress, system. */
const everyone = ['student', 'teacher', 'staff', 'visitor', 'admin'];
const perUser: Array<[users: readonly string[], channel: SeedMessage['channel'], title: string, body: string, createdAt: number, read: boolean]> = [
  [['student'], 'approval', '请假申请已通过', '你于11月18日提交的事假申请（11月21日—11月22日）已由辅导员审批通过。', SEED_NOW - 3 * HOUR, false],
  [
    ['student'],
    'service',
    '校园卡补办进度：已制卡',
    '你的校园卡补办申请已制卡完成，请携带身份证到校园卡服务中心（学生服务大厅3号窗口）领取。',
    SEED_NOW - 1 * DAY,
    false,
  ],
  [
    ['student', 'teacher', 'staff'],
    'service',
    '报修单已派单',
    '你提交的报修单（宿舍/办公室水龙头漏水）已派单给维修师傅，预计24小时内上门。',
    SEED_NOW - 2 * DAY,
    true,
  ],
  [everyone, 'system', '账号安全提醒', '你的统一身份认证密码已超过180天未修改，为保障账号安全，建议尽快修改密码。', SEED_NOW - 4 * DAY, false],
  [everyone, 'system', '门户新版上线', '校园门户新版已上线，支持按角色推送通知、消息免打扰等功能，欢迎使用并反馈意见。', SEED_NOW - 9 * DAY, true],
  [['teacher'], 'approval', '待审批：学生请假申请', '王小明提交了事假申请（11月21日—11月22日），请及时审批。', SEED_NOW - 5 * HOUR, false],
  [['staff', 'admin'], 'approval', '待审批：用车申请', '学生工作部提交了11月25日的公务用车申请，请及时审批。', SEED_NOW - 6 * HOUR, false],
  [['staff', 'admin'], 'approval', '待审批：会议室预约', '教务处预约了行政楼302会议室（11月24日14:00—16:00），请审核。', SEED_NOW - 2 * DAY - HOUR, true],
  [['teacher', 'staff'], 'service', '工资条已发放', '2026年11月工资条已发放，可在“工资查询”中查看明细。', SEED_NOW - 6 * DAY, true],
  [['student'], 'service', '图书即将到期', '你借阅的《数据结构（C语言版）》将于11月25日到期，请及时归还或续借。', SEED_NOW - 7 * DAY, false],
  [['visitor'], 'service', '访客预约已通过', '你预约的11月21日入校参观已通过审核，请凭身份证从东门入校。', SEED_NOW - 1 * DAY, false],
];

export const SEED_MESSAGES: readonly SeedMessage[] = perUser.flatMap(([users, channel, title, body, createdAt, read]) =>
  users.map((username) => ({ username, channel, title, body, createdAt, read })),
);
