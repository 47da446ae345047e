/**
 * The staff daily report as the demo school asks it (zh first): where one is today, the temperature, how
 * one feels, whether one has left the city, remarks. The wording is data; the backend checks every report
 * against it (sandbox/forms).
 */
import type { FormDefinition } from '../../../sandbox/kit.ts';

const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });

/** At or above this a temperature is a fever, whatever the health choice says (the campus clinic's line). */
export const FEVER_FROM = 37.3;

/** Reports of a day are taken until this time, China time; later the day's report is read-only. */
export const DEADLINE = '22:00';

export const REPORT_FORM: FormDefinition = {
  id: 'staff-daily-report',
  version: 1,
  title: text('教职工每日健康上报', 'Staff daily health report', '教職工每日健康上報'),
  description: text(
    '请每天 22:00 前如实上报，截止前可以修改。本单位管理员可以查看上报情况。',
    'Report truthfully before 22:00 each day; you can change it until then. Your unit’s administrators see the reports.',
    '請每天 22:00 前如實上報，截止前可以修改。本單位管理員可以查看上報情況。',
  ),
  submitLabel: text('提交上报', 'Send report', '提交上報'),
  sections: [
    {
      id: 'today',
      title: text('今日情况', 'Today', '今日情況'),
      fields: [
        { name: 'region', type: 'region', label: text('今日所在地', 'Where you are today', '今日所在地'), required: true },
        {
          name: 'temperature',
          type: 'number',
          label: text('体温', 'Temperature', '體溫'),
          unit: text('℃', '℃', '℃'),
          help: text('请测量腋下体温，保留一位小数', 'Measured under the arm, one decimal', '請測量腋下體溫，保留一位小數'),
          required: true,
          decimals: 1,
          min: 35,
          max: 42,
        },
        {
          name: 'health',
          type: 'choice',
          label: text('健康状况', 'How you feel', '健康狀況'),
          required: true,
          options: [
            { value: 'healthy', label: text('健康', 'Well', '健康') },
            { value: 'fever', label: text('发热', 'Fever', '發熱'), abnormal: true },
            { value: 'cough', label: text('咳嗽、咽痛', 'Cough, sore throat', '咳嗽、咽痛'), abnormal: true },
            { value: 'other', label: text('其他不适', 'Otherwise unwell', '其他不適'), abnormal: true },
          ],
        },
        {
          name: 'leftCity',
          type: 'choice',
          label: text('是否离开本市', 'Have you left the city', '是否離開本市'),
          required: true,
          options: [
            { value: 'no', label: text('否', 'No', '否') },
            { value: 'yes', label: text('是', 'Yes', '是') },
          ],
        },
        {
          name: 'note',
          type: 'textarea',
          label: text('备注', 'Remarks', '備註'),
          placeholder: text('如：出差、居家办公等（选填）', 'e.g. a business trip, working from home (optional)', '如：出差、居家辦公等（選填）'),
          maxLength: 200,
        },
      ],
    },
  ],
};
