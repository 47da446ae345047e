/**
 * The leave application (离校申请) and the return registration (返校登记) as the demo school asks them
 * (zh first). The school's wording is data; the backend checks every submission against it
 * (sandbox/forms), then what a form cannot say (the dates in order, overlapping leaves) in routes.ts.
 */
import type { Field, FormDefinition } from '../../../sandbox/kit.ts';

const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });

const transportOptions = [
  { value: 'train', label: text('火车/高铁', 'Train', '火車/高鐵') },
  { value: 'plane', label: text('飞机', 'Plane', '飛機') },
  { value: 'bus', label: text('长途汽车', 'Coach', '長途客運') },
  { value: 'car', label: text('自驾/家人接送', 'Car', '自駕/家人接送') },
  { value: 'other', label: text('其他', 'Other', '其他') },
];

const transportNo = (help: ReturnType<typeof text>): Field => ({
  name: 'transportNo',
  type: 'text',
  label: text('车次/航班号', 'Train or flight number', '車次/航班號'),
  placeholder: text('如：G101、CA1501', 'e.g. G101, CA1501', '如：G101、CA1501'),
  help,
  visibleIf: { field: 'transport', in: ['train', 'plane'] },
  maxLength: 12,
  pattern: '^[A-Za-z0-9]{2,12}$',
  patternMessage: text('请填写车次或航班号，如 G101、CA1501', 'A train or flight number such as G101 or CA1501', '請填寫車次或航班號，如 G101、CA1501'),
});

export const LEAVE_FORM: FormDefinition = {
  id: 'campus-leave',
  version: 1,
  title: text('离校申请', 'Leaving campus', '離校申請'),
  description: text(
    '离校 3 天以内由辅导员审批，超过 3 天还需学院领导审批，超过 14 天还需学工部审批。返校后请及时销假；需要延长请在假期内申请延期。',
    'Up to 3 days your instructor approves; longer, the college leader too; over 14 days, the student affairs office too. Report back when you return; ask for an extension before your leave ends.',
    '離校 3 天以內由輔導員審批，超過 3 天還需學院領導審批，超過 14 天還需學工部審批。返校後請及時銷假；需要延長請在假期內申請延期。',
  ),
  submitLabel: text('提交申请', 'Apply', '提交申請'),
  sections: [
    {
      id: 'when',
      title: text('离校时间与去向', 'When and where', '離校時間與去向'),
      fields: [
        { name: 'start', type: 'datetime', label: text('离校时间', 'Leaving at', '離校時間'), required: true },
        { name: 'end', type: 'datetime', label: text('返校时间', 'Back by', '返校時間'), required: true },
        { name: 'destination', type: 'region', label: text('前往地区', 'Going to', '前往地區'), required: true },
        {
          name: 'reasonType',
          type: 'choice',
          label: text('离校事由', 'Reason', '離校事由'),
          required: true,
          options: [
            { value: 'home', label: text('回家', 'Going home', '回家') },
            { value: 'medical', label: text('就医', 'Medical care', '就醫') },
            { value: 'internship', label: text('实习', 'Internship', '實習') },
            { value: 'travel', label: text('旅游', 'Travel', '旅遊') },
            { value: 'other', label: text('其他', 'Other', '其他') },
          ],
        },
        { name: 'reason', type: 'textarea', label: text('具体说明', 'Details', '具體說明'), required: true, minLength: 4, maxLength: 200 },
      ],
    },
    {
      id: 'contact',
      title: text('联系方式与出行', 'Contact and travel', '聯絡方式與出行'),
      fields: [
        { name: 'phone', type: 'phone', label: text('本人联系电话', 'Your phone', '本人聯絡電話'), required: true },
        { name: 'emergencyName', type: 'text', label: text('紧急联系人', 'Emergency contact', '緊急聯絡人'), required: true, maxLength: 20 },
        { name: 'emergencyPhone', type: 'phone', label: text('紧急联系人电话', "Emergency contact's phone", '緊急聯絡人電話'), required: true },
        { name: 'transport', type: 'choice', label: text('出行方式', 'Travelling by', '出行方式'), required: true, options: transportOptions },
        transportNo(text('选填，便于紧急情况下联系', 'Optional, in case we need to reach you', '選填，便於緊急情況下聯絡')),
      ],
    },
  ],
};

export const RETURN_FORM: FormDefinition = {
  id: 'campus-leave-return',
  version: 1,
  title: text('返校登记', 'Return registration', '返校登記'),
  description: text(
    '请在出发前登记预计到校时间和行程，到校后由辅导员确认；请假离校的同学销假后自动确认。',
    'Register your expected arrival and journey before you set off; your instructor confirms your arrival, or your report back on a leave does.',
    '請在出發前登記預計到校時間和行程，到校後由輔導員確認；請假離校的同學銷假後自動確認。',
  ),
  submitLabel: text('提交登记', 'Register', '提交登記'),
  sections: [
    {
      id: 'journey',
      fields: [
        { name: 'expectedAt', type: 'datetime', label: text('预计到校时间', 'Expected arrival', '預計到校時間'), required: true },
        { name: 'transport', type: 'choice', label: text('返校方式', 'Travelling by', '返校方式'), required: true, options: transportOptions },
        {
          ...transportNo(text('乘火车或飞机请填写', 'For a train or a plane', '乘火車或飛機請填寫')),
          requiredIf: { field: 'transport', in: ['train', 'plane'] },
        },
        { name: 'from', type: 'region', label: text('出发地', 'Coming from', '出發地'), required: true },
        {
          name: 'health',
          type: 'choice',
          label: text('身体状况', 'Health', '身體狀況'),
          required: true,
          options: [
            { value: 'healthy', label: text('健康', 'Well', '健康') },
            { value: 'unwell', label: text('身体不适', 'Unwell', '身體不適') },
          ],
        },
        {
          name: 'healthNote',
          type: 'textarea',
          label: text('不适情况说明', 'How you feel', '不適情況說明'),
          visibleIf: { field: 'health', equals: 'unwell' },
          required: true,
          maxLength: 200,
        },
      ],
    },
  ],
};
