/**
 * Seed of the campus video channel (校园视频): what a university's news centre and student media post.
 * The media are three real WebM clips (media/clip-*.webm, a few seconds each, see recordCampusClips.ts)
 * shared by the videos; every poster is a PNG drawn in code. Timestamps are fixed.
 */
export const VIDEO_CATEGORIES = [
  { id: 'news', name: '校园新闻' },
  { id: 'culture', name: '文化活动' },
  { id: 'scenery', name: '校园风光' },
  { id: 'lecture', name: '名师讲堂' },
] as const;

export type VideoCategory = (typeof VIDEO_CATEGORIES)[number]['id'];
export const VIDEO_CATEGORY_IDS: readonly VideoCategory[] = VIDEO_CATEGORIES.map((c) => c.id);

/** The committed clips, by file name in media/. */
export const VIDEO_CLIPS = ['clip-spring', 'clip-sunset', 'clip-night'] as const;
/** The clips' length (recordCampusClips.ts records each this long). */
export const VIDEO_CLIP_SECONDS = 4;

export interface SeedVideo {
  category: VideoCategory;
  title: string;
  department: string;
  /** CMS HTML: the browser sanitizes it. */
  description: string;
  clip: (typeof VIDEO_CLIPS)[number];
  views: number;
  publishedAt: number;
}

const DAY = 86_400;
const BASE = 1_778_400_000; // 2026-05-10

const video = (category: VideoCategory, title: string, department: string, text: string, index: number, views: number): SeedVideo => ({
  category,
  title,
  department,
  description: `<p>${text}</p>`,
  clip: VIDEO_CLIPS[index % VIDEO_CLIPS.length]!,
  views,
  publishedAt: BASE - index * 2 * DAY,
});

export const SEED_VIDEOS: readonly SeedVideo[] = [
  video('news', '2026 届毕业典礼暨学位授予仪式', '党委宣传部', '校长为 6000 余名毕业生拨穗正冠，寄语同学们“守正创新，行稳致远”。', 0, 12_480),
  video('scenery', '春日校园｜樱花大道延时摄影', '融媒体中心', '从清晨到黄昏，记录樱花大道一天的光影变化。', 1, 8_932),
  video('culture', '第二十届校园歌手大赛决赛回顾', '校团委', '十位选手同台竞技，《追光者》获得年度最佳演唱。', 2, 5_611),
  video('lecture', '名师讲堂：人工智能与未来教育', '教务处', '计算机学院教授分享大模型在课堂教学中的应用与边界。', 3, 3_208),
  video('news', '新图书馆正式启用', '图书馆', '新馆共 12 层，提供 3000 个阅览座位与 24 小时自习区。', 4, 6_754),
  video('culture', '迎新晚会《启程》精彩集锦', '学生会', '由新生自编自演的舞蹈、话剧和合唱节目。', 5, 4_390),
  video('scenery', '航拍示范大学：四季之美', '融媒体中心', '无人机视角下的主楼、湖畔与运动场。', 6, 9_876),
  video('lecture', '大学生心理健康公开课', '心理健康教育中心', '如何面对学业压力与人际关系，给同学们的五个建议。', 7, 2_145),
  video('news', '校运动会开幕式', '体育部', '40 支代表队入场，3000 米长跑打破校纪录。', 8, 3_987),
  video('culture', '国风社团：汉服文化展演', '校团委', '传统服饰、礼仪与古琴演奏，一起感受中华之美。', 9, 2_876),
  video('scenery', '雪后的校园', '融媒体中心', '一场大雪过后，银装素裹的图书馆与湖心亭。', 10, 7_302),
  video('lecture', '考研经验分享会', '研究生院', '三位学长学姐讲述备考规划、择校与复试准备。', 11, 4_011),
  video('news', '食堂新窗口开张：家乡味道', '后勤保障处', '第二食堂新增川湘、西北与粤式窗口。', 12, 1_982),
  video('culture', '毕业季：写给母校的一封信', '学生会', '毕业生们对老师、同学与校园说出心里话。', 13, 5_120),
];
