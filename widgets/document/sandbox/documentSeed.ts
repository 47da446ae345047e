/**
 * The demo school's document flows and documents. The flow definitions below are the rows of
 * `document_flow_types` (data: a school changes a chain by editing its row, the engine reads it); the
 * supervising departments are the rows of `document_companies`. About 40 documents are then started and
 * moved through the engine itself (documentFlow.ts), deterministically (sandbox/campus/seededRandom.ts),
 * so each seeded state is one the rules allow.
 */
import { DAY_S, dayOfSeconds, seededRandom, type SandboxDatabase, beijingMorning } from '../../../sandbox/kit.ts';
import { createDocumentFlow, finishingAction } from './documentFlow.ts';
import { COMPANIES, FLOW_TYPES } from './flowTypes.ts';

/** The demo registrar (文书) of the party and administration office: registers and sends documents. */
export const DEMO_DOC_HANDLER = { username: 'dochandler', name: '赵敏', roleName: '文书', department: '党政办公室' } as const;

const INCOMING_TITLES = [
  '关于做好2026年高校毕业生就业创业工作的通知',
  '关于开展2026年春季学期校园安全隐患排查整治的通知',
  '关于做好2026年度教师资格认定工作的通知',
  '关于开展高校思想政治工作质量提升综合改革试点的通知',
  '关于报送2025年度教育事业统计数据的通知',
  '关于加强学生资助工作规范管理的意见',
  '关于做好2026年汛期校园防汛工作的通知',
  '关于组织申报2026年省级一流本科课程的通知',
  '关于开展实验室危险化学品专项检查的通知',
  '关于做好2026年暑期学生社会实践活动的通知',
  '关于进一步加强高校食堂食品安全管理的通知',
  '关于开展2026年度高校基层党建工作考核的通知',
  '关于做好普通高等学校招生录取工作的通知',
  '关于加强校园网络安全等级保护工作的通知',
];
const OUTGOING_TITLES = [
  '示范大学关于2026年劳动节放假安排的通知',
  '示范大学关于调整校园巴士运行时刻的通知',
  '示范大学关于印发《学生宿舍管理办法（修订）》的通知',
  '示范大学关于开展2026年教职工健康体检的通知',
  '示范大学关于表彰2025年度优秀教师的决定',
  '示范大学关于成立校园安全工作领导小组的通知',
  '示范大学关于做好2026年本科毕业设计（论文）工作的通知',
  '示范大学关于印发《科研经费管理办法》的通知',
  '示范大学关于开展实验室安全月活动的通知',
  '示范大学关于2026年暑假放假及秋季开学安排的通知',
  '示范大学关于加强教室多媒体设备管理的通知',
  '示范大学关于举办第十二届校园科技文化节的通知',
  '示范大学关于公布2026年校级教学成果奖评审结果的通知',
];
const REPORT_TITLES = [
  '示范大学关于2025年度高校毕业生就业质量情况的报告',
  '示范大学关于校园安全隐患排查整治情况的报告',
  '示范大学关于2026年度专项经费预算执行情况的报告',
  '示范大学关于申请增设人工智能本科专业的请示',
  '示范大学关于学生资助工作自查情况的报告',
  '示范大学关于实验室危险化学品专项检查情况的报告',
  '示范大学关于2025年度基层党建工作述职的报告',
  '示范大学关于申请2026年度科研平台建设经费的请示',
  '示范大学关于网络安全等级保护测评整改情况的报告',
  '示范大学关于2026年春季学期教学运行情况的报告',
  '示范大学关于教职工队伍建设情况的报告',
  '示范大学关于暑期学生社会实践安全工作的报告',
  '示范大学关于食堂食品安全专项检查情况的报告',
];

/** Plain paragraphs for a title: what such a document says, one paragraph per line. */
function bodyOf(title: string, type: string): string {
  const subject = title
    .replace(/^示范大学/u, '')
    .replace(/^关于/u, '')
    .replace(/的(通知|决定|意见|报告|请示)$/u, '');
  if (type === 'report') {
    return [
      `根据上级部门工作部署，我校高度重视${subject}工作，现将有关情况报告如下。`,
      '一、工作开展情况。学校成立了由分管校领导任组长的工作专班，制定实施方案，明确责任分工，各学院、各部门按照时间节点有序推进。',
      '二、存在的主要问题。个别单位对工作重要性认识不足，部分环节衔接不够顺畅，相关台账资料尚需进一步完善。',
      '三、下一步工作打算。学校将坚持问题导向，完善长效机制，加强督促检查，确保各项任务落到实处。',
      '特此报告。',
    ].join('\n');
  }
  return [
    `为认真做好${subject}工作，根据有关文件精神，结合学校实际，现就有关事项通知如下。`,
    '一、高度重视，加强领导。各单位要充分认识此项工作的重要意义，主要负责同志亲自部署，确保责任落实到人。',
    '二、明确任务，突出重点。各单位要对照工作要求逐项梳理，制定具体措施，按时完成各项工作任务。',
    '三、加强督查，确保实效。党政办公室将会同相关部门适时开展督查，对工作推进不力的单位予以通报。',
    '请各单位于规定时间内将工作落实情况报送党政办公室。',
  ].join('\n');
}

