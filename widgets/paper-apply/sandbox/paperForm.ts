/**
 * The printed certificate application as the demo school asks it (zh first): which certificate, in which
 * language, how many copies, what for, and whether it is picked up at the service hall or mailed (then
 * where to). The school's wording is data; the backend checks every application against it (sandbox/forms).
 */
import type { FormDefinition } from '../../../sandbox/kit.ts';

const text = (zh: string, en: string, tw: string) => ({ zh, en, tw });
type Text = ReturnType<typeof text>;

/** A required text of a few lines, from `min` to `max` characters. */
const longText = (name: string, label: Text, [minLength, maxLength]: [number, number], placeholder: Text) => ({
  name,
  type: 'textarea' as const,
  label,
  required: true,
  minLength,
  maxLength,
  placeholder,
});

/** A required choice of the form: its options as value and label, the one picked at first if any. */
const choice = (name: string, label: Text, options: Array<[string, Text]>, initial?: string) => ({
  name,
  type: 'choice' as const,
  label,
  required: true,
  ...(initial ? { default: initial } : {}),
  options: options.map(([value, optionLabel]) => ({ value, label: optionLabel })),
});

/** Where and when the student affairs service hall hands out printed certificates (zh, as on its door). */
export const SERVICE_HALL = {
  place: '学生事务服务大厅（行政楼一层）3号窗口',
  hours: '工作日 8:30–11:30、14:00–17:00',
} as const;

export const CERTIFICATES = ['enrolment', 'transcript', 'degree', 'status'] as const;
export const LANGUAGES = ['zh', 'en'] as const;
export const PICKUPS = ['self', 'mail'] as const;

export const PAPER_FORM: FormDefinition = {
  id: 'paper-certificate',
  version: 1,
  title: text('纸质证明申请', 'Printed certificate application', '紙本證明申請'),
  description: text(
    '证明材料由学生事务服务大厅办理，一般 3 个工作日内办好。自取请携带校园卡；邮寄费用到付。',
    'The student affairs service hall prepares certificates, usually within 3 working days. Bring your campus card to pick them up; postage is paid on delivery.',
    '證明材料由學生事務服務大廳辦理，一般 3 個工作日內辦好。自取請攜帶校園卡；郵寄費用到付。',
  ),
  submitLabel: text('提交申请', 'Apply', '提交申請'),
  sections: [
    {
      id: 'certificate',
      title: text('证明材料', 'Certificate', '證明材料'),
      fields: [
        choice('certificate', text('证明类型', 'Certificate', '證明類型'), [
          ['enrolment', text('在读证明', 'Enrolment certificate', '在讀證明')],
          ['transcript', text('成绩单', 'Transcript', '成績單')],
          ['degree', text('学位证明', 'Degree certificate', '學位證明')],
          ['status', text('学籍证明', 'Student status certificate', '學籍證明')],
        ]),
        choice(
          'language',
          text('语言', 'Language', '語言'),
          [
            ['zh', text('中文', 'Chinese', '中文')],
            ['en', text('英文', 'English', '英文')],
          ],
          'zh',
        ),
        {
          name: 'copies',
          type: 'number',
          label: text('份数', 'Copies', '份數'),
          required: true,
          default: 1,
          decimals: 0,
          min: 1,
          max: 10,
          unit: text('份', 'copies', '份'),
          help: text('每次最多 10 份', 'Up to 10 copies', '每次最多 10 份'),
        },
        longText(
          'purpose',
          text('用途', 'What it is for', '用途'),
          [2, 100],
          text('如：实习单位入职、出国交换、签证办理', 'e.g. an internship, an exchange, a visa', '如：實習單位入職、出國交換、簽證辦理'),
        ),
      ],
    },
    {
      id: 'pickup',
      title: text('领取方式', 'Getting it', '領取方式'),
      fields: [
        choice(
          'pickup',
          text('领取方式', 'How to get it', '領取方式'),
          [
            ['self', text('自取（学生事务服务大厅）', 'Pick up at the service hall', '自取（學生事務服務大廳）')],
            ['mail', text('邮寄（到付）', 'Mail it to me (postage on delivery)', '郵寄（到付）')],
          ],
          'self',
        ),
        {
          ...longText(
            'address',
            text('邮寄地址', 'Mailing address', '郵寄地址'),
            [8, 120],
            text('省市区、街道门牌及收件人姓名', 'Province, city, street, number and the recipient’s name', '省市區、街道門牌及收件人姓名'),
          ),
          visibleIf: { field: 'pickup', equals: 'mail' },
        },
        { name: 'phone', type: 'phone', label: text('联系电话', 'Phone', '聯絡電話'), required: true },
      ],
    },
  ],
};
