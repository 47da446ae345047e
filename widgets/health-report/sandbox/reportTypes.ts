/**
 * The ten report types of the old epidemic-reporting modules, as data (legacy-portal §2: epideState, epideBase,
 * epidemade, epideCaustu, epideZju, fudanEpideState, epidemic, epideXisu, epidecau, epideAll were ten
 * copies of the same pages; what differed was the questions, the wording and the deadline). Each is
 * seeded into `health_report_types` and checked with checkedDefinition when the sandbox starts.
 */
import type { Field, FormDefinition, Section } from '../../../sandbox/kit.ts';

export interface ReportTypeSeed {
  key: string;
  name: string;
  /** HH:mm, China time. */
  deadline: string;
  definition: FormDefinition;
}

type Text = { zh: string; en: string; tw: string };
const text = (zh: string, en: string, tw: string): Text => ({ zh, en, tw });

/** A choice of one that must be answered: its options as value → label; those in `abnormal` mark the report abnormal. */
const choice = (name: string, label: Text, options: Readonly<Record<string, Text>>, abnormal: readonly string[] = []): Field => ({
  name,
  type: 'choice',
  label,
  required: true,
  options: Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel, ...(abnormal.includes(value) ? { abnormal: true } : {}) })),
});

/** The health choice's options that mark a report abnormal. */
export const ABNORMAL_HEALTH = ['fever', 'cough', 'fatigue', 'other'] as const;

const temperature: Field = {
  name: 'temperature',
  type: 'number',
  label: text('今日体温', "Today's temperature", '今日體溫'),
  unit: text('℃', '℃', '℃'),
  help: text('请使用体温计测量腋下体温', 'Measure under the arm with a thermometer', '請使用體溫計測量腋下體溫'),
  required: true,
  decimals: 1,
  min: 34,
  max: 43,
};

const health = choice(
  'health',
  text('今日身体状况', 'How are you today', '今日身體狀況'),
  {
    healthy: text('身体健康，无异常', 'Healthy, nothing unusual', '身體健康，無異常'),
    fever: text('发热（≥37.3℃）', 'Fever (≥37.3℃)', '發熱（≥37.3℃）'),
    cough: text('咳嗽、咽痛', 'Cough, sore throat', '咳嗽、咽痛'),
    fatigue: text('乏力、肌肉酸痛', 'Fatigue, aching muscles', '乏力、肌肉痠痛'),
    other: text('其他不适', 'Other discomfort', '其他不適'),
  },
  [...ABNORMAL_HEALTH],
);

const symptomNote: Field = {
  name: 'symptomNote',
  type: 'textarea',
  label: text('症状说明', 'Describe the symptoms', '症狀說明'),
  placeholder: text('如：低烧，已到校医院就诊', 'e.g. a slight fever, seen at the campus clinic', '如：低燒，已到校醫院就診'),
  visibleIf: { field: 'health', in: [...ABNORMAL_HEALTH] },
  required: true,
  maxLength: 200,
};

const onCampus = choice('onCampus', text('是否在校', 'Are you on campus', '是否在校'), {
  in: text('在校', 'On campus', '在校'),
  out: text('离校', 'Away from campus', '離校'),
});

const location: Field = {
  name: 'location',
  type: 'location',
  label: text('当前位置', 'Current location', '目前位置'),
  help: text('需授权获取定位，仅用于防疫统计', 'Asked with your consent, used for the epidemic statistics only', '需授權取得定位，僅用於防疫統計'),
  required: true,
};

const region: Field = {
  name: 'region',
  type: 'region',
  label: text('当前所在地区', 'Where you are now', '目前所在地區'),
  required: true,
};

const trips: Field = {
  name: 'trips',
  type: 'table',
  label: text('近14天行程', 'Trips of the last 14 days', '近14天行程'),
  visibleIf: { field: 'onCampus', equals: 'out' },
  minItems: 1,
  maxItems: 10,
  columns: [
    { name: 'date', type: 'date', label: text('日期', 'Date', '日期'), required: true },
    { name: 'place', type: 'text', label: text('地点', 'Place', '地點'), required: true, maxLength: 60 },
  ],
};