const ATTACHMENTS = ['工作实施方案.docx', '情况统计表.xlsx', '报名汇总表.xlsx', '检查记录表.pdf', '联系人回执.docx'];
const OPINIONS: Record<string, string[]> = {
  propose: ['拟请刘书记阅示，并请学工部、后勤保障处会签办理。', '拟请刘书记阅示，由相关部门抓好落实。'],
  instruct: ['同意，请相关部门认真抓好落实。', '请党政办牵头，按时报送。', '高度重视，按文件要求逐项落实。'],
  countersign: ['已阅，同意。', '同意，本部门将按要求落实。', '会签同意。'],
  review: ['文字已核，同意。', '格式规范，同意送会签。'],
  sign: ['同意印发。', '同意，按程序报送。'],
};

export function writeDocumentSeed(db: SandboxDatabase): void {
  const insertType = db.prepare('INSERT INTO document_flow_types (key, name, prefix, red_head, office, steps, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  FLOW_TYPES.forEach((type, sort) => insertType.run(type.key, type.name, type.prefix, type.redHead, type.office, JSON.stringify(type.steps), sort));
  const insertCompany = db.prepare('INSERT INTO document_companies (name) VALUES (?)');
  for (const name of COMPANIES) insertCompany.run(name);

  const flow = createDocumentFlow(db);
  const random = seededRandom(15_2026);
  const sender = { username: DEMO_DOC_HANDLER.username, name: DEMO_DOC_HANDLER.name };
  const titles = { incoming: [...INCOMING_TITLES], outgoing: [...OUTGOING_TITLES], report: [...REPORT_TITLES] };
  // 40 documents from 2026-03-02 on, one every other working day or so; the later ones are still moving.
  for (let index = 0; index < 40; index++) {
    const typeKey = (['incoming', 'outgoing', 'report'] as const)[index % 3]!;
    const title = titles[typeKey].shift()!;
    const type = FLOW_TYPES.find((one) => one.key === typeKey)!;
    let at = beijingMorning(2026, 3, 2) + index * 2 * 86_400 + Math.floor(random.next() * 7) * 3600;
    const urgency = random.pick(['normal', 'normal', 'normal', 'urgent', 'urgent', 'critical'] as const);
    const deadline = dayOfSeconds(at + (5 + Math.floor(random.next() * 20)) * DAY_S);
    const started = flow.start(
      sender,
      {
        type: typeKey,
        title,
        office: typeKey === 'incoming' ? random.pick(COMPANIES) : type.office,
        urgency,
        deadline,
        body: bodyOf(title, typeKey),
        attachments: random.next() < 0.6 ? [random.pick(ATTACHMENTS)] : [],
        receiptRequired: typeKey === 'incoming' && index % 2 === 0,
        handlers: {},
        companyId: typeKey === 'report' ? 1 + (index % COMPANIES.length) : null,
      },
      at,
    );
    if (!started.ok) throw new Error(`document seed: ${started.m.zh}`);
    // The older a document, the further it went: the first 24 are closed, the rest stop on the way.
    const moves = index < 24 ? 99 : Math.floor(random.next() * 5);
    for (let move = 0; move < moves; move++) {
      const doc = flow.docRow.get(started.id)!;
      if (doc.state === 'done') break;
      const open = flow.tasksOf.all(doc.id).filter((task) => task.state === 'open' && task.step_index === doc.step_index);
      const task = open[0];
      if (!task) break;
      at += 3600 * (2 + Math.floor(random.next() * 20));
      const actor = { username: task.username, name: task.name };
      flow.markOpened(doc, actor.username, at - 1800);
      const action = finishingAction(task.kind);
      const said = OPINIONS[task.kind] ? random.pick(OPINIONS[task.kind]!) : '';
      const acted = flow.act(actor, { id: doc.id, action, opinion: said, toStep: null, to: null }, at);
      if (!acted.ok) throw new Error(`document seed: ${acted.m.zh}`);
    }
    // Readers of the closed incoming documents have read most of them.
    for (const task of flow.tasksOf.all(started.id)) {
      if (task.kind === 'circulate' && task.state === 'open' && index < 18) {
        flow.act({ username: task.username, name: task.name }, { id: started.id, action: 'read', opinion: '', toStep: null, to: null }, at + 86_400);
      }
    }
  }
}
