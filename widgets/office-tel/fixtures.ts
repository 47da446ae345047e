/**
 * Phone-book answers for page tests and stories: zh, shaped as the sandbox answers, and checked against
 * contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { OfficeTelListData } from './generated/types.ts';

const officeHours = '周一至周五 8:00-11:30，14:00-17:30';

export const officeTelDepartments: OfficeTelListData['departments'] = [
  {
    id: 1,
    name: '校长办公室',
    location: '行政楼 201',
    hours: officeHours,
    entries: [
      { id: 1, name: '综合科', numbers: ['010-6278-1001'], allDay: false },
      { id: 2, name: '秘书科', numbers: ['010-6278-1002', '010-6278-1012'], allDay: false },
    ],
  },
  {
    id: 4,
    name: '保卫处',
    location: '东门警务室',
    entries: [
      { id: 10, name: '24 小时值班室', numbers: ['010-6278-1110'], allDay: true, hours: '全天 24 小时' },
      { id: 11, name: '户籍科', numbers: ['010-6278-1003'], allDay: false, hours: officeHours },
    ],
  },
  {
    id: 6,
    name: '校医院',
    hours: '门诊 周一至周日 8:00-17:00',
    entries: [{ id: 16, name: '急诊', numbers: ['010-6278-7120'], allDay: true }],
  },
];

const searchForm = (text: string) => text.replace(/[\s-]+/g, '').toLowerCase();

/** office-tel.list as the sandbox answers it: a department's name keeps all its desks, else the desks matching by name or number. */
export function officeTelListAnswer(departments: OfficeTelListData['departments'] = officeTelDepartments) {
  return (query: URLSearchParams) => {
    const q = searchForm(query.get('q') ?? '');
    const shown = departments
      .map((d) =>
        q === '' || searchForm(d.name).includes(q)
          ? d
          : { ...d, entries: d.entries.filter((e) => searchForm(e.name).includes(q) || e.numbers.some((n) => searchForm(n).includes(q))) },
      )
      .filter((d) => d.entries.length > 0);
    return ok({ departments: shown, total: shown.reduce((sum, d) => sum + d.entries.length, 0) } satisfies OfficeTelListData);
  };
}

/** API answers for each state of the phone book. */
export const officeTelFixtures = {
  data: { '/officeTel/list': officeTelListAnswer() },
  empty: { '/officeTel/list': officeTelListAnswer([]) },
  ...failingStates(['/officeTel/list'], '校园电话服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
