/**
 * The demo campus: a fictional school's plan (1 plan unit ≈ 1 metre, x to the east, y to the south) laid at
 * real coordinates in Haidian, Beijing, its buildings with their footprints and real-world entrances, and
 * the new students' routes from the gates. Texts are { zh, en, tw }.
 */
import type { InThreeLanguages } from '../../../sandbox/kit.ts';
import type { Category } from '../generated/types.ts';

export const PLAN = { name: { zh: '示范大学校本部', en: 'Demo University main campus', tw: '示範大學校本部' }, width: 1000, height: 700 };

/** Where the plan's crossroads (500, 350) lies on the earth (GCJ-02, as AMap and Apple Maps in China read it). */
const ORIGIN = { x: 500, y: 350, lat: 39.999, lng: 116.316 };
const METRES_PER_DEGREE_LAT = 111_000;
const METRES_PER_DEGREE_LNG = 85_200; // at 40° north

/** A plan point's latitude and longitude, rounded to the 10 cm a map link needs. */
export function geoOf(x: number, y: number): { lat: number; lng: number } {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(ORIGIN.lat - (y - ORIGIN.y) / METRES_PER_DEGREE_LAT), lng: round(ORIGIN.lng + (x - ORIGIN.x) / METRES_PER_DEGREE_LNG) };
}

export const CATEGORY_NAMES: Record<Category, InThreeLanguages> = {
  teaching: { zh: '教学楼', en: 'Teaching buildings', tw: '教學樓' },
  library: { zh: '图书馆', en: 'Library', tw: '圖書館' },
  dining: { zh: '食堂', en: 'Dining halls', tw: '餐廳' },
  dorm: { zh: '宿舍', en: 'Residences', tw: '宿舍' },
  sports: { zh: '体育场馆', en: 'Sports', tw: '體育場館' },
  health: { zh: '医疗', en: 'Health', tw: '醫療' },
  gate: { zh: '校门', en: 'Gates', tw: '校門' },
  office: { zh: '行政办公', en: 'Offices', tw: '行政辦公' },
  service: { zh: '生活服务', en: 'Student services', tw: '生活服務' },
};

export interface SeedFeature {
  kind: 'road' | 'water' | 'green' | 'field';
  d: string;
  name?: InThreeLanguages;
}

/** A rectangle as an SVG path. */
const rect = (x: number, y: number, w: number, h: number) => `M ${x} ${y} H ${x + w} V ${y + h} H ${x} Z`;

export const SEED_FEATURES: SeedFeature[] = [
  { kind: 'green', d: rect(60, 262, 280, 66), name: { zh: '湖畔草坪', en: 'Lakeside lawn', tw: '湖畔草坪' } },
  { kind: 'water', d: 'M 90 170 A 110 70 0 1 0 310 170 A 110 70 0 1 0 90 170 Z', name: { zh: '明湖', en: 'Ming Lake', tw: '明湖' } },
  { kind: 'field', d: 'M 730 500 H 870 A 60 60 0 0 1 870 620 H 730 A 60 60 0 0 1 730 500 Z' },
  { kind: 'road', d: rect(0, 340, 1000, 20), name: { zh: '学府路', en: 'Xuefu Road', tw: '學府路' } },
  { kind: 'road', d: rect(490, 360, 20, 340), name: { zh: '南大道', en: 'South Avenue', tw: '南大道' } },
  { kind: 'road', d: rect(490, 0, 20, 184) },
  { kind: 'road', d: rect(340, 170, 660, 14), name: { zh: '北环路', en: 'North Ring Road', tw: '北環路' } },
  { kind: 'road', d: rect(240, 360, 16, 340) },
  { kind: 'road', d: rect(872, 184, 16, 156) },
];

export interface SeedBuilding {
  name: InThreeLanguages;
  aliases: string[];
  category: Category;
  /** The footprint's centre and size on the plan. */
  x: number;
  y: number;
  w: number;
  h: number;
  summary: InThreeLanguages;
  inside: InThreeLanguages[];
  hours?: InThreeLanguages;
  tour?: number;
}

const t = (zh: string, en: string, tw: string): InThreeLanguages => ({ zh, en, tw });

