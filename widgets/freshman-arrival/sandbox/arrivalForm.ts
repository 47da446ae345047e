/**
 * The arrival registration as the demo school asks it (zh first): when and how the freshman comes (the
 * train or flight when chosen), where they get off, who comes with them, whether they move into the
 * dormitory that day and how they are. The welcome week is written into the form's wording; the backend
 * checks the day itself (routes.ts), since a form's rules know no dates.
 */
import type { FormDefinition } from '../../../sandbox/kit.ts';

type Text = { zh: string; en: string; tw: string };
type Field = FormDefinition['sections'][number]['fields'][number];

const text = (zh: string, en: string, tw: string): Text => ({ zh, en, tw });

/** A choice of one that must be answered: its options as value → label; those in `abnormal` are marked so. */
const choice = (name: string, label: Text, options: Readonly<Record<string, Text>>, abnormal: readonly string[] = []): Field => ({
  name,
  type: 'choice',
  label,
  required: true,
  options: Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel, ...(abnormal.includes(value) ? { abnormal: true } : {}) })),
});

/** Arrival stations: where the school's reception points are (stationReception in arrivalRules.ts). */
export const STATIONS = {
  south: text('滨江南站（高铁）', 'Binjiang South (high-speed rail)', '濱江南站（高鐵）'),
  central: text('滨江站（普速）', 'Binjiang Station', '濱江站（普速）'),
  airport: text('滨江国际机场', 'Binjiang International Airport', '濱江國際機場'),
  coach: text('滨江长途汽车客运中心', 'Binjiang Coach Station', '濱江長途汽車客運中心'),
  campus: text('直接到校（学校东门）', 'Straight to campus (East Gate)', '直接到校（學校東門）'),
} as const;

export type Station = keyof typeof STATIONS;
export const TRANSPORTS = ['train', 'plane', 'car', 'bus'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** At most this many companions come along (the reception's seats and the dormitory's rules). */
export const MAX_COMPANIONS = 4;

export function arrivalForm(week: { from: string; to: string }): FormDefinition {
  return {
    id: 'freshman-arrival',
    version: 1,
    title: text('新生报到登记', 'Freshman arrival registration', '新生報到登記'),
    description: text(
      `迎新时间为 ${week.from} 至 ${week.to}。请如实填写到校信息，学校将在你到达的车站安排接站；到校当天之前可以修改。`,
      `Freshmen arrive from ${week.from} to ${week.to}. Tell us how you come and the school will meet you at your station; you can change this until the day you arrive.`,
      `迎新時間為 ${week.from} 至 ${week.to}。請如實填寫到校資訊，學校將在你到達的車站安排接站；到校當天之前可以修改。`,
    ),
    submitLabel: text('提交登记', 'Register', '提交登記'),
    sections: [
      {
        id: 'arrival',
        title: text('到校信息', 'Arrival', '到校資訊'),
        fields: [
          {
            name: 'arrivalDate',
            type: 'date',
            label: text('到校日期', 'Arrival date', '到校日期'),
            required: true,
            help: text(`${week.from} 至 ${week.to}`, `${week.from} to ${week.to}`, `${week.from} 至 ${week.to}`),
          },
          { name: 'arrivalTime', type: 'time', label: text('预计到达时间', 'Expected arrival time', '預計到達時間'), required: true },
          choice('transport', text('交通方式', 'Transport', '交通方式'), {
            train: text('火车', 'Train', '火車'),
            plane: text('飞机', 'Plane', '飛機'),
            car: text('自驾', 'By car', '自駕'),
            bus: text('大巴', 'Coach', '大巴'),
          } satisfies Record<Transport, Text>),
          {
            name: 'trainNumber',
            type: 'text',
            label: text('车次', 'Train number', '車次'),
            visibleIf: { field: 'transport', equals: 'train' },
            required: true,
            placeholder: text('如：G1234', 'e.g. G1234', '如：G1234'),
            pattern: '^[GDCZTKYSL]?[0-9]{1,4}$',
            patternMessage: text('请输入正确的车次，如 G1234、K528', 'Enter a train number such as G1234 or K528', '請輸入正確的車次，如 G1234、K528'),
          },
          {
            name: 'flightNumber',
            type: 'text',
            label: text('航班号', 'Flight number', '航班號'),
            visibleIf: { field: 'transport', equals: 'plane' },
            required: true,
            placeholder: text('如：CA1501', 'e.g. CA1501', '如：CA1501'),
            pattern: '^[A-Z0-9]{2}[0-9]{3,4}$',
            patternMessage: text('请输入正确的航班号，如 CA1501', 'Enter a flight number such as CA1501', '請輸入正確的航班號，如 CA1501'),
          },
          choice('station', text('到达站点', 'Arrival station', '到達站點'), STATIONS),
        ],
      },
      {
        id: 'companions',
        title: text('陪同人员', 'Companions', '陪同人員'),
        fields: [
          {
            name: 'companionCount',
            type: 'number',
            label: text('陪同人数', 'People coming with you', '陪同人數'),
            required: true,
            min: 0,
            max: MAX_COMPANIONS,
            decimals: 0,
            default: 0,
            help: text(`最多 ${MAX_COMPANIONS} 人`, `${MAX_COMPANIONS} at most`, `最多 ${MAX_COMPANIONS} 人`),
          },
          {
            name: 'companions',
            type: 'table',
            label: text('陪同人员信息', 'Who comes with you', '陪同人員資訊'),
            visibleIf: { field: 'companionCount', above: 0 },
            required: true,
            minItems: 1,
            maxItems: MAX_COMPANIONS,
            columns: [
              { name: 'name', type: 'text', label: text('姓名', 'Name', '姓名'), required: true, maxLength: 20 },
              choice('relation', text('关系', 'Relation', '關係'), {
                father: text('父亲', 'Father', '父親'),
                mother: text('母亲', 'Mother', '母親'),
                relative: text('其他亲属', 'Other relative', '其他親屬'),
                other: text('其他', 'Other', '其他'),
              }),
              { name: 'phone', type: 'phone', label: text('联系电话', 'Phone', '聯絡電話'), required: true },
            ],
          },
        ],
      },
      {
        id: 'stay',
        title: text('住宿与健康', 'Dormitory and health', '住宿與健康'),
        fields: [
          choice('dormitory', text('当天办理宿舍入住', 'Move into the dormitory that day', '當天辦理宿舍入住'), {
            yes: text('需要', 'Yes', '需要'),
            no: text('不需要', 'No', '不需要'),
          }),
          choice('health', text('健康状况', 'Health', '健康狀況'), { well: text('健康', 'Well', '健康'), unwell: text('身体不适', 'Unwell', '身體不適') }, [
            'unwell',
          ]),
          {
            name: 'healthNote',
            type: 'textarea',
            label: text('不适情况说明', 'What is wrong', '不適情況說明'),
            visibleIf: { field: 'health', equals: 'unwell' },
            required: true,
            minLength: 2,
            maxLength: 200,
          },
        ],
      },
    ],
  };
}
