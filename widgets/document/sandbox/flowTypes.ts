/**
 * The demo school's document flows (the rows of `document_flow_types`: a school changes a chain by
 * editing its row, the engine reads it) and supervising departments (`document_companies`), and how
 * `document.types` answers a flow. Plain data without the sandbox's kit: the seed writes it, and the
 * fixtures (which Storybook bundles for the browser) answer from it.
 */
import type { DocumentTypesData } from '../generated/types.ts';
import type { FlowType } from './documentFlow.ts';

export const FLOW_TYPES: readonly FlowType[] = [
  {
    key: 'incoming',
    name: '收文',
    prefix: '示大收',
    redHead: '示范大学收文处理笺',
    office: '湖北省教育厅',
    steps: [
      { name: '登记', kind: 'register', handlers: ['$sender'] },
      { name: '拟办', kind: 'propose', handlers: ['$sender'] },
      { name: '领导批示', kind: 'instruct', handlers: ['leader'] },
      { name: '会签', kind: 'countersign', handlers: ['staff', 'teacher'], parallel: true, pick: true },
      { name: '传阅', kind: 'circulate', handlers: ['staff', 'teacher', 'manager'], pick: true },
      { name: '办结', kind: 'finish', handlers: ['$sender'] },
    ],
  },
  {
    key: 'outgoing',
    name: '发文',
    prefix: '示大办',
    redHead: '示范大学文件',
    office: '示范大学党政办公室',
    steps: [
      { name: '拟稿', kind: 'draft', handlers: ['$sender'] },
      { name: '核稿', kind: 'review', handlers: ['staff'] },
      { name: '会签', kind: 'countersign', handlers: ['teacher', 'manager'], parallel: false, pick: true },
      { name: '签发', kind: 'sign', handlers: ['leader'] },
      { name: '用印', kind: 'seal', handlers: ['$sender'] },
      { name: '办结', kind: 'finish', handlers: ['$sender'] },
    ],
  },
  {
    key: 'report',
    name: '上报',
    prefix: '示大报',
    redHead: '示范大学文件',
    office: '示范大学党政办公室',
    steps: [
      { name: '拟稿', kind: 'draft', handlers: ['$sender'] },
      { name: '领导审核', kind: 'sign', handlers: ['leader'] },
      { name: '用印', kind: 'seal', handlers: ['$sender'] },
      { name: '报送', kind: 'finish', handlers: ['$sender'] },
    ],
  },
];

export const COMPANIES = ['湖北省教育厅', '武汉市教育局', '湖北省财政厅', '湖北省人力资源和社会保障厅', '中共湖北省委教育工委', '湖北省科学技术厅'];

/** A flow as `document.types` answers it: its steps numbered, the handlers named (the sender stands for itself and is left out). */
export function flowTypeAnswer(type: FlowType, nameOf: (username: string) => string): DocumentTypesData['types'][number] {
  return {
    key: type.key,
    name: type.name,
    prefix: type.prefix,
    redHead: type.redHead,
    office: type.office,
    steps: type.steps.map((step, index) => ({
      index,
      name: step.name,
      kind: step.kind,
      parallel: !!step.parallel,
      pick: !!step.pick,
      handlers: step.handlers.filter((one) => one !== '$sender').map((username) => ({ username, name: nameOf(username) })),
    })),
  };
}