export const SEED_BUILDINGS: SeedBuilding[] = [
  {
    name: t('南门（正门）', 'South Gate (main gate)', '南門（正門）'),
    aliases: ['正门', '南门', 'main gate'],
    category: 'gate',
    x: 500,
    y: 688,
    w: 90,
    h: 16,
    summary: t(
      '学校正门，出租车和网约车在门外临时停靠区上下客。',
      'The main gate; taxis stop in the drop-off bay outside.',
      '學校正門，計程車在門外臨時停靠區上下客。',
    ),
    inside: [t('门卫值班室', 'Gatehouse', '門衛值班室'), t('访客登记处', 'Visitor registration', '訪客登記處')],
    tour: 1,
  },
  {
    name: t('北门', 'North Gate', '北門'),
    aliases: ['北门'],
    category: 'gate',
    x: 500,
    y: 12,
    w: 90,
    h: 16,
    summary: t('靠近地铁站 A 口，步行约 5 分钟。', 'Five minutes on foot from the metro station’s exit A.', '靠近捷運站 A 出口，步行約 5 分鐘。'),
    inside: [t('门卫值班室', 'Gatehouse', '門衛值班室')],
    hours: t('06:00–23:00', '06:00–23:00', '06:00–23:00'),
  },
  {
    name: t('东门', 'East Gate', '東門'),
    aliases: ['东门'],
    category: 'gate',
    x: 988,
    y: 350,
    w: 16,
    h: 80,
    summary: t('公交车站“示范大学东门”就在门外。', 'The “Demo University East Gate” bus stop is just outside.', '公車站「示範大學東門」就在門外。'),
    inside: [t('门卫值班室', 'Gatehouse', '門衛值班室'), t('快递驿站', 'Parcel station', '快遞驛站')],
    hours: t('06:00–23:00', '06:00–23:00', '06:00–23:00'),
  },
  {
    name: t('第一教学楼', 'Teaching Building 1', '第一教學樓'),
    aliases: ['一教', '1教', 'T1'],
    category: 'teaching',
    x: 400,
    y: 420,
    w: 110,
    h: 50,
    summary: t('公共课大教室集中在这里，一至五层。', 'Most large lecture halls for common courses, floors 1 to 5.', '公共課大教室集中在這裡，一至五層。'),
    inside: [
      t('阶梯教室 101–108', 'Lecture halls 101–108', '階梯教室 101–108'),
      t('自习室（三层）', 'Study rooms (3rd floor)', '自習室（三樓）'),
      t('教务处服务窗口', 'Academic affairs desk', '教務處服務窗口'),
    ],
    hours: t('07:00–22:30', '07:00–22:30', '07:00–22:30'),
    tour: 3,
  },
  {
    name: t('第二教学楼', 'Teaching Building 2', '第二教學樓'),
    aliases: ['二教', '2教', 'T2'],
    category: 'teaching',
    x: 400,
    y: 500,
    w: 110,
    h: 50,
    summary: t('小班教室和语言实验室。', 'Seminar rooms and language labs.', '小班教室和語言實驗室。'),
    inside: [t('语言实验室', 'Language labs', '語言實驗室'), t('研讨室', 'Seminar rooms', '研討室')],
    hours: t('07:00–22:30', '07:00–22:30', '07:00–22:30'),
  },
  {
    name: t('第三教学楼', 'Teaching Building 3', '第三教學樓'),
    aliases: ['三教', '3教', 'T3'],
    category: 'teaching',
    x: 610,
    y: 420,
    w: 110,
    h: 50,
    summary: t('计算机机房和多媒体教室。', 'Computer rooms and multimedia classrooms.', '電腦教室和多媒體教室。'),
    inside: [t('公共机房（二层）', 'Computer rooms (2nd floor)', '公共電腦教室（二樓）'), t('网络中心报修点', 'Network help desk', '網路中心報修點')],
    hours: t('07:00–22:30', '07:00–22:30', '07:00–22:30'),
  },
  {
    name: t('理科实验楼', 'Science Laboratory Building', '理科實驗樓'),
    aliases: ['实验楼', '理科楼', 'lab'],
    category: 'teaching',
    x: 610,
    y: 500,
    w: 110,
    h: 50,
    summary: t('物理、化学和生物基础实验室。', 'Teaching labs for physics, chemistry and biology.', '物理、化學和生物基礎實驗室。'),
    inside: [t('基础物理实验室', 'Physics labs', '基礎物理實驗室'), t('化学实验室', 'Chemistry labs', '化學實驗室')],
    hours: t('08:00–21:00', '08:00–21:00', '08:00–21:00'),
  },
  {
    name: t('逸夫图书馆', 'Yifu Library', '逸夫圖書館'),
    aliases: ['图书馆', '图书馆总馆', 'library', '圖書館'],
    category: 'library',
    x: 500,
    y: 260,
    w: 150,
    h: 80,
    summary: t(
      '凭校园卡入馆，一层设有 24 小时自习区。',
      'Enter with your campus card; the ground floor has a 24-hour study area.',
      '憑校園卡入館，一樓設有 24 小時自習區。',
    ),
    inside: [
      t('借还书处', 'Loans and returns', '借還書處'),
      t('电子阅览室', 'E-reading room', '電子閱覽室'),
      t('24 小时自习区', '24-hour study area', '24 小時自習區'),
      t('咖啡厅', 'Café', '咖啡廳'),
    ],
    hours: t('08:00–22:00（自习区 24 小时）', '08:00–22:00 (study area 24 hours)', '08:00–22:00（自習區 24 小時）'),
    tour: 2,
  },
  {
    name: t('桃李园食堂', 'Taoli Dining Hall', '桃李園餐廳'),
    aliases: ['一食堂', '桃李园', 'canteen 1'],
    category: 'dining',
    x: 300,
    y: 405,
    w: 80,
    h: 50,
    summary: t(
      '学生第一食堂，一层大众餐，二层风味窗口。',
      'Dining hall 1: set meals downstairs, regional dishes upstairs.',
      '學生第一餐廳，一樓大眾餐，二樓風味窗口。',
    ),
    inside: [
      t('大众餐厅（一层）', 'Set meals (ground floor)', '大眾餐廳（一樓）'),
      t('风味餐厅（二层）', 'Regional dishes (1st floor)', '風味餐廳（二樓）'),
      t('清真窗口', 'Halal counter', '清真窗口'),
    ],
    hours: t('06:30–09:00，10:50–13:00，16:50–19:00', '06:30–09:00, 10:50–13:00, 16:50–19:00', '06:30–09:00，10:50–13:00，16:50–19:00'),
  },
  {
    name: t('清芬园食堂', 'Qingfen Dining Hall', '清芬園餐廳'),
    aliases: ['二食堂', '清芬园', 'canteen 2'],
    category: 'dining',
    x: 770,
    y: 260,
    w: 100,
    h: 60,
    summary: t('学生第二食堂，晚间营业到 22:00（夜宵）。', 'Dining hall 2, open for late snacks until 22:00.', '學生第二餐廳，晚間營業到 22:00（宵夜）。'),
    inside: [t('自选餐厅', 'Cafeteria', '自選餐廳'), t('面点窗口', 'Noodles and dumplings', '麵點窗口'), t('夜宵', 'Late snacks', '宵夜')],
    hours: t('06:30–22:00', '06:30–22:00', '06:30–22:00'),
  },
  {
    name: t('教工餐厅', 'Staff Dining Room', '教職員餐廳'),
    aliases: ['教工食堂'],
    category: 'dining',
    x: 650,
    y: 260,
    w: 70,
    h: 45,
    summary: t('教职工优先，学生也可刷卡就餐。', 'For staff first; students may pay by campus card too.', '教職員優先，學生也可刷卡用餐。'),
    inside: [t('自助餐', 'Buffet', '自助餐')],
    hours: t('11:00–13:00，17:00–19:00', '11:00–13:00, 17:00–19:00', '11:00–13:00，17:00–19:00'),
  },
  {
    name: t('学生公寓 1 号楼', 'Student Residence 1', '學生公寓 1 號樓'),
    aliases: ['1号楼', '一号楼', '1舍'],
    category: 'dorm',
    x: 150,
    y: 420,
    w: 120,
    h: 40,
    summary: t(
      '本科新生（男生）宿舍，一层为宿管中心。',
      'First-year residence (men); the housing office is on the ground floor.',
      '大學部新生（男生）宿舍，一樓為宿管中心。',
    ),
    inside: [t('宿管中心', 'Housing office', '宿管中心'), t('洗衣房', 'Laundry', '洗衣房')],
    hours: t('门禁 06:00–23:30', 'Doors 06:00–23:30', '門禁 06:00–23:30'),
  },
  {
    name: t('学生公寓 2 号楼', 'Student Residence 2', '學生公寓 2 號樓'),
    aliases: ['2号楼', '二号楼', '2舍'],
    category: 'dorm',
    x: 150,
    y: 500,
    w: 120,
    h: 40,
    summary: t('本科新生（女生）宿舍。', 'First-year residence (women).', '大學部新生（女生）宿舍。'),
    inside: [t('洗衣房', 'Laundry', '洗衣房'), t('自助售货机', 'Vending machines', '自助販賣機')],
    hours: t('门禁 06:00–23:30', 'Doors 06:00–23:30', '門禁 06:00–23:30'),
  },
  {
    name: t('学生公寓 3 号楼', 'Student Residence 3', '學生公寓 3 號樓'),
    aliases: ['3号楼', '三号楼', '3舍'],
    category: 'dorm',
    x: 150,
    y: 580,
    w: 120,
    h: 40,
    summary: t('本科高年级宿舍。', 'Residence for senior undergraduates.', '大學部高年級宿舍。'),
    inside: [t('洗衣房', 'Laundry', '洗衣房')],
    hours: t('门禁 06:00–23:30', 'Doors 06:00–23:30', '門禁 06:00–23:30'),
  },
  {
    name: t('研究生公寓', 'Graduate Residence', '研究生公寓'),
    aliases: ['研究生楼', '研公寓'],
    category: 'dorm',
    x: 860,
    y: 90,
    w: 120,
    h: 50,
    summary: t('研究生宿舍，靠近北门。', 'Graduate student housing near the North Gate.', '研究生宿舍，靠近北門。'),
    inside: [t('宿管值班室', 'Housing desk', '宿管值班室'), t('健身房', 'Gym', '健身房')],
    hours: t('门禁 06:00–24:00', 'Doors 06:00–24:00', '門禁 06:00–24:00'),
  },
  {
    name: t('综合体育馆', 'Sports Centre', '綜合體育館'),
    aliases: ['体育馆', '体育中心', 'gym', '體育館'],
    category: 'sports',
    x: 800,
    y: 420,
    w: 120,
    h: 70,
    summary: t(
      '篮球、羽毛球、游泳馆；新生报到时为各学院报到点。',
      'Basketball, badminton and the pool; the colleges’ registration desks during freshman week.',
      '籃球、羽球、游泳館；新生報到時為各學院報到點。',
    ),
    inside: [t('篮球馆', 'Basketball hall', '籃球館'), t('羽毛球馆', 'Badminton hall', '羽球館'), t('游泳馆', 'Swimming pool', '游泳館')],
    hours: t('08:00–21:30', '08:00–21:30', '08:00–21:30'),
    tour: 4,
  },
  {
    name: t('东田径场', 'East Sports Field', '東田徑場'),
    aliases: ['操场', '田径场', '东操'],
    category: 'sports',
    x: 800,
    y: 560,
    w: 260,
    h: 120,
    summary: t(
      '400 米跑道和足球场，晨跑打卡点在南侧。',
      'A 400 m track round a football pitch; the morning-run check-in is on its south side.',
      '400 公尺跑道和足球場，晨跑打卡點在南側。',
    ),
    inside: [t('400 米跑道', '400 m track', '400 公尺跑道'), t('足球场', 'Football pitch', '足球場')],
    hours: t('06:00–22:00', '06:00–22:00', '06:00–22:00'),
  },
  {
    name: t('校医院', 'Campus Hospital', '校醫院'),
    aliases: ['医院', '医务室', 'clinic', '校醫院'],
    category: 'health',
    x: 330,
    y: 600,
    w: 90,
    h: 50,
    summary: t(
      '门诊在工作日白天；夜间和节假日请到急诊。',
      'Clinics on weekdays; at night and on holidays go to the emergency desk.',
      '門診在工作日白天；夜間和假日請到急診。',
    ),
    inside: [t('门诊', 'Outpatient clinic', '門診'), t('急诊（24 小时）', 'Emergency (24 hours)', '急診（24 小時）'), t('药房', 'Pharmacy', '藥房')],
    hours: t(
      '门诊 08:00–11:30，13:30–17:00；急诊 24 小时',
      'Clinic 08:00–11:30, 13:30–17:00; emergency 24 hours',
      '門診 08:00–11:30，13:30–17:00；急診 24 小時',
    ),
  },
  {
    name: t('大学生服务中心', 'Student Service Centre', '大學生服務中心'),
    aliases: ['一站式服务中心', '服务大厅', '卡务中心'],
    category: 'service',
    x: 610,
    y: 600,
    w: 110,
    h: 50,
    summary: t(
      '一站式办理校园卡、户籍、证明和资助事务。',
      'One stop for the campus card, residence registration, certificates and financial aid.',
      '一站式辦理校園卡、戶籍、證明和資助事務。',
    ),
    inside: [
      t('校园卡服务', 'Campus card desk', '校園卡服務'),
      t('户籍办理', 'Residence registration', '戶籍辦理'),
      t('学生资助', 'Financial aid', '學生資助'),
    ],
    hours: t('工作日 08:30–17:00', 'Workdays 08:30–17:00', '工作日 08:30–17:00'),
  },
  {
    name: t('学生活动中心', 'Student Activity Centre', '學生活動中心'),
    aliases: ['活动中心', '学活'],
    category: 'service',
    x: 390,
    y: 95,
    w: 100,
    h: 50,
    summary: t('社团活动室、小剧场和就业指导中心。', 'Club rooms, a small theatre and the careers office.', '社團活動室、小劇場和就業輔導中心。'),
    inside: [t('小剧场', 'Theatre', '小劇場'), t('社团活动室', 'Club rooms', '社團活動室'), t('就业指导中心', 'Careers office', '就業輔導中心')],
    hours: t('08:00–22:00', '08:00–22:00', '08:00–22:00'),
  },
  {
    name: t('行政楼', 'Administration Building', '行政大樓'),
    aliases: ['办公楼', '行政大楼'],
    category: 'office',
    x: 650,
    y: 95,
    w: 110,
    h: 50,
    summary: t('校长办公室、学生处和保卫处在这里。', 'The president’s office, student affairs and campus security.', '校長辦公室、學務處和保衛處在這裡。'),
    inside: [t('学生处（二层）', 'Student affairs (2nd floor)', '學務處（二樓）'), t('保卫处（一层）', 'Campus security (ground floor)', '保衛處（一樓）')],
    hours: t('工作日 08:30–17:00', 'Workdays 08:30–17:00', '工作日 08:30–17:00'),
  },
];

