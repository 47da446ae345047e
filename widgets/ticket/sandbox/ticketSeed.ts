/**
 * The demo school's ticketed events, laid out once from the moment the sandbox starts (its clock), so a
 * demo always meets each state of the ticket pages: a gala whose sale opens in a few minutes (countdown),
 * a lecture on sale with tickets left, a concert with a seat map, a sold-out play (subscribe), a round
 * table that needs the lecture's ticket first (前置活动), a study trip that collects a short form before a
 * place is confirmed (信息采集), and last week's sports meeting, ended. The tickets already sold belong to
 * seeded students (deterministic, sandbox/campus/seededRandom.ts); 王小明 (`student`) holds a concert seat.
 */
import { DAY_S, dayOf, dayStart, seededRandom, studentName, type SandboxDatabase } from '../../../sandbox/kit.ts';
import { newCode } from './ticketCodes.ts';

/** The demo checker account (检票员): a staff member of the student activity centre who checks tickets at the door. */
export const DEMO_CHECKER = { username: 'checker', name: '陈立峰', roleName: '检票员', department: '大学生活动中心' } as const;

type Text = { zh: string; en: string; tw: string };
const text = (zh: string, en: string, tw: string): Text => ({ zh, en, tw });

interface SeedEvent {
  id: number;
  kind: 'lecture' | 'concert' | 'gala' | 'drama' | 'workshop' | 'trip' | 'sports';
  title: Text;
  place: Text;
  description: Text;
  startsAt: number;
  opensAt: number;
  closesAt: number;
  refundUntil: number;
  stock: number;
  /** Tickets already sold to seeded students. */
  sold: number;
  seats?: { rows: number; perRow: number };
  prerequisite?: number;
  collects?: boolean;
}

/** Event ids the tests and the path walk name. */
export const SEEDED_EVENTS = { gala: 1, lecture: 2, concert: 3, play: 4, roundTable: 5, trip: 6, sports: 7 } as const;
/** 王小明's seat at the concert. */
export const STUDENT_SEAT = { row: 5, seat: 8 } as const;
const HOUR = 3600;

