/**
 * About 300 repair orders over the 60 days before 2026-11-20, seeded deterministically
 * (sandbox/campus/seededRandom.ts) so tests and screenshots can name them: dormitory taps and locks,
 * classroom projectors, campus network ports; most of them done and rated, some late (overdue), a few
 * sent back, the newest still waiting, dispatched or in progress. A few rows are pinned for 王小明
 * (student), the dispatcher's queue and 赵国强 (repairman): the demo and the browser test start there.
 */
import { seededRandom, type SeededRandom, studentName, type SandboxDatabase, beijingMorning } from '../../../sandbox/kit.ts';
import { BUILDINGS, DEMO_DISPATCHER, HALLS, STEPS, WORKERS, type OrderState } from './repairHalls.ts';

/** The seed's last day (Beijing 09:00): orders are spread over the 60 days before it. */
export const SEED_END = beijingMorning(2026, 11, 20);
const DAY = 86_400;
const HOUR = 3600;

const DESCRIPTIONS: Record<string, readonly string[]> = {
  water: [
    '宿舍卫生间水龙头漏水，关紧了还一直滴',
    '淋浴喷头出水很小，热水时有时无',
    '洗手池下水道堵塞，水排不下去',
    '房间书桌旁的插座没电',
    '走廊尽头的灯不亮了',
    '卫生间马桶水箱一直流水',
    '阳台地漏反水，有异味',
    '宿舍跳闸，合上后又马上跳',
  ],
  door: ['宿舍门锁打不开，钥匙插进去转不动', '窗户关不严，晚上漏风', '阳台推拉门卡住拉不动', '门把手松动快掉了', '纱窗破了一个洞，蚊子很多', '卫生间门关不上'],
  aircon: ['空调不制冷，开了一小时还是很热', '空调遥控器按了没反应', '空调室内机滴水，床铺被打湿', '空调外机噪音很大', '空调开机后显示 E1 故障'],
  network: ['宿舍网口无法上网，换了网线也不行', '无线网络信号很弱，经常断线', '墙上网线接口松动', '校园网认证页面打不开', '楼道交换机指示灯不亮，整层断网'],
  furniture: ['上铺床板断裂', '书桌抽屉滑轨坏了拉不出来', '椅子腿松动，坐着摇晃', '衣柜门掉下来了', '床梯螺丝松动'],
  teaching: ['教室投影仪无信号', '多媒体讲台电脑无法开机', '教室无线麦克风没有声音', '电子白板触控失灵', '教室幕布无法放下'],
};

const FINISH_NOTES: Record<string, readonly string[]> = {
  water: ['已更换水龙头阀芯', '已疏通下水管道', '已更换插座面板', '已更换灯管', '已更换水箱进水阀'],
  door: ['已更换锁芯，新钥匙已交宿管', '已调整窗扇合页', '已更换滑轮', '已紧固门把手'],
  aircon: ['已补充冷媒，制冷正常', '已更换遥控器电池并重新对码', '已疏通冷凝水管', '已清洗滤网'],
  network: ['已重新压制水晶头', '已更换面板模块', '已重启交换机并恢复端口', '已调整无线 AP 位置'],
  furniture: ['已更换床板', '已更换抽屉滑轨', '已紧固椅腿', '已重新安装柜门'],
  teaching: ['已更换投影仪 HDMI 线', '已更换讲台电脑电源', '已更换麦克风电池', '已重新校准触控'],
};

const RETURN_REASONS = ['该问题属于个人物品损坏，不在学校维修范围内', '描述不清，请补充具体位置和照片后重新提交', '同一问题已有报修单在处理中'];
const COMMENTS = ['师傅很快就来了，修得很好', '态度很好，谢谢师傅', '修好了，但等了比较久', '问题解决了', '第二天才来修'];

function roomOf(random: SeededRandom, building: string): string {
  if (building.includes('苑')) return `${1 + Math.floor(random.next() * 6)}${String(1 + Math.floor(random.next() * 30)).padStart(2, '0')}`;
  if (building.includes('教学楼') || building === '信息楼' || building === '实验楼')
    return `${1 + Math.floor(random.next() * 5)}${String(1 + Math.floor(random.next() * 20)).padStart(2, '0')}`;
  return random.pick(['一层大厅', '二层东侧', '三层阅览区', '前台']);
}

function buildingOf(random: SeededRandom, category: string): string {
  if (category === 'teaching') return random.pick(['第一教学楼', '第二教学楼', '信息楼', '实验楼']);
  if (random.next() < 0.7) return random.pick(BUILDINGS.slice(0, 6));
  return random.pick(BUILDINGS.slice(6));
}

interface Event {
  state: OrderState;
  at: number;
  by: string;
  note?: string;
}

