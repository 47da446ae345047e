/** Seed of the school atlas (校园图集): albums of campus photos by category; every photo a PNG drawn in code. */
export const ATLAS_CATEGORIES = [
  { id: 'scenery', name: '校园风光' },
  { id: 'buildings', name: '建筑地标' },
  { id: 'events', name: '重大活动' },
  { id: 'history', name: '校史影像' },
] as const;

export type AtlasCategory = (typeof ATLAS_CATEGORIES)[number]['id'];

export interface SeedAlbum {
  category: AtlasCategory;
  title: string;
  description: string;
  photographer: string;
  updatedAt: number;
  captions: readonly string[];
}

const BASE = 1_778_000_000;
const DAY = 86_400;

/** An album updated `daysAgo` days before the seed's base day; its photos' captions in order, split at 、. */
const album = (category: AtlasCategory, title: string, description: string, photographer: string, daysAgo: number, captions: string): SeedAlbum => ({
  category,
  title,
  description,
  photographer,
  updatedAt: BASE - DAY * daysAgo,
  captions: captions.split('、'),
});

export const SEED_ALBUMS: readonly SeedAlbum[] = [
  album('scenery', '四季校园', '春樱、夏荷、秋叶、冬雪，示范大学的四季。', '融媒体中心', 0, '樱花大道、荷塘月色、银杏林、雪中主楼、湖畔晨曦、夕阳下的操场'),
  album('scenery', '未名湖畔', '湖光塔影，一年四季都是同学们最爱的散步去处。', '摄影协会', 3, '湖心亭、石拱桥、垂柳、湖边长椅、黄昏湖面'),
  album('buildings', '校园地标建筑', '主楼、图书馆、大礼堂：一代代学子记忆中的地标。', '党委宣传部', 6, '主楼、图书馆新馆、大礼堂、校史馆、体育馆、实验楼群'),
  album('buildings', '学生宿舍与食堂', '同学们的生活空间。', '后勤保障处', 9, '东区宿舍、西区宿舍、第一食堂、第二食堂'),
  album('events', '2026 届毕业典礼', '学位授予仪式与毕业生合影。', '融媒体中心', 12, '入场、拨穗仪式、校长致辞、毕业合影、抛帽瞬间、与导师合影、校门留念'),
  album('events', '第六十届运动会', '田径、接力与团体项目的精彩瞬间。', '体育部', 15, '开幕式、百米冲刺、接力交棒、跳高、颁奖'),
  album(
    'history',
    '老照片里的示范大学',
    '建校以来的珍贵影像，由档案馆提供。',
    '档案馆',
    20,
    '建校初期的校门、第一届毕业生、老图书馆、八十年代的教室、校庆五十周年',
  ),
];