function seedEvents(now: number): SeedEvent[] {
  const today = dayStart(dayOf(now * 1000));
  const at = (days: number, hour: number, minute = 0) => today + days * DAY_S + hour * HOUR + minute * 60;
  // The gala's sale opens on a whole minute four to five minutes from now.
  const galaOpens = Math.ceil((now + 4 * 60) / 60) * 60;
  return [
    {
      id: SEEDED_EVENTS.gala,
      kind: 'gala',
      title: text('2026 级迎新晚会', 'Freshers’ welcome gala 2026', '2026 級迎新晚會'),
      place: text('大学生活动中心大礼堂', 'Student Activity Centre, Grand Hall', '大學生活動中心大禮堂'),
      description: text(
        '校团委、学生会主办。歌舞、话剧、乐队演出，欢迎新同学！每人限抢一张，凭兑换码入场。',
        'Hosted by the Youth League and the Students’ Union: dance, drama and bands to welcome the new students. One ticket each; enter with your redemption code.',
        '校團委、學生會主辦。歌舞、話劇、樂隊演出，歡迎新同學！每人限搶一張，憑兌換碼入場。',
      ),
      startsAt: at(3, 19),
      opensAt: galaOpens,
      closesAt: at(3, 18),
      refundUntil: at(3, 12),
      stock: 600,
      sold: 0,
    },
    {
      id: SEEDED_EVENTS.lecture,
      kind: 'lecture',
      title: text('“人工智能与未来教育”名家讲座', 'Lecture: AI and the future of education', '「人工智慧與未來教育」名家講座'),
      place: text('图书馆报告厅', 'Library Lecture Hall', '圖書館報告廳'),
      description: text(
        '主讲：清华大学 陈教授。讲座后设 30 分钟问答。请提前 15 分钟凭兑换码入场。',
        'Speaker: Professor Chen, Tsinghua University, with 30 minutes of questions after. Enter with your code 15 minutes early.',
        '主講：清華大學 陳教授。講座後設 30 分鐘問答。請提前 15 分鐘憑兌換碼入場。',
      ),
      startsAt: at(2, 14, 30),
      opensAt: at(-1, 12),
      closesAt: at(2, 14),
      refundUntil: at(2, 12),
      stock: 200,
      sold: 137,
    },
    {
      id: SEEDED_EVENTS.concert,
      kind: 'concert',
      title: text('新年音乐会', 'New Year concert', '新年音樂會'),
      place: text('音乐厅', 'Concert Hall', '音樂廳'),
      description: text(
        '校交响乐团、民乐团联合演出。对号入座，请在座位图上选座。',
        'The university symphony and Chinese orchestras together. Seats are numbered: choose yours on the seat map.',
        '校交響樂團、民樂團聯合演出。對號入座，請在座位圖上選座。',
      ),
      startsAt: at(5, 19, 30),
      opensAt: at(-1, 10),
      closesAt: at(5, 18),
      refundUntil: at(4, 18),
      stock: 160,
      sold: 71,
      seats: { rows: 10, perRow: 16 },
    },
    {
      id: SEEDED_EVENTS.play,
      kind: 'drama',
      title: text('话剧《雷雨》', 'Drama: Thunderstorm', '話劇《雷雨》'),
      place: text('大学生活动中心小剧场', 'Student Activity Centre, Little Theatre', '大學生活動中心小劇場'),
      description: text(
        '校话剧社年度大戏。票已抢光，可订阅：有人退票时第一时间通知你。',
        'The drama society’s play of the year. Sold out: subscribe and be told as soon as someone gives a ticket back.',
        '校話劇社年度大戲。票已搶光，可訂閱：有人退票時第一時間通知你。',
      ),
      startsAt: at(4, 19),
      opensAt: at(-2, 12),
      closesAt: at(4, 18),
      refundUntil: at(4, 12),
      stock: 120,
      sold: 120,
    },
    {
      id: SEEDED_EVENTS.roundTable,
      kind: 'workshop',
      title: text('讲座会后圆桌交流', 'Round table after the lecture', '講座會後圓桌交流'),
      place: text('图书馆 3 楼研讨室', 'Library, seminar room, 3rd floor', '圖書館 3 樓研討室'),
      description: text(
        '与主讲人面对面交流，限 40 人。需先持有“人工智能与未来教育”讲座的票。',
        'Meet the speaker, 40 places. You need a ticket for the AI lecture first.',
        '與主講人面對面交流，限 40 人。需先持有「人工智慧與未來教育」講座的票。',
      ),
      startsAt: at(2, 16, 30),
      opensAt: at(-1, 12),
      closesAt: at(2, 16),
      refundUntil: at(2, 12),
      stock: 40,
      sold: 12,
      prerequisite: SEEDED_EVENTS.lecture,
    },
    {
      id: SEEDED_EVENTS.trip,
      kind: 'trip',
      title: text('寒假社会实践·北京研学团', 'Winter study trip to Beijing', '寒假社會實踐·北京研學團'),
      place: text('北京（学校统一乘高铁前往）', 'Beijing (by high-speed train, together)', '北京（學校統一乘高鐵前往）'),
      description: text(
        '为期 5 天，参观国家博物馆、中关村等。抢到名额后请在 15 分钟内填写报名信息，提交后出票。',
        'Five days: the National Museum, Zhongguancun and more. After grabbing a place, send your details within 15 minutes to get the ticket.',
        '為期 5 天，參觀國家博物館、中關村等。搶到名額後請在 15 分鐘內填寫報名資訊，提交後出票。',
      ),
      startsAt: at(20, 8),
      opensAt: at(-1, 9),
      closesAt: at(10, 18),
      refundUntil: at(15, 18),
      stock: 30,
      sold: 9,
      collects: true,
    },
    {
      id: SEEDED_EVENTS.sports,
      kind: 'sports',
      title: text('秋季运动会开幕式', 'Autumn sports meeting: opening ceremony', '秋季運動會開幕式'),
      place: text('东区田径场', 'East Athletics Field', '東區田徑場'),
      description: text('开幕式入场券，已结束。', 'Tickets for the opening ceremony; over.', '開幕式入場券，已結束。'),
      startsAt: at(-6, 8, 30),
      opensAt: at(-12, 12),
      closesAt: at(-7, 18),
      refundUntil: at(-7, 12),
      stock: 300,
      sold: 286,
    },
  ];
}