const vaccine = choice('vaccine', text('新冠疫苗接种情况', 'COVID-19 vaccination', '新冠疫苗接種情況'), {
  none: text('未接种', 'Not vaccinated', '未接種'),
  first: text('已接种第一剂', 'First dose', '已接種第一劑'),
  full: text('已完成全程接种', 'Fully vaccinated', '已完成全程接種'),
  booster: text('已接种加强针', 'Booster dose', '已接種加強針'),
});

const riskContact = choice(
  'riskContact',
  text('近14天是否接触过中高风险地区人员', 'Contact with people from medium or high risk areas in the last 14 days', '近14天是否接觸過中高風險地區人員'),
  {
    no: text('否', 'No', '否'),
    yes: text('是', 'Yes', '是'),
  },
  ['yes'],
);

const familyHealth = choice(
  'familyHealth',
  text('共同居住人健康状况', 'Health of the people you live with', '共同居住人健康狀況'),
  {
    normal: text('均无异常', 'All well', '均無異常'),
    abnormal: text('有人出现发热等症状', 'Someone has a fever or other symptoms', '有人出現發熱等症狀'),
  },
  ['abnormal'],
);

const phone: Field = {
  name: 'phone',
  type: 'phone',
  label: text('联系电话', 'Contact phone', '聯絡電話'),
  required: true,
};

const remark: Field = {
  name: 'remark',
  type: 'textarea',
  label: text('备注', 'Remarks', '備註'),
  placeholder: text('其他需要说明的情况（选填）', 'Anything else to tell (optional)', '其他需要說明的情況（選填）'),
  maxLength: 200,
};

type Fields = [Field, ...Field[]];

/** A type's questions by section, in this order: health, whereabouts, then contact or other. */
interface Questions {
  health: Fields;
  whereabouts: Fields;
  contact?: Fields;
  other?: Fields;
}

const SECTION_TITLES: Readonly<Record<keyof Questions, Text>> = {
  health: text('健康状况', 'Health', '健康狀況'),
  whereabouts: text('所在位置', 'Whereabouts', '所在位置'),
  contact: text('联系方式', 'Contact', '聯絡方式'),
  other: text('其他', 'Other', '其他'),
};

/** A report type as written: its app key (the form's id too), name and deadline, its form's title, wording and questions. */
interface ReportTypeText extends Questions, Omit<ReportTypeSeed, 'definition'> {
  title: Text;
  description: Text;
}

function reportType({ key, name, deadline, title, description, ...questions }: ReportTypeText): ReportTypeSeed {
  const sections = (Object.keys(SECTION_TITLES) as Array<keyof Questions>).flatMap((id): Section[] => {
    const fields = questions[id];
    return fields ? [{ id, title: SECTION_TITLES[id], fields }] : [];
  }) as [Section, ...Section[]];
  const definition: FormDefinition = {
    id: key,
    version: 1,
    title,
    description,
    sections,
    submitLabel: text('提交打卡', 'Submit', '提交打卡'),
    // A report can be filled in again until the day's deadline: the question says so.
    confirmSubmit: text(
      '确认提交以上信息吗？提交后如需修改，请在截止时间前重新填写。',
      'Submit the information above? To change it later, fill the form in again before the deadline.',
      '確認提交以上資訊嗎？提交後如需修改，請在截止時間前重新填寫。',
    ),
  };
  return { key, name, deadline, definition };
}