interface SeedOrder {
  variant: string;
  username: string;
  reporter: string;
  phone: string;
  category: string;
  building: string;
  room: string;
  description: string;
  createdAt: number;
  worker?: (typeof WORKERS)[number];
  state: OrderState;
  events: Event[];
  finishNote?: string;
  returnedReason?: string;
  score?: number;
  comment?: string;
}

/** An order's life from `createdAt` up to `until` (at most), as far as `stopAt` lets it go. */
function lived(random: SeededRandom, base: Omit<SeedOrder, 'state' | 'events'>, limitHours: number, stopAt: OrderState | 'end', until: number): SeedOrder {
  const order: SeedOrder = { ...base, state: 'awaiting', events: [{ state: 'awaiting', at: base.createdAt, by: base.reporter }] };
  const step = (state: OrderState, at: number, by: string, note?: string) => {
    if (at > until) return false;
    order.state = state;
    order.events.push({ state, at, by, ...(note ? { note } : {}) });
    return true;
  };
  if (stopAt === 'awaiting') return order;
  let at = base.createdAt + Math.round((0.3 + random.next() * 3.5) * HOUR);
  if (stopAt === 'returned') {
    order.returnedReason = random.pick(RETURN_REASONS);
    step('returned', at, DEMO_DISPATCHER.name, order.returnedReason);
    return order;
  }
  const worker = base.worker ?? random.pick(WORKERS);
  order.worker = worker;
  if (!step('dispatched', at, DEMO_DISPATCHER.name, `${worker.name}（${worker.team}）`) || stopAt === 'dispatched') return order;
  at += Math.round((0.5 + random.next() * 6) * HOUR);
  if (!step('inProgress', at, worker.name) || stopAt === 'inProgress') return order;
  // Most within the limit, about one in six late.
  const late = random.next() < 0.16;
  at = Math.max(at + HOUR / 2, base.createdAt + Math.round((late ? 1.05 + random.next() * 0.8 : 0.15 + random.next() * 0.8) * limitHours * HOUR));
  order.finishNote = random.pick(FINISH_NOTES[base.category] ?? ['已处理']);
  if (!step('done', at, worker.name, order.finishNote) || stopAt === 'done') return order;
  at += Math.round((1 + random.next() * 40) * HOUR);
  const roll = random.next();
  order.score = late ? (roll < 0.5 ? 3 : roll < 0.8 ? 2 : 4) : roll < 0.6 ? 5 : roll < 0.9 ? 4 : 3;
  order.comment = order.score >= 4 ? random.pick(COMMENTS.slice(0, 2)) : random.pick(COMMENTS.slice(2));
  step('rated', at, base.reporter, order.comment);
  return order;
}

