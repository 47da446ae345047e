/**
 * The photo wall's refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts,
 * replyFail). A missing or overlong title or description, a missing photo and a bad like value are refused
 * by the keys' contracts (contracts/*.body.schema.json), in the same words as the photo that is not the
 * user's own upload (sandbox/routes/ownUpload.ts).
 */
import type { InThreeLanguages, LocalMessage } from '../../../sandbox/kit.ts';

export const PHOTO_MESSAGES = {
  notFound: { zh: '照片不存在或已删除', en: 'This photo does not exist or has been deleted', tw: '照片不存在或已刪除' },
  sentTwice: { zh: '这张照片已经提交过了', en: 'This photo has already been sent', tw: '這張照片已經提交過了' },
  dailyLimit: (limit: number): InThreeLanguages => ({
    zh: `每天最多上传 ${limit} 张照片，请明天再来`,
    en: `You can upload at most ${limit} photos a day; come back tomorrow`,
    tw: `每天最多上傳 ${limit} 張照片，請明天再來`,
  }),
  campaignNotFound: { zh: '该征集活动不存在', en: 'This photo call does not exist', tw: '該徵集活動不存在' },
  campaignClosed: { zh: '征集已截止，感谢关注', en: 'This photo call has closed; thank you for your interest', tw: '徵集已截止，感謝關注' },
  enteredTwice: { zh: '这张照片已经投稿过了', en: 'This photo has already been entered', tw: '這張照片已經投稿過了' },
  entriesLimit: (limit: number): InThreeLanguages => ({
    zh: `每人最多投稿 ${limit} 张`,
    en: `Each person can enter at most ${limit} photos`,
    tw: `每人最多投稿 ${limit} 張`,
  }),
} as const satisfies Record<string, LocalMessage | ((limit: number) => InThreeLanguages)>;
