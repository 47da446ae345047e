/**
 * Seed of the document libraries: 常用文件 (library `common`, the forms everyone needs) and 文件下载
 * (library `download`, regulations and templates the offices publish). Every entry is a real small
 * file (PDF, Word or Excel), written by documentFiles.ts.
 */
import { beijingMorning } from '../../../sandbox/kit.ts';

export const FILE_LIBRARIES = ['common', 'download'] as const;
export type FileLibraryId = (typeof FILE_LIBRARIES)[number];

export const FILE_CATEGORIES = [
  { id: 'academic', name: '教学教务' },
  { id: 'student', name: '学生事务' },
  { id: 'personnel', name: '人事人才' },
  { id: 'finance', name: '财务资产' },
  { id: 'research', name: '科研管理' },
  { id: 'logistics', name: '后勤保障' },
] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number]['id'];
export const FILE_CATEGORY_IDS: readonly FileCategory[] = FILE_CATEGORIES.map((c) => c.id);

export interface SeedLibraryFile {
  library: FileLibraryId;
  category: FileCategory;
  title: string;
  department: string;
  /** The download's name; its extension picks the document kind. */
  fileName: string;
  /** The document's ASCII heading line. */
  english: string;
  publishedAt: number;
}

type Row = [FileCategory, string, string, string, string, [number, number, number]];
const rows = (library: FileLibraryId, list: Row[]): SeedLibraryFile[] =>
  list.map(([category, title, department, fileName, english, [y, m, d]]) => ({
    library,
    category,
    title,
    department,
    fileName,
    english,
    publishedAt: beijingMorning(y, m, d),
  }));

export const SEED_LIBRARY_FILES: readonly SeedLibraryFile[] = [
  ...rows('common', [
    ['academic', '学生成绩单打印申请表', '教务处', '学生成绩单打印申请表.docx', 'Transcript Request Form', [2026, 3, 6]],
    ['academic', '本科生课程免修申请表', '教务处', '本科生课程免修申请表.docx', 'Course Exemption Application', [2026, 2, 28]],
    ['academic', '2025-2026 学年校历', '教务处', '2025-2026学年校历.pdf', 'Academic Calendar 2025-2026', [2026, 2, 15]],
    ['academic', '调停课申请表', '教务处', '调停课申请表.xlsx', 'Class Rescheduling Form', [2026, 2, 12]],
    ['student', '家庭经济困难学生认定申请表', '学生资助管理中心', '家庭经济困难学生认定申请表.docx', 'Financial Aid Eligibility Form', [2026, 3, 4]],
    ['student', '学生宿舍调换申请表', '学生公寓管理中心', '学生宿舍调换申请表.docx', 'Dormitory Change Application', [2026, 2, 26]],
    ['student', '在读证明（中英文模板）', '学生工作部', '在读证明模板.pdf', 'Certificate of Enrollment - Template', [2026, 2, 20]],
    ['personnel', '教职工请假审批表', '人事处', '教职工请假审批表.docx', 'Staff Leave Approval Form', [2026, 3, 2]],
    ['personnel', '教职工出国（境）审批表', '人事处', '教职工出国境审批表.pdf', 'Staff Travel Abroad Approval', [2026, 1, 18]],
    ['finance', '差旅费报销单', '财务处', '差旅费报销单.xlsx', 'Travel Expense Claim', [2026, 3, 8]],
    ['finance', '借款单（填写说明）', '财务处', '借款单填写说明.pdf', 'Cash Advance Form - Instructions', [2026, 2, 9]],
    ['finance', '固定资产调拨单', '国有资产管理处', '固定资产调拨单.xlsx', 'Fixed Asset Transfer Form', [2026, 1, 22]],
    ['research', '科研项目经费预算表', '科学技术研究院', '科研项目经费预算表.xlsx', 'Research Budget Sheet', [2026, 2, 23]],
    ['research', '横向科研合同审批表', '科学技术研究院', '横向科研合同审批表.docx', 'Industry Contract Approval Form', [2026, 1, 15]],
    ['logistics', '公用房维修申请单', '后勤保障部', '公用房维修申请单.docx', 'Building Repair Request', [2026, 2, 5]],
    ['logistics', '校园一卡通业务办理须知', '后勤保障部', '一卡通业务办理须知.pdf', 'Campus Card Services - Notes', [2026, 1, 10]],
  ]),
  ...rows('download', [
    ['academic', '本科生学籍管理规定（2025 年修订）', '教务处', '本科生学籍管理规定.pdf', 'Undergraduate Student Status Regulations', [2026, 3, 3]],
    ['academic', '本科课堂教学规范', '教务处', '本科课堂教学规范.pdf', 'Classroom Teaching Standard', [2026, 2, 17]],
    ['student', '学生违纪处分办法', '学生工作部', '学生违纪处分办法.pdf', 'Student Discipline Regulations', [2026, 2, 11]],
    ['student', '国家奖学金评审实施细则', '学生资助管理中心', '国家奖学金评审实施细则.pdf', 'National Scholarship - Rules', [2026, 1, 28]],
    ['personnel', '专业技术职务评聘办法', '人事处', '专业技术职务评聘办法.pdf', 'Professional Title Appointment Rules', [2026, 2, 7]],
    ['personnel', '新进教职工入职材料清单', '人事处', '新进教职工入职材料清单.docx', 'New Staff Onboarding Checklist', [2026, 1, 30]],
    ['finance', '差旅费管理办法', '财务处', '差旅费管理办法.pdf', 'Travel Expense Regulations', [2026, 3, 7]],
    ['finance', '2026 年度部门预算编报模板', '财务处', '部门预算编报模板.xlsx', 'Department Budget Template 2026', [2026, 1, 8]],
    ['research', '科研经费管理办法', '科学技术研究院', '科研经费管理办法.pdf', 'Research Funding Regulations', [2026, 2, 19]],
    ['research', '学术不端行为处理办法', '科学技术研究院', '学术不端行为处理办法.pdf', 'Academic Misconduct Regulations', [2026, 1, 12]],
    ['logistics', '学生公寓管理规定', '后勤保障部', '学生公寓管理规定.pdf', 'Student Housing Regulations', [2026, 2, 2]],
    ['logistics', '校园交通安全管理办法', '保卫处', '校园交通安全管理办法.pdf', 'Campus Traffic Safety Rules', [2026, 1, 5]],
  ]),
];