export const REPORT_TYPES: readonly ReportTypeSeed[] = [
  reportType({
    key: 'epideState',
    name: '每日健康打卡',
    deadline: '23:00',
    title: text('每日健康打卡', 'Daily health report', '每日健康打卡'),
    description: text(
      '请每日 23:00 前如实填报，如有异常请及时联系辅导员。',
      'Report truthfully before 23:00 every day; tell your instructor at once when something is wrong.',
      '請每日 23:00 前如實填報，如有異常請及時聯繫輔導員。',
    ),
    health: [temperature, health, symptomNote],
    whereabouts: [onCampus, location, trips],
    contact: [phone, remark],
  }),
  reportType({
    key: 'epideBase',
    name: '健康信息登记',
    deadline: '22:00',
    title: text('健康信息登记', 'Health information', '健康資訊登記'),
    description: text('登记今日健康信息与疫苗接种情况。', "Record today's health and your vaccination.", '登記今日健康資訊與疫苗接種情況。'),
    health: [temperature, health, symptomNote, vaccine],
    whereabouts: [region],
    contact: [phone, remark],
  }),
  reportType({
    key: 'epidemade',
    name: '健康日报',
    deadline: '20:00',
    title: text('健康日报', 'Daily health log', '健康日報'),
    description: text('每日 20:00 前提交当日健康日报。', "Send the day's health log before 20:00.", '每日 20:00 前提交當日健康日報。'),
    health: [temperature, health, symptomNote],
    whereabouts: [onCampus, region],
    other: [remark],
  }),
  reportType({
    key: 'epideCaustu',
    name: '学生返校健康申报',
    deadline: '12:00',
    title: text('学生返校健康申报', "Students' return-to-campus health declaration", '學生返校健康申報'),
    description: text(
      '返校期间每日 12:00 前申报，离校同学请填写近14天行程。',
      'Declare before noon every day while returning; if you are away, list your trips of the last 14 days.',
      '返校期間每日 12:00 前申報，離校同學請填寫近14天行程。',
    ),
    health: [temperature, health, symptomNote, riskContact],
    whereabouts: [onCampus, trips],
    contact: [phone],
  }),
  reportType({
    key: 'epideZju',
    name: '健康打卡（浙大版）',
    deadline: '22:00',
    title: text('健康打卡', 'Health check-in', '健康打卡'),
    description: text(
      '求是园健康每日报，请于 22:00 前完成。',
      'The daily health check-in of Qiushi campus, before 22:00.',
      '求是園健康每日報，請於 22:00 前完成。',
    ),
    health: [temperature, health, symptomNote, familyHealth, riskContact],
    whereabouts: [onCampus, location],
    other: [remark],
  }),
  reportType({
    key: 'fudanEpideState',
    name: '平安复旦每日上报',
    deadline: '23:00',
    title: text('平安复旦 每日上报', 'Safe Fudan daily report', '平安復旦 每日上報'),
    description: text('复旦大学学生每日健康状况上报。', "Fudan students' daily health report.", '復旦大學學生每日健康狀況上報。'),
    health: [temperature, health, symptomNote, vaccine],
    whereabouts: [onCampus, region],
    contact: [phone, remark],
  }),
  reportType({
    key: 'epidemic',
    name: '防疫每日上报',
    deadline: '18:00',
    title: text('防疫每日上报', 'Daily epidemic prevention report', '防疫每日上報'),
    description: text(
      '如实上报健康状况与所在地区，18:00 截止。',
      'Report your health and where you are truthfully; closes at 18:00.',
      '如實上報健康狀況與所在地區，18:00 截止。',
    ),
    health: [temperature, health, symptomNote, riskContact],
    whereabouts: [onCampus, region, trips],
    other: [remark],
  }),
  reportType({
    key: 'epideXisu',
    name: '西外健康打卡',
    deadline: '21:00',
    title: text('西外健康打卡', 'XISU health check-in', '西外健康打卡'),
    description: text(
      '西安外国语大学学生每日健康打卡。',
      "Xi'an International Studies University's daily health check-in.",
      '西安外國語大學學生每日健康打卡。',
    ),
    health: [temperature, health, symptomNote],
    whereabouts: [onCampus, location],
    contact: [phone],
  }),
  reportType({
    key: 'epidecau',
    name: '农大每日健康打卡',
    deadline: '22:30',
    title: text('农大每日健康打卡', 'CAU daily health check-in', '農大每日健康打卡'),
    description: text(
      '中国农业大学每日健康打卡，22:30 截止。',
      'China Agricultural University daily health check-in; closes at 22:30.',
      '中國農業大學每日健康打卡，22:30 截止。',
    ),
    health: [temperature, health, symptomNote, familyHealth],
    whereabouts: [onCampus, region],
    other: [remark],
  }),
  reportType({
    key: 'epideAll',
    name: '全员健康填报',
    deadline: '23:00',
    title: text('全员健康填报', 'Health report for everyone', '全員健康填報'),
    description: text('全校师生每日健康填报。', 'The daily health report of every student and member of staff.', '全校師生每日健康填報。'),
    health: [temperature, health, symptomNote, vaccine],
    whereabouts: [location],
    contact: [phone, remark],
  }),
];

/** The report types whose past week of reports the seed fills (the others start empty). */
export const SEEDED_REPORT_TYPES = ['epideState', 'epideZju', 'fudanEpideState'] as const;
