/**
 * Who may call what (legacy-portal §6 on the server): each key is granted by the pages that make it, for the
 * report type asked (`variant`, an app key: the user's permission map must list the page's module for
 * that app), and answers only the students the caller looks after (the campus directory: an instructor's
 * classes, a leader's college, the whole school for the student affairs office).
 */
import type { Context } from 'hono';
import {
  grantOfRequest,
  replyRefused,
  type LoggedInEnv,
  type GrantVerdict,
  type CampusDirectory,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  type LocalMessage,
  type SandboxServices,
  dayOf,
} from '../../../sandbox/kit.ts';
import type { ReportType } from './reportStore.ts';

export type HealthEnv = LoggedInEnv;

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const HEALTH_MESSAGES = {
  variantUnknown: (variant: string): InThreeLanguages => {
    const shown = variant.length > 32 ? `${variant.slice(0, 32)}…` : variant;
    return { zh: `未知的健康打卡类型「${shown}」`, en: `Unknown kind of health report “${shown}”`, tw: `未知的健康打卡類型「${shown}」` };
  },
  forbidden: { zh: '你没有使用该健康打卡功能的权限', en: 'You do not have permission to use this health report', tw: '你沒有使用該健康打卡功能的權限' },
  notStudent: { zh: '只有在校学生需要填报健康打卡', en: 'Only enrolled students fill in the health report', tw: '只有在校學生需要填報健康打卡' },
  closed: (deadline: string): InThreeLanguages => ({
    zh: `今日填报已于 ${deadline} 截止，无法再提交或修改`,
    en: `Today’s reports closed at ${deadline}; a report can no longer be sent or changed`,
    tw: `今日填報已於 ${deadline} 截止，無法再提交或修改`,
  }),
  futureDay: {
    zh: '参数 day 无效：不能查询今天之后的日期',
    en: 'The day parameter is not valid: you cannot look up a day after today',
    tw: '參數 day 無效：不能查詢今天之後的日期',
  },
  remindToday: { zh: '只能提醒当天未填报的同学', en: 'You can only remind students who have not reported today', tw: '只能提醒當天未填報的同學' },
  notYourUnit: { zh: '你无权查看该学院或班级的打卡数据', en: 'You may not see the reports of this college or class', tw: '你無權查看該學院或班級的打卡資料' },
  notFound: { zh: '该打卡记录不存在', en: 'This report does not exist', tw: '該打卡紀錄不存在' },
  notYourReport: { zh: '你无权查看该打卡记录', en: 'You may not see this report', tw: '你無權查看該打卡紀錄' },
  reminded: (count: number): InThreeLanguages => ({
    zh: `10 分钟内已提醒过，本次未重复发送（上次提醒 ${count} 人）`,
    en: `Reminders went out less than 10 minutes ago, so none were sent again (${count} reminded last time)`,
    tw: `10 分鐘內已提醒過，本次未重複發送（上次提醒 ${count} 人）`,
  }),
  definitionInvalid: (count: number): InThreeLanguages => ({
    zh: `表单定义有 ${count} 处问题，请按提示修改`,
    en: `The form definition has ${count} problems; fix them as shown`,
    tw: `表單定義有 ${count} 處問題，請依提示修改`,
  }),
} as const satisfies Record<string, LocalMessage | ((value: never) => InThreeLanguages)>;

/**
 * The pages (the permission map's modules) that call each key. A role is granted a key for a report
 * type when its map lists one of them for that type's app key (widgets/health-report/sandbox/index.ts).
 */
export const KEY_PAGES = {
  today: ['index'],
  submit: ['index'],
  mine: ['details', 'index'],
  detail: ['details', 'index'],
  classes: ['instructor', 'leader', 'manager'],
  units: ['fenji', 'manager'],
  trend: ['instructor', 'leader', 'fenji', 'manager'],
  remind: ['instructor', 'leader'],
  types: ['epideType', 'typeList', 'manager'],
  type: ['epideType', 'typeList'],
  saveType: ['epideType'],
  list: ['typeList', 'manager'],
} as const satisfies Record<string, readonly string[]>;

/** The units a member of staff looks after. */
export interface Scope {
  /** Classes whose students the caller sees. */
  classIds: ReadonlySet<number>;
  /** Colleges the caller sees whole (a leader's, every college for the office). */
  collegeIds: ReadonlySet<number>;
}

export function createAccess(services: SandboxServices, campus: CampusDirectory, typeOf: (key: string) => ReportType | undefined) {
  /** Granted when one of the pages is open to the user for that app key (any app of the widget without one). */
  function verdict(c: Context, variant: string | undefined, pages: readonly string[]): GrantVerdict {
    const site = services.siteOf(c.req.raw);
    const app = variant === undefined ? undefined : site?.apps[variant];
    let result: GrantVerdict = 'forbidden';
    for (const module of pages) {
      const found = grantOfRequest(c, services, {
        module,
        ...(variant === undefined ? {} : { apps: (candidate) => candidate !== undefined && candidate === app }),
      });
      if (found === 'open') return 'open';
      result = found;
    }
    return result;
  }

  return {
    /**
     * The report type named by `raw` (a key's contract requires it), or the reply refusing it: 400 unknown,
     * 403 (or 10013) not granted.
     */
    typeFor(c: Context, raw: string, pages: readonly string[]): ReportType | Response {
      const variant = raw.trim();
      const type = typeOf(variant);
      if (!type) return replyFail(c, SandboxErrorCode.badRequest, HEALTH_MESSAGES.variantUnknown(variant));
      const granted = verdict(c, type.key, pages);
      return granted === 'open' ? type : replyRefused(c, granted, HEALTH_MESSAGES.forbidden);
    },
    /** Whether the user may open one of these pages of that report type. */
    mayOpen: (c: Context, variant: string, pages: readonly string[]) => verdict(c, variant, pages) === 'open',
    scopeOf(username: string): Scope {
      const member = campus.staffMember(username);
      const classes =
        member?.duty === 'manager'
          ? campus.classes()
          : member?.duty === 'leader'
            ? campus.collegesOfLeader(username).flatMap((college) => campus.classes(college.id))
            : member?.duty === 'instructor'
              ? campus.classesOfInstructor(username)
              : [];
      const collegeIds =
        member?.duty === 'manager'
          ? campus.colleges().map((college) => college.id)
          : member?.duty === 'leader'
            ? campus.collegesOfLeader(username).map((college) => college.id)
            : [];
      return { classIds: new Set(classes.map((campusClass) => campusClass.id)), collegeIds: new Set(collegeIds) };
    },
  };
}

export type Access = ReturnType<typeof createAccess>;

/** The day asked (a date, by the key's contract), today when absent; or the reply refusing a day after today. */
export function dayAsked(c: Context, day: string | undefined, nowMs: number): string | Response {
  const today = dayOf(nowMs);
  if (day === undefined) return today;
  return day > today ? replyFail(c, SandboxErrorCode.badRequest, HEALTH_MESSAGES.futureDay) : day;
}
