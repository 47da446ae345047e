/** The activity backend's refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
import type { InThreeLanguages } from '../../../sandbox/kit.ts';

const DATE_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const DATE_TIME_EN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const DATE_TIME_TW = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as each language writes it (China time), for a refusal that names when something opens. */
const at = (seconds: number) => ({ zh: DATE_TIME.format(seconds * 1000), en: DATE_TIME_EN.format(seconds * 1000), tw: DATE_TIME_TW.format(seconds * 1000) });

export const ACTIVITY_MESSAGES = {
  organiserOnly: { zh: '只有活动组织者可以管理活动', en: 'Only activity organisers can manage activities', tw: '只有活動組織者可以管理活動' },
  notFound: { zh: '该活动不存在或已被删除', en: 'This activity does not exist or has been deleted', tw: '該活動不存在或已被刪除' },
  notYours: { zh: '这不是你组织的活动，无法管理', en: 'You do not organise this activity, so you cannot manage it', tw: '這不是你組織的活動，無法管理' },
  signupNotFound: { zh: '该报名记录不存在', en: 'This sign-up does not exist', tw: '該報名記錄不存在' },
  full: { zh: '名额已满，报名未成功', en: 'All places are taken: your sign-up did not go through', tw: '名額已滿，報名未成功' },
  signupClosed: (ends: number): InThreeLanguages => {
    const when = at(ends);
    return { zh: `报名已于 ${when.zh} 截止`, en: `Sign-up closed on ${when.en}`, tw: `報名已於 ${when.tw} 截止` };
  },
  alreadySigned: { zh: '你已经报名了这个活动', en: 'You have already signed up for this activity', tw: '你已經報名了這個活動' },
  wasRejected: (reason: string): InThreeLanguages => ({
    zh: `你的报名未通过审核（${reason}），不能再次报名`,
    en: `Your sign-up was rejected (${reason}); you cannot sign up again`,
    tw: `你的報名未通過審核（${reason}），不能再次報名`,
  }),
  notSigned: { zh: '你还没有报名这个活动', en: 'You have not signed up for this activity', tw: '你還沒有報名這個活動' },
  cancelTooLate: {
    zh: '报名截止后不能取消报名，如有特殊情况请联系组织者',
    en: 'Sign-up has closed, so you cannot withdraw; contact the organiser',
    tw: '報名截止後不能取消報名，如有特殊情況請聯絡組織者',
  },
  checkedInCannotCancel: { zh: '你已签到，不能取消报名', en: 'You have checked in, so you cannot withdraw', tw: '你已簽到，不能取消報名' },
  alreadyDecided: { zh: '这条报名已经审核过了', en: 'This sign-up has already been reviewed', tw: '這條報名已經審核過了' },
  reasonNeeded: {
    zh: '请填写不通过的原因，报名者会看到它',
    en: 'Give the reason for rejecting: the student will read it',
    tw: '請填寫不通過的原因，報名者會看到它',
  },
  checkinNotAccepted: {
    zh: '你的报名还没有通过审核，暂不能签到',
    en: 'Your sign-up has not been accepted yet, so you cannot check in',
    tw: '你的報名還沒有通過審核，暫不能簽到',
  },
  checkinNotSigned: {
    zh: '你没有报名这个活动，不能签到',
    en: 'You have not signed up for this activity, so you cannot check in',
    tw: '你沒有報名這個活動，不能簽到',
  },
  checkinNotYet: (opens: number): InThreeLanguages => {
    const when = at(opens);
    return { zh: `签到尚未开始，${when.zh} 开放签到`, en: `Check-in opens at ${when.en}`, tw: `簽到尚未開始，${when.tw} 開放簽到` };
  },
  checkinOver: { zh: '活动已结束，签到已关闭', en: 'The activity has ended; check-in is closed', tw: '活動已結束，簽到已關閉' },
  alreadyCheckedIn: (when: number): InThreeLanguages => {
    const t = at(when);
    return { zh: `你已于 ${t.zh} 签到，无需重复签到`, en: `You checked in on ${t.en} already`, tw: `你已於 ${t.tw} 簽到，無需重複簽到` };
  },
  wrongCode: {
    zh: '签到码不正确或已过期，请输入组织者现场展示的最新签到码',
    en: 'The code is wrong or has expired: enter the latest code the organiser shows',
    tw: '簽到碼不正確或已過期，請輸入組織者現場展示的最新簽到碼',
  },
  notEnded: (ends: number): InThreeLanguages => {
    const when = at(ends);
    return {
      zh: `活动结束后（${when.zh} 起）才能发表评论和上传照片`,
      en: `Comments and photos open when the activity ends (${when.en})`,
      tw: `活動結束後（${when.tw} 起）才能發表評論和上傳照片`,
    };
  },
  notParticipant: {
    zh: '只有参加了活动的同学和组织者可以发表评论和上传照片',
    en: 'Only those who took part, and the organiser, can comment and add photos',
    tw: '只有參加了活動的同學和組織者可以發表評論和上傳照片',
  },
  albumNotFound: { zh: '该相册不存在', en: 'This album does not exist', tw: '該相簿不存在' },
  noPhoto: { zh: '请先上传照片（JPG、PNG、GIF 或 WEBP）', en: 'Upload the photo first (JPG, PNG, GIF or WEBP)', tw: '請先上傳照片（JPG、PNG、GIF 或 WEBP）' },
  noFile: { zh: '请先上传文件', en: 'Upload the file first', tw: '請先上傳檔案' },
  emptyComment: { zh: '请写下评论内容', en: 'Write your comment', tw: '請寫下評論內容' },
  badTimes: {
    zh: '时间有误：报名截止须晚于现在且不晚于活动开始，活动结束须晚于开始',
    en: 'Check the times: sign-up must close in the future and by the start, and the end must come after the start',
    tw: '時間有誤：報名截止須晚於現在且不晚於活動開始，活動結束須晚於開始',
  },
  startPassed: { zh: '活动开始时间已经过去，请重新选择', en: 'The start time has passed: choose another', tw: '活動開始時間已經過去，請重新選擇' },
} as const;
