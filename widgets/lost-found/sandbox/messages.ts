/**
 * The lost and found refusals in the portal's three languages: the reader gets theirs (replyFail).
 * Missing or overlong fields are refused by the keys' contracts (contracts/*.body.schema.json).
 */
import type { InThreeLanguages } from '../../../sandbox/kit.ts';

export const LOST_FOUND_MESSAGES = {
  notFound: { zh: '该信息不存在或已删除', en: 'This post does not exist or has been deleted', tw: '該資訊不存在或已刪除' },
  idCardNumber: {
    zh: '请不要填写身份证号码：证件只需选择“证件”类别，写明姓氏和交还地点即可',
    en: 'Do not write ID card numbers: choose the category "ID cards" and say only the surname and where to collect it',
    tw: '請不要填寫身分證號碼：證件只需選擇「證件」類別，寫明姓氏和交還地點即可',
  },
  bankCardNumber: {
    zh: '请不要填写银行卡号：银行卡只需选择“银行卡”类别，写明发卡银行和交还地点即可',
    en: 'Do not write bank card numbers: choose the category "Bank cards" and say only the bank and where to collect it',
    tw: '請不要填寫銀行卡號：銀行卡只需選擇「銀行卡」類別，寫明發卡銀行和交還地點即可',
  },
  tooManyImages: { zh: '最多上传 9 张图片', en: 'At most 9 pictures', tw: '最多上傳 9 張圖片' },
  notOwnImage: { zh: '图片上传失败，请重新上传', en: 'A picture was not uploaded; upload it again', tw: '圖片上傳失敗，請重新上傳' },
  futureDay: { zh: '日期不能晚于今天', en: 'The day cannot be after today', tw: '日期不能晚於今天' },
  reviewed: { zh: '这条信息已经审核过了', en: 'This post has already been reviewed', tw: '這條資訊已經審核過了' },
  reasonMissing: { zh: '请填写未通过的原因', en: 'Say why the post is rejected', tw: '請填寫未通過的原因' },
  notYours: { zh: '只有发布者可以标记为已解决', en: 'Only the person who posted it can mark it solved', tw: '只有發布者可以標記為已解決' },
  notOpen: { zh: '只有已发布的信息可以标记为已解决', en: 'Only a published post can be marked solved', tw: '只有已發布的資訊可以標記為已解決' },
  forbidden: { zh: '你没有审核失物招领的权限', en: 'You cannot review lost and found posts', tw: '你沒有審核失物招領的權限' },
} as const satisfies Record<string, InThreeLanguages>;
