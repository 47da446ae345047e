/**
 * Document flow answers for component tests and stories, shaped as the sandbox gives them (times in
 * epoch seconds, Beijing dates), checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { DocumentActData, DocumentDetailData, DocumentListData, DocumentStartData, DocumentTypesData, DocumentUsersData } from './generated/types.ts';
import { COMPANIES, FLOW_TYPES, flowTypeAnswer } from './sandbox/flowTypes.ts';

const READ = ['backlog', 'complete', 'waitpage', 'flow', 'flowpage', 'officialpage', 'redpage', 'flowlog', 'user'];
/** 刘书记, a college leader: handles and reads documents. */
export const documentReader = { name: '刘书记', auth: { home: { module: ['homepage'] }, document: { module: READ } } };
/** 赵敏, the registrar (文书): also drafts and reports (module send). */
export const documentSender = {
  name: '赵敏',
  auth: { home: { module: ['homepage'] }, document: { module: [...READ, 'sendpage', 'choosecompany', 'send'] } },
};

const AT = 1_778_461_200; // 2026-05-11 09:00 Beijing

/** The staff the demo flows name as handlers. */
const STAFF_NAMES: Record<string, string> = { leader: '刘书记', staff: '张老师', teacher: '李老师', manager: '周老师' };

/** 收文 and 上报 as the sandbox answers them (its own flow rows), and the first three departments. */
export const documentTypes: DocumentTypesData = {
  types: FLOW_TYPES.filter((type) => type.key !== 'outgoing').map((type) => flowTypeAnswer(type, (username) => STAFF_NAMES[username] ?? username)),
  companies: COMPANIES.slice(0, 3).map((name, index) => ({ id: index + 1, name })),
};

export const documentPage: DocumentListData = {
  total: 3,
  list: [
    {
      id: 37,
      number: '示大收〔2026〕13号',
      title: '关于做好普通高等学校招生录取工作的通知',
      typeName: '收文',
      office: '湖北省教育厅',
      urgency: 'critical',
      deadline: '2026-05-08',
      overdue: true,
      receiptRequired: true,
      sender: '赵敏',
      createdAt: AT - 6 * 86_400,
      state: 'moving',
      step: '领导批示',
      handlers: ['刘书记'],
      taskId: 212,
      openedAt: null,
      doneAt: null,
      company: null,
    },
    {
      id: 38,
      number: '示大办〔2026〕13号',
      title: '示范大学关于公布2026年校级教学成果奖评审结果的通知',
      typeName: '发文',
      office: '示范大学党政办公室',
      urgency: 'urgent',
      deadline: '2026-05-25',
      overdue: false,
      receiptRequired: false,
      sender: '赵敏',
      createdAt: AT - 4 * 86_400,
      state: 'moving',
      step: '签发',
      handlers: ['刘书记'],
      taskId: 219,
      openedAt: AT - 3600,
      doneAt: null,
      company: null,
    },
    {
      id: 39,
      number: '示大报〔2026〕13号',
      title: '示范大学关于食堂食品安全专项检查情况的报告',
      typeName: '上报',
      office: '示范大学党政办公室',
      urgency: 'normal',
      deadline: null,
      overdue: false,
      receiptRequired: false,
      sender: '赵敏',
      createdAt: AT - 2 * 86_400,
      state: 'moving',
      step: '领导审核',
      handlers: ['刘书记'],
      taskId: 223,
      openedAt: null,
      doneAt: null,
      company: '湖北省教育厅',
    },
  ],
};

