/**
 * The sandbox's campus shuttle (校车): lines between the demo school's campuses and to the high-speed rail
 * station, their stops with planned minutes, and a timetable for workdays and one for weekends and public
 * holidays. The calendar lists the public holidays (and the weekend days moved to work) that the weekday
 * rule alone would get wrong. Everything is fixed, so two fresh databases are identical.
 */
import type { InThreeLanguages } from '../../../sandbox/kit.ts';

export type DayKind = 'workday' | 'holiday';

export interface SeedLine {
  name: InThreeLanguages;
  campus: InThreeLanguages;
  note?: InThreeLanguages;
  stops: { name: InThreeLanguages; minutes: number }[];
  workday: string[];
  holiday: string[];
}

const t = (zh: string, en: string, tw: string): InThreeLanguages => ({ zh, en, tw });

/** HH:MM every `step` minutes from `first` to `last`, both included. */
function every(step: number, first: string, last: string): string[] {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const times: string[] = [];
  for (let m = toMinutes(first); m <= toMinutes(last); m += step)
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return times;
}

const east = t('东校区', 'East Campus', '東校區');
const west = t('西校区', 'West Campus', '西校區');
const main = t('校本部', 'Main Campus', '校本部');
const station = t('高铁站', 'High-speed rail station', '高鐵站');

const eastGate = t('东校区北门', 'East Campus north gate', '東校區北門');
const library = t('图书馆站', 'Library stop', '圖書館站');
const sciencePark = t('科技园', 'Science Park', '科技園');
const westGate = t('西校区东门', 'West Campus east gate', '西校區東門');
const mainGate = t('校本部南门', 'Main Campus south gate', '校本部南門');
const metro = t('地铁 5 号线学院路站', 'Metro Line 5, Xueyuan Rd', '捷運 5 號線學院路站');
const stationSquare = t('高铁站东广场', 'Rail station east square', '高鐵站東廣場');

const reverse = (stops: SeedLine['stops']): SeedLine['stops'] => {
  const total = stops[stops.length - 1]!.minutes;
  return [...stops].reverse().map((stop) => ({ name: stop.name, minutes: total - stop.minutes }));
};

const eastToWest: SeedLine['stops'] = [
  { name: eastGate, minutes: 0 },
  { name: library, minutes: 5 },
  { name: sciencePark, minutes: 15 },
  { name: westGate, minutes: 25 },
];
const mainToStation: SeedLine['stops'] = [
  { name: mainGate, minutes: 0 },
  { name: metro, minutes: 20 },
  { name: stationSquare, minutes: 45 },
];
const mainToEast: SeedLine['stops'] = [
  { name: mainGate, minutes: 0 },
  { name: sciencePark, minutes: 20 },
  { name: eastGate, minutes: 35 },
];

const cardNote = t(
  '刷校园卡乘车，满员后请等候下一班。',
  'Board with your campus card; when a bus is full, wait for the next.',
  '刷校園卡乘車，滿員後請等候下一班。',
);
const luggageNote = t(
  '可携带行李，节假日前一天加开班次另行通知。',
  'Luggage welcome; extra buses before holidays are announced separately.',
  '可攜帶行李，節假日前一天加開班次另行通知。',
);

export const SEED_LINES: SeedLine[] = [
  {
    name: t('东校区 → 西校区', 'East → West Campus', '東校區 → 西校區'),
    campus: east,
    note: cardNote,
    stops: eastToWest,
    workday: every(30, '07:00', '21:30'),
    holiday: every(60, '08:00', '20:00'),
  },
  {
    name: t('西校区 → 东校区', 'West → East Campus', '西校區 → 東校區'),
    campus: west,
    note: cardNote,
    stops: reverse(eastToWest),
    workday: every(30, '07:15', '21:45'),
    holiday: every(60, '08:30', '20:30'),
  },
  {
    name: t('校本部 → 高铁站', 'Main Campus → Rail station', '校本部 → 高鐵站'),
    campus: main,
    note: luggageNote,
    stops: mainToStation,
    workday: ['07:30', '09:30', '12:30', '15:30', '17:30'],
    holiday: ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'],
  },
  {
    name: t('高铁站 → 校本部', 'Rail station → Main Campus', '高鐵站 → 校本部'),
    campus: station,
    note: luggageNote,
    stops: reverse(mainToStation),
    workday: ['08:40', '10:40', '13:40', '16:40', '18:40', '21:00'],
    holiday: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00', '21:30'],
  },
  {
    name: t('校本部 → 东校区', 'Main → East Campus', '校本部 → 東校區'),
    campus: main,
    stops: mainToEast,
    workday: every(60, '07:00', '19:00'),
    holiday: ['09:00', '13:00', '17:00'],
  },
  {
    name: t('东校区 → 校本部', 'East → Main Campus', '東校區 → 校本部'),
    campus: east,
    stops: reverse(mainToEast),
    workday: every(60, '07:40', '19:40'),
    holiday: ['10:00', '14:00', '18:00'],
  },
];

/** Days the weekday rule gets wrong: China's public holidays of 2026 and the weekend days moved to work. */
export const SEED_CALENDAR: { day: string; kind: DayKind; name: InThreeLanguages }[] = [
  ...['2026-01-01', '2026-01-02'].map((day) => ({ day, kind: 'holiday' as const, name: t('元旦', "New Year's Day", '元旦') })),
  ...['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22', '2026-02-23'].map((day) => ({
    day,
    kind: 'holiday' as const,
    name: t('春节', 'Spring Festival', '春節'),
  })),
  ...['2026-04-04', '2026-04-05', '2026-04-06'].map((day) => ({ day, kind: 'holiday' as const, name: t('清明节', 'Qingming Festival', '清明節') })),
  ...['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'].map((day) => ({
    day,
    kind: 'holiday' as const,
    name: t('劳动节', 'Labour Day', '勞動節'),
  })),
  ...['2026-06-19', '2026-06-20', '2026-06-21'].map((day) => ({ day, kind: 'holiday' as const, name: t('端午节', 'Dragon Boat Festival', '端午節') })),
  ...['2026-09-25', '2026-09-26', '2026-09-27'].map((day) => ({ day, kind: 'holiday' as const, name: t('中秋节', 'Mid-Autumn Festival', '中秋節') })),
  ...['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07'].map((day) => ({
    day,
    kind: 'holiday' as const,
    name: t('国庆节', 'National Day', '國慶節'),
  })),
  ...['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'].map((day) => ({
    day,
    kind: 'workday' as const,
    name: t('调休上班', 'Moved working day', '調休上班'),
  })),
];