/** Lays the events out once, from the sandbox's clock at its first start (`now`, seconds). */
export function seedTicketEvents(db: SandboxDatabase, now: number): void {
  if (db.prepare('SELECT 1 FROM ticket_seeded').get()) return;
  const event = db.prepare(`
    INSERT INTO ticket_events (id, kind, title, place, description, starts_at, opens_at, closes_at, refund_until, stock, sold,
      seat_rows, seats_per_row, prerequisite_id, collects, hold_minutes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 15)`);
  const ticket = db.prepare(`
    INSERT INTO ticket_tickets (event_id, username, holder_name, code, seat_row, seat_no, state, grabbed_at, confirmed_at, checked_at, checked_by)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const random = seededRandom(20_261_128);
  const codeRandom = () => Math.floor(random.next() * 2 ** 31);
  db.transaction(() => {
    for (const one of seedEvents(now)) {
      event.run(
        one.id,
        one.kind,
        JSON.stringify(one.title),
        JSON.stringify(one.place),
        JSON.stringify(one.description),
        one.startsAt,
        one.opensAt,
        one.closesAt,
        one.refundUntil,
        one.stock,
        one.sold + (one.id === SEEDED_EVENTS.concert ? 1 : 0),
        one.seats?.rows ?? null,
        one.seats?.perRow ?? null,
        one.prerequisite ?? null,
        one.collects ? 1 : 0,
      );
      const seats = one.seats ? freeSeats(one.seats, random.next) : [];
      const ended = now >= one.startsAt;
      for (let n = 0; n < one.sold; n++) {
        const grabbedAt = one.opensAt + Math.floor(random.next() * Math.max(60, Math.min(now, one.closesAt) - one.opensAt));
        const seat = seats[n];
        const checked = ended && random.next() < 0.9;
        ticket.run(
          one.id,
          `2025${String(10_000 + one.id * 1000 + n)}`,
          studentName(random).name,
          newCode(codeRandom),
          seat?.row ?? null,
          seat?.seat ?? null,
          checked ? 'checked' : 'valid',
          grabbedAt,
          grabbedAt,
          checked ? one.startsAt - 600 : null,
          checked ? DEMO_CHECKER.name : null,
        );
      }
      if (one.id === SEEDED_EVENTS.concert) {
        const grabbedAt = one.opensAt + 95;
        ticket.run(one.id, 'student', '王小明', 'WXM8K3QZ5P', STUDENT_SEAT.row, STUDENT_SEAT.seat, 'valid', grabbedAt, grabbedAt, null, null);
      }
    }
    db.prepare('INSERT INTO ticket_seeded (at) VALUES (?)').run(now);
  })();
}

/** The seats of a hall in a random order, 王小明's seat left out. */
function freeSeats({ rows, perRow }: { rows: number; perRow: number }, next: () => number): Array<{ row: number; seat: number }> {
  const all: Array<{ row: number; seat: number }> = [];
  for (let row = 1; row <= rows; row++) {
    for (let seat = 1; seat <= perRow; seat++) if (row !== STUDENT_SEAT.row || seat !== STUDENT_SEAT.seat) all.push({ row, seat });
  }
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}
