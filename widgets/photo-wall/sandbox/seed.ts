/**
 * Seed of the photo wall (照片墙) and the photo collection campaigns (征集活动). Photos are PNGs drawn in
 * code. Likes come from fans that are not accounts (`fan01`…), so a demo user's like changes a count they
 * can see. The student owns a few photos in each review state; the others belong to people who have no
 * demo account (owner null).
 */
export type PhotoStatus = 'pending' | 'approved' | 'rejected';

export interface SeedPhoto {
  title: string;
  description: string;
  author: string;
  /** A demo account's user name, or null. */
  owner: string | null;
  status: PhotoStatus;
  reason?: string;
  likes: number;
  createdAt: number;
}

const BASE = 1_778_300_000;
const HOUR = 3_600;

const photo = (title: string, description: string, author: string, likes: number, index: number, extra: Partial<SeedPhoto> = {}): SeedPhoto => ({
  title,
  description,
  author,
  owner: null,
  status: 'approved',
  likes,
  createdAt: BASE - index * 7 * HOUR,
  ...extra,
});

export const SEED_PHOTOS: readonly SeedPhoto[] = [
  photo('清晨的图书馆', '六点半的图书馆门口，已经有人在排队了。', '陈思远', 86, 0),
  photo('樱花大道', '一年一度的樱花季，人比花还多。', '林晓雨', 152, 1),
  photo('操场上的夕阳', '跑完步抬头，天空被染成了橘红色。', '王小明', 64, 2, { owner: 'student' }),
  photo('湖边的黑天鹅', '终于拍到了传说中的黑天鹅一家。', '赵一鸣', 47, 3),
  photo('雪后主楼', '', '刘佳怡', 120, 4),
  photo('食堂的糖醋排骨', '二食堂的招牌菜，每天中午都排长队。', '孙浩然', 33, 5),
  photo('实验室的深夜', '和师兄一起调试到凌晨两点。', '周子涵', 21, 6),
  photo('毕业合影', '四年，感谢遇见。', '吴梦琪', 201, 7),
  photo('银杏林', '秋天最美的角落。', '郑凯', 75, 8),
  photo('社团招新', '百团大战现场，热闹非凡。', '黄诗琪', 18, 9),
  photo('晚自习归来', '路灯下的林荫道。', '何宇航', 29, 10),
  photo('校园里的橘猫', '宿舍楼下的“校长猫”，又胖了。', '冯雅婷', 168, 11),
  photo('篮球赛决赛', '最后三秒的绝杀！', '许俊杰', 54, 12),
  photo('荷塘月色', '朱自清笔下的荷塘，原来就在这里。', '马欣悦', 92, 13),
  photo('运动会开幕式', '我们班的方阵，帅不帅？', '王小明', 12, 14, { owner: 'student' }),
  photo('考试周的自习室', '座无虚席。', '罗晨', 40, 15),
  photo('雨后彩虹', '下课时看到的双彩虹。', '高子轩', 110, 16),
  photo('宿舍阳台的多肉', '养了两年，终于开花了。', '梁静', 26, 17),
  // Waiting for review or refused: only their owners see them (myPhotos).
  photo('湖心亭的晚霞', '今天的晚霞太美了。', '王小明', 0, 18, { owner: 'student', status: 'pending' }),
  photo('模糊的合影', '', '王小明', 0, 19, { owner: 'student', status: 'rejected', reason: '图片模糊，请重新拍摄后上传' }),
  photo('新生报到日', '拖着行李箱的学弟学妹们。', '李老师', 0, 20, { owner: 'teacher', status: 'pending' }),
];

/** Photos a user may send to the wall per day (China time). */
export const PHOTOWALL_DAILY_LIMIT = 5;

export interface SeedCampaign {
  theme: string;
  description: string;
  organizer: string;
  /** Relative to when the database is seeded, in days: the demo always has an open campaign. */
  startsInDays: number;
  endsInDays: number;
  maxPerUser: number;
  entries: readonly { title: string; author: string }[];
}

export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    theme: '“我眼中的校园”摄影征集',
    description: '用镜头记录你眼中最美的校园角落。\n作品要求：原创，JPG/PNG 格式，单张不超过 5 MB。\n优秀作品将在校园官网与校报刊登，并颁发证书与纪念品。',
    organizer: '党委宣传部',
    startsInDays: -10,
    endsInDays: 20,
    maxPerUser: 3,
    entries: [
      { title: '晨读', author: '陈思远' },
      { title: '图书馆的光', author: '林晓雨' },
      { title: '秋日银杏', author: '郑凯' },
      { title: '湖畔', author: '马欣悦' },
      { title: '夜色主楼', author: '何宇航' },
      { title: '操场黄昏', author: '许俊杰' },
      { title: '雪落无声', author: '刘佳怡' },
    ],
  },
  {
    theme: '毕业季·青春留影',
    description: '晒出你和同学、老师的毕业合影，留住青春的模样。',
    organizer: '校团委',
    startsInDays: -60,
    endsInDays: -5,
    maxPerUser: 2,
    entries: [
      { title: '宿舍四人组', author: '吴梦琪' },
      { title: '和导师的合影', author: '周子涵' },
      { title: '抛帽瞬间', author: '黄诗琪' },
      { title: '最后一次晚自习', author: '罗晨' },
    ],
  },
  {
    theme: '校园萌宠大赏',
    description: '校园里的猫猫狗狗与小鸟，都可以来参赛！',
    organizer: '动物保护协会',
    startsInDays: -120,
    endsInDays: -90,
    maxPerUser: 2,
    entries: [
      { title: '校长猫', author: '冯雅婷' },
      { title: '湖边的鸭子', author: '赵一鸣' },
      { title: '图书馆门口的大黄', author: '孙浩然' },
    ],
  },
];
