/**
 * The demo's flea market, laid out from the day the sandbox first starts: textbooks, bikes, desk lamps,
 * electronics… on sale, reserved, sold and one taken down by the moderator. 王小明 (`student`) sells a
 * listing in each state and has favourited two others; the other sellers have no demo account.
 * Favourite counts come from fans who are not accounts. Pictures are drawn in code.
 */
import { storeSeedPicture, type SandboxDatabase } from '../../../sandbox/kit.ts';

type Status = 'onSale' | 'reserved' | 'sold' | 'removed';

export interface SeedListing {
  title: string;
  category: string;
  condition: 'new' | 'likeNew' | 'used' | 'worn';
  priceFen: number;
  description: string;
  seller: string;
  owner: string | null;
  status: Status;
  removedReason?: string;
  hoursAgo: number;
  pictures: number;
  fans: number;
  /** 王小明 favourited it. */
  studentFavourite?: boolean;
}

const listing = (
  title: string,
  category: string,
  condition: SeedListing['condition'],
  priceFen: number,
  description: string,
  seller: string,
  hoursAgo: number,
  extra: Partial<SeedListing> = {},
): SeedListing => ({ title, category, condition, priceFen, description, seller, owner: null, status: 'onSale', hoursAgo, pictures: 2, fans: 0, ...extra });

export const SEED_LISTINGS: readonly SeedListing[] = [
  listing('高等数学（同济第七版）上下册', 'textbooks', 'used', 2500, '有少量笔记，无缺页，期末复习很好用。', '陈思远', 2, { fans: 3, studentFavourite: true }),
  listing('捷安特山地自行车', 'bikes', 'used', 32000, '骑了两年，刚换了刹车片，送车锁。毕业出，东区自提。', '赵一鸣', 5, { pictures: 3, fans: 8 }),
  listing('LED 护眼台灯', 'appliances', 'likeNew', 4550, '三档调光，宿舍用了一学期，带原装盒子。', '林晓雨', 9, { fans: 2, studentFavourite: true }),
  listing('大学英语四级真题（2025 版）', 'textbooks', 'new', 1800, '买重了，全新未拆封。', '孙浩然', 20, { pictures: 1 }),
  listing('罗技无线鼠标 M330', 'electronics', 'likeNew', 6000, '静音款，带接收器，电池刚换。', '周子涵', 30, { fans: 1 }),
  listing('宿舍小风扇', 'appliances', 'used', 1500, 'USB 供电，三档风速。', '黄诗琪', 50, { status: 'reserved', fans: 2 }),
  listing('羽毛球拍一对', 'sports', 'used', 8000, '送半筒球，拍线有点松。', '郑凯', 70, { status: 'sold', fans: 4 }),
  listing('考研政治全套资料', 'textbooks', 'used', 3000, '肖秀荣全套，笔记很全。', '马欣悦', 90, { status: 'sold', pictures: 1 }),
  // 王小明's own listings, one in each state.
  listing('九成新电饭煲', 'appliances', 'likeNew', 9900, '美的 1.6L，只用过几次，宿舍不让用了。', '王小明', 4, { owner: 'student', fans: 1 }),
  listing('C 语言程序设计教材', 'textbooks', 'used', 1200, '谭浩强第五版，书角有折痕。', '王小明', 40, { owner: 'student', status: 'reserved' }),
  listing('篮球（斯伯丁）', 'sports', 'worn', 3500, '室外球，还能打。', '王小明', 120, { owner: 'student', status: 'sold', fans: 2 }),
  listing('代写课程作业', 'other', 'new', 5000, '各科作业都可以代写，价格好商量。', '王小明', 60, {
    owner: 'student',
    status: 'removed',
    removedReason: '代写作业违反校规和市场规则，已下架',
    pictures: 0,
  }),
];

const HOUR = 3_600;

/** Writes the seed listings, once, from `nowSeconds` (the sandbox's clock at its first start). */
export function seedListings(db: SandboxDatabase, nowSeconds: number): void {
  if (db.prepare('SELECT 1 FROM flea_market_seeded').get()) return;
  const insert = db.prepare(`
    INSERT INTO flea_listings (title, category, condition, price_fen, description, contact, seller, owner, status, removed_reason, created_at)
    VALUES (@title, @category, @condition, @priceFen, @description, @contact, @seller, @owner, @status, @removedReason, @createdAt)
  `);
  const picture = db.prepare('INSERT INTO flea_images (listing_id, position, url) VALUES (?, ?, ?)');
  const favourite = db.prepare('INSERT INTO flea_favourites (listing_id, username) VALUES (?, ?)');
  let n = 90;
  db.transaction(() => {
    for (const seed of SEED_LISTINGS) {
      const createdAt = nowSeconds - seed.hoursAgo * HOUR;
      const contact = seed.owner === 'student' ? '微信 wxm2301' : '微信 flea_' + String(n);
      const { lastInsertRowid } = insert.run({ ...seed, contact, removedReason: seed.removedReason ?? null, createdAt });
      const id = Number(lastInsertRowid);
      for (let position = 0; position < seed.pictures; position++) {
        picture.run(id, position, storeSeedPicture(db, n++, `${seed.title}-${position + 1}.png`, createdAt, seed.owner));
      }
      for (let fan = 1; fan <= seed.fans; fan++) favourite.run(id, `fan${String(fan).padStart(3, '0')}`);
      if (seed.studentFavourite) favourite.run(id, 'student');
    }
    db.prepare('INSERT INTO flea_market_seeded (seeded_at) VALUES (?)').run(nowSeconds);
  })();
}
