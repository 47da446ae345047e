/** The ticket backend's refusals and messages, in the portal's three languages (the reader gets theirs: sandbox/envelope.ts). */
import { clockOf, dayOf, type LocalMessage } from '../../../sandbox/kit.ts';

type Text = { zh: string; en: string; tw: string };

/** An instant as China's wall clock, `2026-11-28 10:05`. */
const when = (seconds: number) => `${dayOf(seconds * 1000)} ${clockOf(seconds * 1000)}`;

export const TICKET_MESSAGES = {
  notFound: { zh: '该活动不存在或已下架', en: 'This event does not exist or was taken down', tw: '該活動不存在或已下架' },
  ended: { zh: '抢票已结束', en: 'The ticket sale has ended', tw: '搶票已結束' },
  soldOut: {
    zh: '票已抢光，可订阅退票提醒，有票回流时通知你',
    en: 'All tickets are gone. Subscribe and we will tell you when a ticket comes back',
    tw: '票已搶光，可訂閱退票提醒，有票回流時通知你',
  },
  already: { zh: '你已抢到本场的票，每人限一张', en: 'You already have a ticket for this event: one per person', tw: '你已搶到本場的票，每人限一張' },
  seatNeeded: { zh: '请先在座位图上选择座位', en: 'Choose a seat on the seat map first', tw: '請先在座位圖上選擇座位' },
  noSeats: { zh: '本场不设座位，无需选座', en: 'This event has no seats to choose', tw: '本場不設座位，無需選座' },
  seatMissing: {
    zh: '该座位不存在，请在座位图上重新选择',
    en: 'That seat does not exist: choose one on the seat map',
    tw: '該座位不存在，請在座位圖上重新選擇',
  },
  seatTaken: { zh: '该座位刚被别人选走，请换一个座位', en: 'Someone just took that seat: choose another one', tw: '該座位剛被別人選走，請換一個座位' },
  noHold: {
    zh: '没有等待填写信息的票：保留可能已超时释放，请重新抢票',
    en: 'You have no ticket waiting for its form: the hold may have run out. Grab a ticket again',
    tw: '沒有等待填寫資訊的票：保留可能已逾時釋放，請重新搶票',
  },
  noForm: { zh: '本场无需填写信息', en: 'This event asks for no form', tw: '本場無需填寫資訊' },
  notMine: { zh: '你没有本场的票', en: 'You have no ticket for this event', tw: '你沒有本場的票' },
  checkedNoRefund: { zh: '已检票的票不能退', en: 'A ticket already checked in cannot be refunded', tw: '已檢票的票不能退' },
  checkerOnly: { zh: '只有检票员可以检票', en: 'Only ticket checkers can check tickets', tw: '只有檢票員可以檢票' },
  unknownCode: { zh: '兑换码无效，请核对后重试', en: 'No ticket has this code: check it and try again', tw: '兌換碼無效，請核對後重試' },
  refunded: { zh: '这张票已退票，不能入场', en: 'This ticket was refunded: it does not admit anyone', tw: '這張票已退票，不能入場' },
  expired: {
    zh: '这张票未按时填写信息，已失效',
    en: 'This ticket’s form was not sent in time: it is void',
    tw: '這張票未按時填寫資訊，已失效',
  },
  held: {
    zh: '这张票尚未确认（信息采集未完成），暂不能入场',
    en: 'This ticket is not confirmed yet (its form is not sent): it does not admit anyone yet',
    tw: '這張票尚未確認（資訊採集未完成），暫不能入場',
  },
} as const satisfies Record<string, LocalMessage>;

export function notOpenYet(opensAt: number): Text {
  return {
    zh: `抢票将于 ${when(opensAt)} 开始，请到时再来`,
    en: `The sale opens at ${when(opensAt)} (China time): come back then`,
    tw: `搶票將於 ${when(opensAt)} 開始，請屆時再來`,
  };
}

export function needsPrerequisite(title: Text): Text {
  return {
    zh: `需先持有前置活动「${title.zh}」的票，才能抢本场`,
    en: `You need a ticket for “${title.en}” (the prerequisite event) before this one`,
    tw: `需先持有前置活動「${title.tw}」的票，才能搶本場`,
  };
}

export function refundClosed(refundUntil: number): Text {
  return {
    zh: `退票已截止（${when(refundUntil)} 前可退）`,
    en: `Refunds closed at ${when(refundUntil)} (China time)`,
    tw: `退票已截止（${when(refundUntil)} 前可退）`,
  };
}

export function otherEvent(title: Text): Text {
  return {
    zh: `这张票属于「${title.zh}」，不是本场活动`,
    en: `This ticket is for “${title.en}”, not for this event`,
    tw: `這張票屬於「${title.tw}」，不是本場活動`,
  };
}

/** The message a subscriber gets when a ticket of a sold-out event comes back. */
export function ticketsBack(title: Text): { title: string; body: string } {
  return {
    title: `「${title.zh}」有票回流`,
    body: `有同学退票，「${title.zh}」现在有余票，先到先得，快去抢吧。`,
  };
}
