/**
 * The demo agendas (个人日程) of 王小明 (student) and 李老师 (teacher): about 30 items over this and next
 * month, written when the sandbox starts for an account that has none yet. Dated from the sandbox's own
 * "today" (services.now()), not fixed days, so the week and month pages of a demo opened any day show a
 * full agenda; the same day gives the same rows.
 */
import { type SandboxDatabase, addDays, dayOfSeconds, midnightOf } from '../../../sandbox/kit.ts';

interface SeedItem {
  title: string;
  /** Days after the first of this month. */
  day: number;
  /** 'HH:mm-HH:mm', or 'all' for a whole day, or 'all+N' for N more days. */
  time: string;
  place: string;
  note: string;
  remind: number | null;
  /** Repeated weekly for this many weeks. */
  weeks?: number;
}

const s = (title: string, day: number, time: string, place: string, remind: number | null, note = '', weeks?: number): SeedItem => ({
  title,
  day,
  time,
  place,
  note,
  remind,
  ...(weeks ? { weeks } : {}),
});

export const AGENDA_SEED: Record<string, readonly SeedItem[]> = {
  student: [
    s('高等数学习题课', 0, '10:10-11:45', '教学楼 A203', 15, '带上第六章习题册', 8),
    s('羽毛球社训练', 2, '19:00-21:00', '体育馆二楼', 60, '', 8),
    s('数据结构课程设计中期检查', 4, '14:00-16:00', '信息楼 305', 30, '准备 5 分钟 PPT，演示哈夫曼编码模块'),
    s('图书馆还书：《算法导论》', 6, 'all', '图书馆一楼总服务台', 1440),
    s('英语四级模拟考试', 9, '09:00-11:20', '教学楼 B101', 60, '带 2B 铅笔、橡皮和学生证'),
    s('班会：奖学金评定说明', 11, '18:30-19:30', '信息楼 210', 15),
    s('大学物理实验：迈克尔逊干涉', 13, '08:00-09:35', '理科楼 实验室 412', 30, '提前写好预习报告'),
    s('青年志愿者：社区敬老院服务', 15, '13:30-17:00', '学府路社区敬老院', 60, '统一穿志愿者马甲'),
    s('体测：1000 米', 17, '16:00-17:00', '东区田径场', 30),
    s('与导师见面：大创项目选题', 19, '15:00-16:00', '信息楼 517 张老师办公室', 15),
    s('妈妈生日', 22, 'all', '', 1440, '提前订好蛋糕'),
    s('程序设计竞赛校内选拔赛', 26, '13:00-18:00', '信息楼 机房 301', 60),
    s('数据结构期末考试', 40, '08:30-10:30', '教学楼 A105', 1440, '考前复习图和排序两章'),
    s('寒假回家火车 G102', 52, '07:35-12:20', '北京南站', 1440, '检票口 12B'),
    s('社团年终总结会', 33, '19:00-20:30', '学生活动中心 203', 30),
  ],
  teacher: [
    s('教研室例会', 1, '14:00-15:30', '信息楼 610 会议室', 15, '', 8),
    s('编译原理 答疑', 3, '19:00-20:30', '信息楼 402', 30, '', 6),
    s('指导毕业设计开题', 5, '09:00-11:00', '信息楼 517', 30, '六位同学依次汇报，每人 15 分钟'),
    s('提交科研项目中期报告', 8, 'all', '', 1440, '报科研处，盖学院公章'),
    s('编译原理 期中考试监考', 10, '08:30-10:30', '教学楼 A301', 60, '提前 20 分钟到教务处领卷'),
    s('学院学术报告：大模型的程序分析', 12, '15:00-17:00', '信息楼 学术报告厅', 30),
    s('体检', 14, '07:30-09:00', '校医院二楼', 1440, '空腹'),
    s('研究生组会', 16, '16:00-18:00', '信息楼 517', 15),
    s('CCF 学术年会（杭州）', 23, 'all+2', '杭州国际博览中心', 1440, '已订 G7 次高铁'),
    s('期末命题提交', 30, 'all', '教务处', 1440),
    s('编译原理 期末考试', 44, '14:00-16:00', '教学楼 A105', 1440),
    s('成绩录入截止', 55, 'all', '', 1440, '教务系统 24:00 关闭'),
    s('家长会', 20, '18:30-20:00', '实验小学 三年级二班', 60),
    s('课程思政教学研讨', 35, '10:00-11:30', '行政楼 201 第一会议室', 30),
    s('年度考核述职材料截止', 47, 'all', '', 1440),
  ],
};

/** Writes the seed of each demo account that has no item yet (once per account). */
export function seedAgendas(db: SandboxDatabase, nowSeconds: number): void {
  const today = dayOfSeconds(nowSeconds);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const has = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM personal_agenda_items WHERE username = ?');
  const insert = db.prepare(`
    INSERT INTO personal_agenda_items (username, title, all_day, start, end, place, note, remind_minutes, repeat_until, done, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const seed = db.transaction(() => {
    for (const [username, items] of Object.entries(AGENDA_SEED)) {
      if (has.get(username)!.n > 0) continue;
      for (const item of items) {
        const day = addDays(firstOfMonth, item.day);
        const midnight = midnightOf(day)!;
        let start: number;
        let end: number;
        const allDay = item.time.startsWith('all');
        if (allDay) {
          start = midnight;
          end = midnightOf(addDays(day, Number(item.time.slice(4) || 0)))!;
        } else {
          const [from, to] = item.time.split('-').map((hm) => midnight + Number(hm.slice(0, 2)) * 3600 + Number(hm.slice(3)) * 60);
          start = from!;
          end = to!;
        }
        const repeatUntil = item.weeks ? addDays(day, (item.weeks - 1) * 7) : null;
        // Past one-off items are done, as a diligent user leaves them.
        const done = !repeatUntil && end < nowSeconds ? 1 : 0;
        insert.run(username, item.title, allDay ? 1 : 0, start, end, item.place, item.note, item.remind, repeatUntil, done, midnightOf(firstOfMonth)!);
      }
    }
  });
  seed.immediate();
}