export const documentDetail: DocumentDetailData = {
  document: {
    id: 37,
    number: '示大收〔2026〕13号',
    title: '关于做好普通高等学校招生录取工作的通知',
    type: 'incoming',
    typeName: '收文',
    redHead: '示范大学收文处理笺',
    office: '湖北省教育厅',
    urgency: 'critical',
    deadline: '2026-05-08',
    overdue: true,
    receiptRequired: true,
    body: '各高等学校：\n为认真做好普通高等学校招生录取工作，根据有关文件精神，现就有关事项通知如下。\n一、高度重视，加强领导。各单位要充分认识此项工作的重要意义。\n请各单位于规定时间内将工作落实情况报送。',
    attachments: ['工作实施方案.docx'],
    sender: '赵敏',
    createdAt: AT - 6 * 86_400,
    state: 'moving',
    stepIndex: 2,
    signedBy: null,
    signedAt: null,
    sealedAt: null,
    company: null,
  },
  steps: [
    {
      index: 0,
      name: '登记',
      kind: 'register',
      parallel: false,
      tasks: [{ id: 210, name: '赵敏', state: 'done', openedAt: AT - 6 * 86_400, doneAt: AT - 6 * 86_400, opinion: null }],
    },
    {
      index: 1,
      name: '拟办',
      kind: 'propose',
      parallel: false,
      tasks: [{ id: 211, name: '赵敏', state: 'done', openedAt: AT - 6 * 86_400, doneAt: AT - 5 * 86_400, opinion: '拟请刘书记阅示，由相关部门抓好落实。' }],
    },
    {
      index: 2,
      name: '领导批示',
      kind: 'instruct',
      parallel: false,
      tasks: [{ id: 212, name: '刘书记', state: 'open', openedAt: AT, doneAt: null, opinion: null }],
    },
    { index: 3, name: '会签', kind: 'countersign', parallel: true, tasks: [] },
    { index: 4, name: '传阅', kind: 'circulate', parallel: false, tasks: [] },
    { index: 5, name: '办结', kind: 'finish', parallel: false, tasks: [] },
  ],
  log: [
    { id: 501, at: AT - 6 * 86_400, by: '赵敏', action: 'start', step: '登记', opinion: null },
    { id: 502, at: AT - 5 * 86_400, by: '赵敏', action: 'agree', step: '拟办', opinion: '拟请刘书记阅示，由相关部门抓好落实。' },
    { id: 503, at: AT - 86_400, by: '赵敏', action: 'remind', step: '领导批示', opinion: '刘书记' },
  ],
  mine: {
    taskId: 212,
    kind: 'instruct',
    actions: ['agree', 'back', 'transfer'],
    backTo: [
      { index: 0, name: '登记' },
      { index: 1, name: '拟办' },
    ],
  },
  canWithdraw: false,
  canRemind: false,
};

/** A sent, signed and sealed outgoing document: the red-head view's data. */
export const sealedDetail: DocumentDetailData = {
  ...documentDetail,
  document: {
    ...documentDetail.document,
    id: 5,
    number: '示大办〔2026〕2号',
    title: '示范大学关于2026年劳动节放假安排的通知',
    type: 'outgoing',
    typeName: '发文',
    redHead: '示范大学文件',
    office: '示范大学党政办公室',
    urgency: 'normal',
    overdue: false,
    receiptRequired: false,
    state: 'done',
    stepIndex: 5,
    signedBy: '刘书记',
    signedAt: AT - 40 * 86_400,
    sealedAt: AT - 39 * 86_400,
  },
  mine: null,
};

export const documentUsers: DocumentUsersData = {
  list: [
    { username: 'teacher', name: '李老师', roleName: '教师' },
    { username: 'leader', name: '刘书记', roleName: '学院领导' },
    { username: 'staff', name: '张老师', roleName: '教职工' },
    { username: 'manager', name: '周老师', roleName: '学工部' },
    { username: 'dochandler', name: '赵敏', roleName: '文书' },
  ],
};

export const documentAct: DocumentActData = { id: 37, action: 'agree', state: 'moving', step: '会签' };
export const documentStart: DocumentStartData = { id: 41, number: '示大收〔2026〕15号', step: '拟办' };

const PATHS = ['/document/types', '/document/list', '/document/detail', '/document/users'];

/** API answers for each state of the document pages. */
export const documentFixtures = {
  data: {
    '/document/types': ok(documentTypes),
    '/document/list': ok(documentPage),
    '/document/detail': ok(documentDetail),
    '/document/users': ok(documentUsers),
    '/document/act': ok(documentAct),
    '/document/start': ok(documentStart),
  },
  empty: {
    '/document/types': ok({ types: documentTypes.types, companies: [] }),
    '/document/list': ok({ total: 0, list: [] }),
    // A document nothing has happened to yet, and nothing for the caller to do on it.
    '/document/detail': ok({ ...documentDetail, log: [], mine: null, steps: documentDetail.steps.map((step) => ({ ...step, tasks: [] })) }),
    '/document/users': ok({ list: [] }),
  },
  ...failingStates(PATHS, '公文系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
