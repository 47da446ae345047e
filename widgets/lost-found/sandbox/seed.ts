/**
 * The demo's lost and found posts, laid out from the day the sandbox first starts (posts are always
 * recent): lost items (a campus card, an umbrella, AirPods…), found items (keys, a water bottle, an ID
 * card by category only), one of 王小明's (`student`) waiting for review, one refused and one solved.
 * Pictures are drawn in code (storeSeedPicture). Other posts belong to people without a demo account.
 */
import { addDays, dayOfSeconds, storeSeedPicture, type SandboxDatabase } from '../../../sandbox/kit.ts';

type Kind = 'lost' | 'found';
type Status = 'pending' | 'open' | 'rejected' | 'solved';

export interface SeedPost {
  kind: Kind;
  category: string;
  title: string;
  description: string;
  place: string;
  contact: string;
  author: string;
  /** A demo account's user name, or null. */
  owner: string | null;
  status: Status;
  reason?: string;
  /** Hours before the sandbox's first start that it was posted. */
  hoursAgo: number;
  pictures: number;
}

const post = (
  kind: Kind,
  category: string,
  title: string,
  description: string,
  place: string,
  author: string,
  hoursAgo: number,
  extra: Partial<SeedPost> = {},
): SeedPost => ({
  kind,
  category,
  title,
  description,
  place,
  contact: '微信 campus_lf',
  author,
  owner: null,
  status: 'open',
  hoursAgo,
  pictures: 1,
  ...extra,
});

export const SEED_POSTS: readonly SeedPost[] = [
  post('lost', 'campusCard', '丢失校园卡一张', '蓝色卡套，卡面姓名陈思远，计算机学院。捡到请联系，必有酬谢！', '第二食堂二楼', '陈思远', 3, {
    contact: '138 0013 5521',
  }),
  post('lost', 'other', '黑色长柄雨伞', '天堂牌黑色长柄伞，伞柄上贴有“林”字贴纸，下课忘在教室了。', '教学楼 A 座 305', '林晓雨', 20, { pictures: 2 }),
  post(
    'lost',
    'electronics',
    'AirPods Pro 耳机（白色充电盒）',
    '充电盒上有一道划痕，套着透明保护壳。在图书馆三楼自习区丢失。',
    '图书馆三楼自习区',
    '赵一鸣',
    30,
    {
      pictures: 3,
      contact: '159 2201 7788',
    },
  ),
  post('lost', 'keys', '一串宿舍钥匙', '钥匙扣是一只小熊猫，共三把钥匙。', '东区操场看台', '孙浩然', 54, { pictures: 0 }),
  post('found', 'keys', '捡到电动车钥匙', '雅迪电动车钥匙，带红色绳子，已交到南门保安室。', '南门快递点', '周子涵', 6, { contact: '南门保安室 8852 1100' }),
  post('found', 'idCard', '捡到身份证一张', '姓名吴**，已交到学生服务中心一楼失物招领处，凭本人有效证件认领。', '体育馆门口', '学生服务中心', 10, {
    pictures: 0,
    contact: '学生服务中心 8852 0001',
  }),
  post('found', 'books', '高等数学（第七版）上册', '扉页写有“软件2301”，书里夹着几张草稿纸。', '教学楼 B 座 102', '郑凯', 26),
  post('found', 'bags', '捡到蓝色保温杯', '膳魔师保温杯，杯身有星星贴纸。', '西区篮球场', '黄诗琪', 44, { pictures: 2 }),
  post('found', 'bankCard', '捡到银行卡一张', '工商银行借记卡，已交到保卫处，请失主带身份证认领。', '第一食堂门口', '保卫处', 70, {
    pictures: 0,
    contact: '保卫处 8852 0110',
  }),
  // 王小明's own: one waiting for review, one refused, one solved.
  post('found', 'electronics', '捡到一个充电宝', '小米充电宝，白色，在自习室座位上捡到。', '图书馆二楼自习室', '王小明', 1, {
    owner: 'student',
    status: 'pending',
    contact: '138 0000 1234',
    pictures: 2,
  }),
  post('lost', 'other', '丢了东西', '', '学校', '王小明', 100, {
    owner: 'student',
    status: 'rejected',
    reason: '请写清楚丢失的物品名称、特征和地点',
    contact: '138 0000 1234',
    pictures: 0,
  }),
  post('lost', 'books', '英语四级真题书', '封面写着王小明，已经找到了，谢谢大家！', '图书馆一楼', '王小明', 150, {
    owner: 'student',
    status: 'solved',
    contact: '138 0000 1234',
  }),
  // Someone else's, waiting for the reviewer.
  post('lost', 'bags', '灰色双肩包', '书包里有笔记本电脑和课本，非常着急！', '图书馆门口存包柜', '马欣悦', 2, { status: 'pending', pictures: 1 }),
];

const HOUR = 3_600;

/** Writes the seed posts, once, from `nowSeconds` (the sandbox's clock at its first start). */
export function seedPosts(db: SandboxDatabase, nowSeconds: number): void {
  if (db.prepare('SELECT 1 FROM lost_found_seeded').get()) return;
  const insert = db.prepare(`
    INSERT INTO lost_found_posts (kind, category, title, description, place, happened_on, contact, author, owner, status, reason, created_at, solved_at)
    VALUES (@kind, @category, @title, @description, @place, @happenedOn, @contact, @author, @owner, @status, @reason, @createdAt, @solvedAt)
  `);
  const picture = db.prepare('INSERT INTO lost_found_images (post_id, position, url) VALUES (?, ?, ?)');
  let n = 60;
  db.transaction(() => {
    for (const seed of SEED_POSTS) {
      const createdAt = nowSeconds - seed.hoursAgo * HOUR;
      const happenedOn = addDays(dayOfSeconds(createdAt), seed.hoursAgo > 24 ? -1 : 0);
      const { lastInsertRowid } = insert.run({
        ...seed,
        happenedOn,
        reason: seed.reason ?? null,
        createdAt,
        solvedAt: seed.status === 'solved' ? createdAt + 30 * HOUR : null,
      });
      for (let position = 0; position < seed.pictures; position++) {
        picture.run(lastInsertRowid, position, storeSeedPicture(db, n++, `${seed.title}-${position + 1}.png`, createdAt, seed.owner));
      }
    }
    db.prepare('INSERT INTO lost_found_seeded (seeded_at) VALUES (?)').run(nowSeconds);
  })();
}