/** The seeded orders, oldest first, then the pinned ones. */
export function seedOrders(): SeedOrder[] {
  const random = seededRandom(20261120);
  const orders: SeedOrder[] = [];
  for (let index = 0; index < 300; index++) {
    const hall = HALLS[index % 5 < 2 ? 0 : 1]!;
    const category = random.pick(hall.categories);
    const building = buildingOf(random, category.key);
    const person = studentName(random);
    const createdAt = SEED_END - 60 * DAY + Math.floor((index / 300) * 60 * DAY) + Math.round(random.next() * 13 * HOUR);
    const age = (SEED_END - createdAt) / DAY;
    const roll = random.next();
    const stopAt: OrderState | 'end' =
      age > 6
        ? roll < 0.05
          ? 'returned'
          : roll < 0.25
            ? 'done'
            : 'end'
        : roll < 0.25
          ? 'awaiting'
          : roll < 0.4
            ? 'dispatched'
            : roll < 0.55
              ? 'inProgress'
              : roll < 0.6
                ? 'returned'
                : 'end';
    const base = {
      variant: hall.key,
      username: `s${2022 + (index % 4)}${String(10_000 + index * 37).slice(-5)}`,
      reporter: person.name,
      phone: `1${random.pick(['38', '39', '58', '86', '77'])}${String(Math.floor(random.next() * 1e8)).padStart(8, '0')}`,
      category: category.key,
      building,
      room: roomOf(random, building),
      description: random.pick(DESCRIPTIONS[category.key]!),
      createdAt,
    };
    orders.push(lived(random, base, category.limitHours, stopAt, SEED_END));
  }
  const zhao = WORKERS[0];
  const me = { username: 'student', reporter: '王小明', phone: '13812345678', variant: 'repair' };
  orders.push(
    lived(
      random,
      {
        ...me,
        category: 'water',
        building: '北苑3号楼',
        room: '412',
        description: '宿舍卫生间水龙头漏水，关紧了还一直滴',
        createdAt: SEED_END - 20 * DAY,
        worker: zhao,
      },
      24,
      'end',
      SEED_END,
    ),
    lived(
      random,
      {
        ...me,
        category: 'aircon',
        building: '北苑3号楼',
        room: '412',
        description: '空调不制冷，开了一小时还是很热',
        createdAt: SEED_END - 3 * DAY,
        worker: WORKERS[2],
      },
      48,
      'done',
      SEED_END,
    ),
    lived(
      random,
      { ...me, category: 'network', building: '北苑3号楼', room: '412', description: '宿舍网口无法上网，换了网线也不行', createdAt: SEED_END - 2 * HOUR },
      24,
      'awaiting',
      SEED_END,
    ),
    lived(
      random,
      { ...me, category: 'water', building: '北苑3号楼', room: '410', description: '走廊尽头的灯不亮了', createdAt: SEED_END - 26 * HOUR, worker: zhao },
      24,
      'dispatched',
      SEED_END,
    ),
    lived(
      random,
      {
        ...me,
        category: 'water',
        building: '北苑3号楼',
        room: '408',
        description: '洗手池下水道堵塞，水排不下去',
        createdAt: SEED_END - 5 * HOUR,
        worker: zhao,
      },
      24,
      'inProgress',
      SEED_END,
    ),
    lived(
      random,
      {
        ...me,
        variant: 'scurepair',
        category: 'teaching',
        building: '第一教学楼',
        room: '305',
        description: '教室投影仪无信号，换了 HDMI 线也不行',
        createdAt: SEED_END - 9 * DAY,
      },
      12,
      'end',
      SEED_END,
    ),
  );
  // The step table and the seed agree: every step an order took is one the hall allows.
  for (const order of orders) {
    for (let index = 1; index < order.events.length; index++) {
      const from = order.events[index - 1]!.state;
      const to = order.events[index]!.state;
      if (!STEPS.some((one) => one.from === from && one.to === to)) throw new Error(`repair seed: ${from} → ${to} is no step`);
    }
  }
  return orders.sort((a, b) => a.createdAt - b.createdAt);
}

export function writeRepairSeed(db: SandboxDatabase): void {
  const hall = db.prepare<[string, string, number]>('INSERT INTO repair_halls (key, name, statistic) VALUES (?, ?, ?)');
  const category = db.prepare<[string, string, string, string, string, number, number]>(
    'INSERT INTO repair_categories (variant, key, name_zh, name_en, name_tw, limit_hours, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const step = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO repair_steps (variant, action, from_state, to_state, actor) VALUES (?, ?, ?, ?, ?)',
  );
  for (const one of HALLS) {
    hall.run(one.key, one.name, one.statistic ? 1 : 0);
    one.categories.forEach((c, position) => category.run(one.key, c.key, c.zh, c.en, c.tw, c.limitHours, position));
    for (const s of STEPS) step.run(one.key, s.action, s.from, s.to, s.actor);
  }
  const building = db.prepare<[string, number]>('INSERT INTO repair_buildings (name, position) VALUES (?, ?)');
  BUILDINGS.forEach((name, position) => building.run(name, position));
  const worker = db.prepare<[string, string, string]>('INSERT INTO repair_workers (username, name, team) VALUES (?, ?, ?)');
  for (const one of WORKERS) worker.run(one.username, one.name, one.team);

  const insert = db.prepare(`
    INSERT INTO repair_orders (variant, number, username, reporter, phone, category, building, room, description, photos, state, created_at,
      worker_username, worker_name, finish_note, returned_reason, score, comment)
    VALUES (@variant, @number, @username, @reporter, @phone, @category, @building, @room, @description, '[]', @state, @createdAt,
      @workerUsername, @workerName, @finishNote, @returnedReason, @score, @comment)`);
  const event = db.prepare<[number, string, number, string, string | null]>(
    'INSERT INTO repair_events (order_id, state, at, by_name, note) VALUES (?, ?, ?, ?, ?)',
  );
  seedOrders().forEach((order, index) => {
    const day = new Date((order.createdAt + 8 * HOUR) * 1000).toISOString().slice(0, 10).replaceAll('-', '');
    const id = Number(
      insert.run({
        ...order,
        number: `BX${day}-${String(index + 1).padStart(4, '0')}`,
        workerUsername: order.worker?.username ?? null,
        workerName: order.worker?.name ?? null,
        finishNote: order.finishNote ?? null,
        returnedReason: order.returnedReason ?? null,
        score: order.score ?? null,
        comment: order.comment ?? null,
      }).lastInsertRowid,
    );
    for (const one of order.events) event.run(id, one.state, one.at, one.by, one.note ?? null);
  });
}
