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
const perUser: Array<Omit<SeedMessage, 'username'> & { users: readonly string[] }> = [
  {
    users: ['student'],
    channel: 'approval',
    title: '请假申请已通过',
    body: '你于11月18日提交的事假申请（11月21日—11月22日）已由辅导员审批通过。',
    createdAt: SEED_NOW - 3 * HOUR,
    read: false,
  },
  {
    users: ['student'],
    channel: 'service',
    title: '校园卡补办进度：已制卡',
    body: '你的校园卡补办申请已制卡完成，请携带身份证到校园卡服务中心（学生服务大厅3号窗口）领取。',
    createdAt: SEED_NOW - 1 * DAY,
    read: false,
  },
  {
    users: ['student', 'teacher', 'staff'],
    channel: 'service',
    title: '报修单已派单',
    body: '你提交的报修单（宿舍/办公室水龙头漏水）已派单给维修师傅，预计24小时内上门。',
    createdAt: SEED_NOW - 2 * DAY,
    read: true,
  },
  {
    users: everyone,
    channel: 'system',
    title: '账号安全提醒',
    body: '你的统一身份认证密码已超过180天未修改，为保障账号安全，建议尽快修改密码。',
    createdAt: SEED_NOW - 4 * DAY,
    read: false,
  },
  {
    users: everyone,
    channel: 'system',
    title: '门户新版上线',
    body: '校园门户新版已上线，支持按角色推送通知、消息免打扰等功能，欢迎使用并反馈意见。',
    createdAt: SEED_NOW - 9 * DAY,
    read: true,
  },
  {
    users: ['teacher'],
    channel: 'approval',
    title: '待审批：学生请假申请',
    body: '王小明提交了事假申请（11月21日—11月22日），请及时审批。',
    createdAt: SEED_NOW - 5 * HOUR,
    read: false,
  },
  {
    users: ['staff', 'admin'],
    channel: 'approval',
    title: '待审批：用车申请',
    body: '学生工作部提交了11月25日的公务用车申请，请及时审批。',
    createdAt: SEED_NOW - 6 * HOUR,
    read: false,
  },
  {
    users: ['staff', 'admin'],
    channel: 'approval',
    title: '待审批：会议室预约',
    body: '教务处预约了行政楼302会议室（11月24日14:00—16:00），请审核。',
    createdAt: SEED_NOW - 2 * DAY - HOUR,
    read: true,
  },
  {
    users: ['teacher', 'staff'],
    channel: 'service',
    title: '工资条已发放',
    body: '2026年11月工资条已发放，可在“工资查询”中查看明细。',
    createdAt: SEED_NOW - 6 * DAY,
    read: true,
  },
  {
    users: ['student'],
    channel: 'service',
    title: '图书即将到期',
    body: '你借阅的《数据结构（C语言版）》将于11月25日到期，请及时归还或续借。',
    createdAt: SEED_NOW - 7 * DAY,
    read: false,
  },
  {
    users: ['visitor'],
    channel: 'service',
    title: '访客预约已通过',
    body: '你预约的11月21日入校参观已通过审核，请凭身份证从东门入校。',
    createdAt: SEED_NOW - 1 * DAY,
    read: false,
  },
];

export const SEED_MESSAGES: readonly SeedMessage[] = perUser.flatMap(({ users, ...message }) => users.map((username) => ({ ...message, username })));
