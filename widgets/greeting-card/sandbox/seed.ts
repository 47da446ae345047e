/**
 * Seed of the sandbox 电子贺卡: the card designs (their art ships with the greeting-card widget) and a few
 * cards already exchanged between demo accounts, so every inbox has something. Fixed data.
 */

export const GREETING_TEMPLATES = [
  { id: 'newyear', name: '新年快乐', defaultText: '新年快乐！愿新的一年工作顺利，万事如意。' },
  { id: 'spring', name: '春节', defaultText: '恭贺新春，阖家幸福，龙马精神！' },
  { id: 'midautumn', name: '中秋', defaultText: '月圆人团圆，祝您中秋快乐，阖家安康。' },
  { id: 'teachersday', name: '教师节', defaultText: '老师您辛苦了！祝您教师节快乐，桃李满天下。' },
  { id: 'birthday', name: '生日', defaultText: '生日快乐！愿你岁岁平安，笑口常开。' },
  { id: 'thanks', name: '感谢', defaultText: '谢谢您的帮助与支持，感激不尽！' },
  { id: 'graduation', name: '毕业', defaultText: '毕业快乐！愿你前程似锦，未来可期。' },
] as const;

export const GREETING_TEMPLATE_IDS: readonly string[] = GREETING_TEMPLATES.map((t) => t.id);

const beijing = (year: number, month: number, day: number, hour = 9) => Date.UTC(year, month - 1, day, hour - 8) / 1000;

/** Cards between demo accounts (by user name): [from, to, template, content, sent at, read]. */
export const SEED_GREETING_CARDS: readonly [string, string, string, string, number, boolean][] = [
  ['student', 'teacher', 'teachersday', '李老师，教师节快乐！感谢您一学期的悉心指导。', beijing(2025, 9, 10), true],
  ['teacher', 'staff', 'midautumn', '张老师，中秋快乐！感谢教务工作上的帮助。', beijing(2025, 10, 6), true],
  ['admin', 'student', 'newyear', '新年快乐！祝王小明同学学业进步。', beijing(2026, 1, 1), false],
  ['staff', 'teacher', 'spring', '李老师新春快乐，阖家幸福！', beijing(2026, 2, 16), false],
  ['admin', 'teacher', 'newyear', '新年快乐，感谢一年来对信息化工作的支持。', beijing(2026, 1, 1, 10), true],
  ['teacher', 'student', 'birthday', '生日快乐，愿你保持对学习的热情！', beijing(2026, 3, 12), false],
];
