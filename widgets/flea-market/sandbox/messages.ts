/**
 * The flea market's refusals in the portal's three languages: the reader gets theirs (replyFail).
 * Missing or overlong fields and a price that is no whole number of fen are refused by the keys'
 * contracts (contracts/*.body.schema.json).
 */
import type { InThreeLanguages } from '../../../sandbox/kit.ts';

export const FLEA_MARKET_MESSAGES = {
  notFound: { zh: '该商品不存在或已下架', en: 'This listing does not exist or has been taken down', tw: '該商品不存在或已下架' },
  tooManyImages: { zh: '最多上传 9 张图片', en: 'At most 9 pictures', tw: '最多上傳 9 張圖片' },
  notOwnImage: { zh: '图片上传失败，请重新上传', en: 'A picture was not uploaded; upload it again', tw: '圖片上傳失敗，請重新上傳' },
  notSeller: { zh: '只有卖家可以修改商品状态', en: 'Only the seller can change the listing', tw: '只有賣家可以修改商品狀態' },
  removed: {
    zh: '该商品已被管理员下架，不能再修改',
    en: 'A moderator took this listing down; it cannot be changed',
    tw: '該商品已被管理員下架，不能再修改',
  },
  sold: { zh: '该商品已售出', en: 'This item has been sold', tw: '該商品已售出' },
  sameStatus: { zh: '商品已经是这个状态了', en: 'The listing is already in that state', tw: '商品已經是這個狀態了' },
  ownListing: { zh: '这是你自己发布的商品', en: 'This is your own listing', tw: '這是你自己發布的商品' },
  notForSale: {
    zh: '该商品已预订或已售出，暂不能联系卖家',
    en: 'This item is reserved or sold; the seller is not taking offers',
    tw: '該商品已預訂或已售出，暫不能聯絡賣家',
  },
  alreadyDown: { zh: '该商品已下架或已售出', en: 'This listing is already down or sold', tw: '該商品已下架或已售出' },
  forbidden: { zh: '你没有管理二手市场的权限', en: 'You cannot moderate the flea market', tw: '你沒有管理二手市場的權限' },
} as const satisfies Record<string, InThreeLanguages>;