export interface SeedRoute {
  /** Names of the route's ends, as in SEED_BUILDINGS (zh). */
  from: string;
  to: string;
  purpose: InThreeLanguages;
  hours?: InThreeLanguages;
  steps: InThreeLanguages[];
  path: Array<[number, number]>;
}

export const SEED_ROUTES: SeedRoute[] = [
  {
    from: '南门（正门）',
    to: '综合体育馆',
    purpose: t('学院报到注册', 'Registering with your college', '學院報到註冊'),
    hours: t('报到日 08:00–18:00', 'Registration days 08:00–18:00', '報到日 08:00–18:00'),
    steps: [
      t('进南门沿南大道向北直行约 330 米', 'Enter the South Gate and walk north up South Avenue for about 330 m', '進南門沿南大道向北直行約 330 公尺'),
      t('到学府路路口右转，向东走约 300 米', 'Turn right onto Xuefu Road and go east for about 300 m', '到學府路路口右轉，向東走約 300 公尺'),
      t('综合体育馆在左手边，按学院指示牌排队', 'The Sports Centre is on your left; queue under your college’s sign', '綜合體育館在左手邊，依學院指示牌排隊'),
    ],
    path: [
      [500, 680],
      [500, 350],
      [800, 350],
      [800, 385],
    ],
  },
  {
    from: '东门',
    to: '综合体育馆',
    purpose: t('学院报到注册', 'Registering with your college', '學院報到註冊'),
    hours: t('报到日 08:00–18:00', 'Registration days 08:00–18:00', '報到日 08:00–18:00'),
    steps: [
      t('进东门沿学府路向西约 175 米', 'Enter the East Gate and walk west along Xuefu Road for about 175 m', '進東門沿學府路向西約 175 公尺'),
      t('综合体育馆在左手边', 'The Sports Centre is on your left', '綜合體育館在左手邊'),
    ],
    path: [
      [980, 350],
      [800, 350],
      [800, 385],
    ],
  },
  {
    from: '北门',
    to: '综合体育馆',
    purpose: t('学院报到注册', 'Registering with your college', '學院報到註冊'),
    hours: t('报到日 08:00–18:00', 'Registration days 08:00–18:00', '報到日 08:00–18:00'),
    steps: [
      t('进北门向南走到北环路', 'Enter the North Gate and walk south to North Ring Road', '進北門向南走到北環路'),
      t(
        '沿北环路向东到清芬园食堂东侧路口右转',
        'Go east along North Ring Road and turn right after Qingfen Dining Hall',
        '沿北環路向東到清芬園餐廳東側路口右轉',
      ),
      t('到学府路右转，综合体育馆在左手边', 'Turn right onto Xuefu Road; the Sports Centre is on your left', '到學府路右轉，綜合體育館在左手邊'),
    ],
    path: [
      [500, 22],
      [500, 177],
      [880, 177],
      [880, 350],
      [800, 350],
      [800, 385],
    ],
  },
  {
    from: '南门（正门）',
    to: '大学生服务中心',
    purpose: t('领取校园卡、办理户籍', 'Collecting the campus card, residence registration', '領取校園卡、辦理戶籍'),
    hours: t('报到日 08:30–17:30', 'Registration days 08:30–17:30', '報到日 08:30–17:30'),
    steps: [
      t('进南门沿南大道向北约 80 米', 'Enter the South Gate and walk north for about 80 m', '進南門沿南大道向北約 80 公尺'),
      t('右转，大学生服务中心就在前方', 'Turn right: the Student Service Centre is ahead', '右轉，大學生服務中心就在前方'),
    ],
    path: [
      [500, 680],
      [500, 600],
      [555, 600],
    ],
  },
  {
    from: '南门（正门）',
    to: '学生公寓 1 号楼',
    purpose: t('办理入住、领取钥匙', 'Moving in, collecting your keys', '辦理入住、領取鑰匙'),
    hours: t('报到日 08:00–22:00', 'Registration days 08:00–22:00', '報到日 08:00–22:00'),
    steps: [
      t('进南门沿南大道向北到学府路', 'Enter the South Gate and walk north to Xuefu Road', '進南門沿南大道向北到學府路'),
      t('左转沿学府路向西约 250 米', 'Turn left and go west along Xuefu Road for about 250 m', '左轉沿學府路向西約 250 公尺'),
      t(
        '左转进入宿舍区，1 号楼一层宿管中心领取钥匙',
        'Turn left into the residences; collect keys at the housing office in Residence 1',
        '左轉進入宿舍區，1 號樓一樓宿管中心領取鑰匙',
      ),
    ],
    path: [
      [500, 680],
      [500, 350],
      [248, 350],
      [248, 420],
      [210, 420],
    ],
  },
];

/** A path's length in plan units (metres). */
export const pathLength = (path: ReadonlyArray<readonly [number, number]>): number =>
  path.slice(1).reduce((sum, [x, y], index) => sum + Math.hypot(x - path[index]![0], y - path[index]![1]), 0);

/** Walking speed the guide's minutes assume. */
export const WALKING_METRES_PER_MINUTE = 75;
