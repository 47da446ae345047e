/**
 * The photo wall's refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts,
 * replyFail). A missing photo and a text field's length are refused by sandbox/routes/ownUpload.ts, which
 * names the field as PHOTO_FIELDS does.
 */
import type { InThreeLanguages, LocalMessage } from '../../../sandbox/kit.ts';

/** The text fields a photo or an entry is sent with, named as a refusal names them (checkText's `label`). */
export const PHOTO_FIELDS = {
  title: { zh: '标题', en: 'title', tw: '標題' },
  description: { zh: '描述', en: 'description', tw: '描述' },
  entryTitle: { zh: '作品名称', en: 'title of your entry', tw: '作品名稱' },
} as const satisfies Record<string, InThreeLanguages>;

export const PHOTO_MESSAGES = {
  notFound: { zh: '照片不存在或已删除', en: 'This photo does not exist or has been deleted', tw: '照片不存在或已刪除' },
  badLike: {
    zh: '参数 like 无效：应为 1（点赞）或 0（取消）',
    en: 'The like parameter is not valid: it must be 1 (like) or 0 (undo)',
    tw: '參數 like 無效：應為 1（按讚）或 0（取消）',
  },
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
