/**
 * The demo school's units, written out: its colleges (学院), their majors and classes, and who looks
 * after them (an instructor, 辅导员, per group of classes; a leader, 学院领导, per college; the student
 * affairs office, 学工部, for the whole school). The health reports and statistics count by
 * these. Students are generated from them (campusSeed.ts). `username` links a person to a demo account.
 */

export interface InstructorSeed {
  name: string;
  username?: string;
  /** Class names: a major's short name, the grade's two digits, the class's two digits, 班. */
  classes: readonly string[];
}

export interface CollegeSeed {
  /** Two digits, part of every student number of the college. */
  code: string;
  name: string;
  /** Short name as in class names → full major name. */
  majors: Readonly<Record<string, string>>;
  leader: { name: string; title: string; username?: string };
  instructors: readonly InstructorSeed[];
}

export const CAMPUS_COLLEGES: readonly CollegeSeed[] = [
  {
    code: '01',
    name: '计算机科学与技术学院',
    majors: { 计科: '计算机科学与技术', 软件: '软件工程' },
    leader: { name: '刘建国', title: '学院党委副书记', username: 'leader' },
    instructors: [
      { name: '陈静', username: 'instructor', classes: ['计科2301班', '计科2302班', '软件2301班'] },
      { name: '赵磊', classes: ['计科2201班', '软件2201班'] },
    ],
  },
  {
    code: '02',
    name: '外国语学院',
    majors: { 英语: '英语', 日语: '日语' },
    leader: { name: '马红梅', title: '学院党委副书记' },
    instructors: [
      { name: '孙丽', classes: ['英语2301班', '日语2301班'] },
      { name: '吴涛', classes: ['英语2201班'] },
    ],
  },
  {
    code: '03',
    name: '经济管理学院',
    majors: { 金融: '金融学', 会计: '会计学' },
    leader: { name: '杨志强', title: '学院党委副书记' },
    instructors: [
      { name: '郑敏', classes: ['金融2301班', '会计2301班'] },
      { name: '冯刚', classes: ['金融2201班', '会计2201班'] },
    ],
  },
  {
    code: '04',
    name: '机械工程学院',
    majors: { 机械: '机械设计制造及其自动化', 车辆: '车辆工程' },
    leader: { name: '黄卫东', title: '学院党委副书记' },
    instructors: [
      { name: '何芳', classes: ['机械2301班', '车辆2301班'] },
      { name: '韩冰', classes: ['机械2201班'] },
    ],
  },
  {
    code: '05',
    name: '化工学院',
    majors: { 化工: '化学工程与工艺', 制药: '制药工程' },
    leader: { name: '林晓峰', title: '学院党委副书记' },
    instructors: [
      { name: '曹阳', classes: ['化工2301班', '制药2301班'] },
      { name: '许婷', classes: ['化工2201班', '制药2201班'] },
    ],
  },
  {
    code: '06',
    name: '建筑学院',
    majors: { 建筑: '建筑学', 城规: '城乡规划' },
    leader: { name: '郭秀英', title: '学院党委副书记' },
    instructors: [
      { name: '邓超', classes: ['建筑2301班', '城规2301班'] },
      { name: '田野', classes: ['建筑2201班'] },
    ],
  },
  {
    code: '07',
    name: '数学学院',
    majors: { 数学: '数学与应用数学', 统计: '统计学' },
    leader: { name: '罗明', title: '学院党委副书记' },
    instructors: [
      { name: '魏强', classes: ['数学2301班', '统计2301班'] },
      { name: '潘悦', classes: ['数学2201班', '统计2201班'] },
    ],
  },
  {
    code: '08',
    name: '电气自动化与信息工程学院',
    majors: { 电气: '电气工程及其自动化', 自动化: '自动化' },
    leader: { name: '梁海燕', title: '学院党委副书记' },
    instructors: [
      { name: '萧雅', classes: ['电气2301班', '自动化2301班'] },
      { name: '蒋毅', classes: ['电气2201班', '自动化2201班'] },
    ],
  },
];

/** The student affairs office (学工部): sees the whole school. */
export const CAMPUS_MANAGERS: readonly { name: string; title: string; username?: string }[] = [
  { name: '周文华', title: '学生工作部部长', username: 'manager' },
  { name: '钱进', title: '学生工作部副部长' },
];

/** The demo student (王小明, account `student`): the first student of the demo instructor's first class. */
export const DEMO_STUDENT = { username: 'student', name: '王小明', gender: 'male', className: '计科2301班' } as const;
