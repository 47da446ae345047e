/**
 * File-library answers for component tests and stories: zh-first, shaped as the sandbox answers, and
 * checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { FileLibraryListData } from './generated/types.ts';

export const fileCategories = [
  { id: 'academic', name: '教学教务' },
  { id: 'student', name: '学生事务' },
  { id: 'finance', name: '财务资产' },
];

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const entries: [string, string, string, string, string][] = [
  ['finance', '差旅费报销单', '财务处', '差旅费报销单.xlsx', XLSX],
  ['academic', '学生成绩单打印申请表', '教务处', '学生成绩单打印申请表.docx', DOCX],
  ['student', '家庭经济困难学生认定申请表', '学生资助管理中心', '家庭经济困难学生认定申请表.docx', DOCX],
  ['academic', '本科生课程免修申请表', '教务处', '本科生课程免修申请表.docx', DOCX],
  ['student', '学生宿舍调换申请表', '学生公寓管理中心', '学生宿舍调换申请表.docx', DOCX],
  ['student', '在读证明（中英文模板）', '学生工作部', '在读证明模板.pdf', PDF],
  ['academic', '2025-2026 学年校历', '教务处', '2025-2026学年校历.pdf', PDF],
  ['academic', '调停课申请表', '教务处', '调停课申请表.xlsx', XLSX],
  ['finance', '借款单（填写说明）', '财务处', '借款单填写说明.pdf', PDF],
  ['finance', '固定资产调拨单', '国有资产管理处', '固定资产调拨单.xlsx', XLSX],
  ['student', '学生证补办申请表', '学生工作部', '学生证补办申请表.docx', DOCX],
  ['academic', '本科课堂教学规范', '教务处', '本科课堂教学规范.pdf', PDF],
];

export const libraryFiles: FileLibraryListData['list'] = entries.map(([category, title, department, name, type], index) => ({
  id: index + 1,
  title,
  category,
  department,
  publishedAt: 1_773_000_000 - index * 86_400,
  file: { name, url: `/site/attach?file=all/2026/${String(index + 1).padStart(16, '0')}.${name.split('.').pop()}`, size: 800 + index * 97, type },
}));

/** file-library.list as the sandbox answers it: search over titles and file names, category filter, paging. */
export function fileListAnswer(list: FileLibraryListData['list'] = libraryFiles) {
  return (query: URLSearchParams) => {
    const q = query.get('q') ?? '';
    const category = query.get('category');
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const matches = list.filter((item) => item.title.includes(q) || item.file.name.includes(q));
    const filtered = category ? matches.filter((item) => item.category === category) : matches;
    return ok({
      categories: fileCategories.map((c) => ({ ...c, count: matches.filter((item) => item.category === c.id).length })),
      list: filtered.slice((page - 1) * size, page * size),
      page,
      size,
      total: filtered.length,
    } satisfies FileLibraryListData);
  };
}

/** API answers for each state of the file library. */
export const fileLibraryFixtures = {
  data: { '/file/list': fileListAnswer() },
  empty: { '/file/list': fileListAnswer([]) },
  ...failingStates(['/file/list'], '文件服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
