/**
 * The guide's categories in the school's order: the seed files its articles under them, guide.list
 * answers them with their counts, and the fixtures (which run in the browser too) answer the same.
 */
export const GUIDE_CATEGORIES = [
  { id: 'freshman', name: '新生入学' },
  { id: 'academic', name: '学籍与考试' },
  { id: 'card', name: '校园卡' },
  { id: 'network', name: '网络与信息化' },
  { id: 'logistics', name: '后勤与宿舍' },
  { id: 'library', name: '图书馆' },
] as const;

export type GuideCategory = (typeof GUIDE_CATEGORIES)[number]['id'];
