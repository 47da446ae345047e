/**
 * The sandbox's campus phone book (校园电话): the offices of a Chinese university, each with its desks and
 * numbers, in zh, en and tw. Everything is fixed, so two fresh databases are identical. The numbers are
 * fictional (the demo school's 010-6278 exchange).
 */
import type { InThreeLanguages } from '../../../sandbox/kit.ts';

export interface SeedEntry {
  name: InThreeLanguages;
  numbers: string[];
  allDay?: boolean;
  hours?: InThreeLanguages;
  location?: InThreeLanguages;
}

export interface SeedDepartment {
  name: InThreeLanguages;
  location?: InThreeLanguages;
  hours?: InThreeLanguages;
  entries: SeedEntry[];
}

const t = (zh: string, en: string, tw: string): InThreeLanguages => ({ zh, en, tw });

const officeHours = t('周一至周五 8:00-11:30，14:00-17:30', 'Mon–Fri 8:00–11:30, 14:00–17:30', '週一至週五 8:00-11:30，14:00-17:30');
const allDay = t('全天 24 小时', 'Around the clock', '全天 24 小時');

export const SEED_DEPARTMENTS: SeedDepartment[] = [
  {
    name: t('校长办公室', "President's Office", '校長辦公室'),
    location: t('行政楼 201', 'Administration Building 201', '行政樓 201'),
    hours: officeHours,
    entries: [
      { name: t('综合科', 'General affairs', '綜合科'), numbers: ['010-6278-1001'] },
      { name: t('秘书科', 'Secretariat', '秘書科'), numbers: ['010-6278-1002', '010-6278-1012'] },
      {
        name: t('总值班室', 'Duty office', '總值班室'),
        numbers: ['010-6278-1000'],
        allDay: true,
        hours: allDay,
        location: t('行政楼 101', 'Administration Building 101', '行政樓 101'),
      },
    ],
  },
  {
    name: t('教务处', 'Office of Academic Affairs', '教務處'),
    location: t('行政楼 105', 'Administration Building 105', '行政樓 105'),
    hours: officeHours,
    entries: [
      { name: t('学籍管理科', 'Student records', '學籍管理科'), numbers: ['010-6278-2001'] },
      {
        name: t('考试中心', 'Examination centre', '考試中心'),
        numbers: ['010-6278-2003'],
        location: t('行政楼 108', 'Administration Building 108', '行政樓 108'),
      },
      { name: t('选课咨询', 'Course registration help', '選課諮詢'), numbers: ['010-6278-2006'] },
    ],
  },
  {
    name: t('学生工作部', 'Student Affairs Department', '學生工作部'),
    location: t('学生活动中心 302', 'Student Centre 302', '學生活動中心 302'),
    hours: officeHours,
    entries: [
      { name: t('学生事务中心', 'Student services desk', '學生事務中心'), numbers: ['010-6278-2005'] },
      { name: t('心理健康教育中心', 'Counselling centre', '心理健康教育中心'), numbers: ['010-6278-2010'] },
      { name: t('资助管理中心', 'Financial aid', '資助管理中心'), numbers: ['010-6278-2011'] },
    ],
  },
  {
    name: t('保卫处', 'Campus Security', '保衛處'),
    location: t('东门警务室', 'East Gate police post', '東門警務室'),
    entries: [
      { name: t('24 小时值班室', 'Duty room (24 h)', '24 小時值班室'), numbers: ['010-6278-1110'], allDay: true, hours: allDay },
      { name: t('户籍科', 'Residence registration', '戶籍科'), numbers: ['010-6278-1003'], hours: officeHours },
      { name: t('消防报警', 'Fire alarm line', '消防報警'), numbers: ['010-6278-1119'], allDay: true, hours: allDay },
    ],
  },
  {
    name: t('后勤服务中心', 'Campus Services Centre', '後勤服務中心'),
    location: t('后勤楼 1 层', 'Services Building, ground floor', '後勤樓 1 層'),
    hours: t('每天 8:00-20:00', 'Daily 8:00–20:00', '每天 8:00-20:00'),
    entries: [
      { name: t('报修热线', 'Repairs hotline', '報修熱線'), numbers: ['010-6278-5001'] },
      { name: t('紧急维修值班', 'Emergency repairs (on duty)', '緊急維修值班'), numbers: ['010-6278-5110'], allDay: true, hours: allDay },
      { name: t('学生公寓管理中心', 'Student housing', '學生公寓管理中心'), numbers: ['010-6278-5002'], hours: officeHours },
      { name: t('饮食服务中心', 'Dining services', '飲食服務中心'), numbers: ['010-6278-5020'] },
    ],
  },
  {
    name: t('校医院', 'University Hospital', '校醫院'),
    location: t('校医院门诊楼', 'Hospital outpatient building', '校醫院門診樓'),
    hours: t('门诊 周一至周日 8:00-17:00', 'Clinic daily 8:00–17:00', '門診 週一至週日 8:00-17:00'),
    entries: [
      { name: t('急诊', 'Emergency', '急診'), numbers: ['010-6278-7120'], allDay: true, hours: allDay },
      { name: t('门诊咨询', 'Clinic enquiries', '門診諮詢'), numbers: ['010-6278-7001'] },
      { name: t('医保办公室', 'Medical insurance', '醫保辦公室'), numbers: ['010-6278-7005'], hours: officeHours },
    ],
  },
  {
    name: t('图书馆', 'Library', '圖書館'),
    location: t('图书馆总馆 1 层服务台', 'Main Library service desk, ground floor', '圖書館總館 1 層服務台'),
    hours: t('周一至周日 8:00-22:00', 'Daily 8:00–22:00', '週一至週日 8:00-22:00'),
    entries: [
      { name: t('借还服务台', 'Circulation desk', '借還服務台'), numbers: ['010-6278-6001'] },
      { name: t('馆际互借', 'Interlibrary loan', '館際互借'), numbers: ['010-6278-6003'], hours: officeHours },
    ],
  },
  {
    name: t('网络与信息中心', 'Network and Information Centre', '網路與資訊中心'),
    location: t('信息楼 101', 'Information Building 101', '資訊樓 101'),
    hours: officeHours,
    entries: [
      { name: t('校园网服务热线', 'Campus network helpdesk', '校園網服務熱線'), numbers: ['010-6278-4001'] },
      { name: t('统一身份认证', 'Single sign-on accounts', '統一身分認證'), numbers: ['010-6278-4002'] },
    ],
  },
  {
    name: t('财务处', 'Finance Office', '財務處'),
    location: t('行政楼 301', 'Administration Building 301', '行政樓 301'),
    hours: officeHours,
    entries: [
      { name: t('学费与缴费', 'Tuition and payments', '學費與繳費'), numbers: ['010-6278-3101'] },
      { name: t('报销咨询', 'Reimbursements', '報銷諮詢'), numbers: ['010-6278-3102', '010-6278-3103'] },
    ],
  },
  {
    name: t('研究生院', 'Graduate School', '研究生院'),
    location: t('研究生楼 204', 'Graduate Building 204', '研究生樓 204'),
    hours: officeHours,
    entries: [
      { name: t('招生办公室', 'Graduate admissions', '招生辦公室'), numbers: ['010-6278-8001'] },
      { name: t('培养办公室', 'Graduate programmes', '培養辦公室'), numbers: ['010-6278-8002'] },
      { name: t('学位办公室', 'Degrees office', '學位辦公室'), numbers: ['010-6278-8003'] },
    ],
  },
  {
    name: t('国际交流处', 'International Office', '國際交流處'),
    location: t('国际交流中心 2 层', 'International Centre, 1st floor', '國際交流中心 2 層'),
    hours: officeHours,
    entries: [
      { name: t('留学生事务', 'International students', '留學生事務'), numbers: ['010-6278-9001'] },
      { name: t('出国（境）交流', 'Study abroad', '出國（境）交流'), numbers: ['010-6278-9002'] },
    ],
  },
  {
    name: t('各学院办公室', 'School offices', '各學院辦公室'),
    hours: officeHours,
    entries: [
      {
        name: t('计算机学院', 'School of Computer Science', '計算機學院'),
        numbers: ['010-6278-9101'],
        location: t('信息楼 305', 'Information Building 305', '資訊樓 305'),
      },
      {
        name: t('经济管理学院', 'School of Economics and Management', '經濟管理學院'),
        numbers: ['010-6278-9102'],
        location: t('经管楼 110', 'Economics Building 110', '經管樓 110'),
      },
      {
        name: t('外国语学院', 'School of Foreign Languages', '外國語學院'),
        numbers: ['010-6278-9103'],
        location: t('人文楼 212', 'Humanities Building 212', '人文樓 212'),
      },
      { name: t('机械工程学院', 'School of Mechanical Engineering', '機械工程學院'), numbers: ['010-6278-9104'] },
    ],
  },
];
