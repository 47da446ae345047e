/**
 * Every refusal of the seat backend in the portal's three languages (the reader gets theirs through
 * replyFail), each saying why and, where there is one, what to do instead. Times are China time.
 */
import { clockOf, dayOf, type InThreeLanguages } from '../../../sandbox/kit.ts';
import { lengthText } from './seatRules.ts';

/** `2026-11-25 20:00` for an instant in seconds. */
const when = (at: number) => `${dayOf(at * 1000)} ${clockOf(at * 1000)}`;
const clock = (at: number) => clockOf(at * 1000);

export const SEAT_MESSAGES = {
  roomMissing: { zh: '该自习室不存在或已关闭', en: 'This study room does not exist or is closed', tw: '該自習室不存在或已關閉' },
  seatMissing: { zh: '该座位不存在', en: 'This seat does not exist', tw: '該座位不存在' },
  bookingMissing: { zh: '没有找到这条预约', en: 'This booking was not found', tw: '沒有找到這條預約' },
  noCurrentBooking: { zh: '你目前没有待使用的座位预约', en: 'You have no seat booking coming up', tw: '你目前沒有待使用的座位預約' },
  pastDay: { zh: '不能预约已经过去的日期', en: 'That day is already over', tw: '不能預約已經過去的日期' },
  grid: {
    zh: '开始和结束时间须为整点或半点，且结束晚于开始',
    en: 'Start and end must be on the hour or half hour, and the end after the start',
    tw: '開始和結束時間須為整點或半點，且結束晚於開始',
  },
  cancelled: { zh: '该预约已取消', en: 'This booking was cancelled', tw: '該預約已取消' },
  finished: { zh: '该预约已结束', en: 'This booking is over', tw: '該預約已結束' },
  alreadyIn: { zh: '你已经签到了', en: 'You have already checked in', tw: '你已經簽到了' },
  wrongCode: {
    zh: '签到码不正确，请核对服务台屏幕上今天的签到码',
    en: 'Wrong code: check today’s code on the desk’s screen',
    tw: '簽到碼不正確，請核對服務台螢幕上今天的簽到碼',
  },
  leaveNotIn: { zh: '签到后才能暂离', en: 'You can step away only after checking in', tw: '簽到後才能暫離' },
  alreadyAway: {
    zh: '你已在暂离中，回来后请用签到码签回',
    en: 'You are already away; check back in with the desk’s code',
    tw: '你已在暫離中，回來後請用簽到碼簽回',
  },
  checkoutNotIn: {
    zh: '还没有签到，无需签离；不用座位请取消预约',
    en: 'You have not checked in; cancel the booking if you do not need the seat',
    tw: '還沒有簽到，無需簽離；不用座位請取消預約',
  },
  cancelAfterIn: {
    zh: '已签到的预约不能取消，离开时请签离',
    en: 'A booking you checked in to cannot be cancelled; check out when you leave',
    tw: '已簽到的預約不能取消，離開時請簽離',
  },
} as const satisfies Record<string, InThreeLanguages>;

/** Booking for `day` opens at `opensAt` (seconds): not yet. */
export const notOpenYet = (day: string, opensAt: number): InThreeLanguages => ({
  zh: `${day} 的座位还未开放预约，将于 ${when(opensAt)} 开放`,
  en: `Booking for ${day} is not open yet: it opens at ${when(opensAt)}`,
  tw: `${day} 的座位還未開放預約，將於 ${when(opensAt)} 開放`,
});

export const outsideHours = (openFrom: string, openTo: string): InThreeLanguages => ({
  zh: `该自习室的开放时间为 ${openFrom}–${openTo}，请在开放时间内预约`,
  en: `This room is open ${openFrom}–${openTo}: book within those hours`,
  tw: `該自習室的開放時間為 ${openFrom}–${openTo}，請在開放時間內預約`,
});

export const tooLong = (maxMinutes: number): InThreeLanguages => {
  const length = lengthText(maxMinutes);
  return {
    zh: `每次最多预约 ${length.zh}，请缩短时间`,
    en: `A booking can last at most ${length.en}: choose a shorter time`,
    tw: `每次最多預約 ${length.tw}，請縮短時間`,
  };
};

/** The time chosen began too long ago to be checked in to. */
export const tooLate = (deadline: number): InThreeLanguages => ({
  zh: `这个时段的签到已于 ${clock(deadline)} 截止，请选择之后的时间`,
  en: `Check-in for that time closed at ${clock(deadline)}: choose a later time`,
  tw: `這個時段的簽到已於 ${clock(deadline)} 截止，請選擇之後的時間`,
});

export const seatTaken = (seat: string, start: string, end: string): InThreeLanguages => ({
  zh: `座位 ${seat} 在 ${start}–${end} 已被别人预约，请换一个座位或时间`,
  en: `Seat ${seat} is already booked for ${start}–${end}: choose another seat or time`,
  tw: `座位 ${seat} 在 ${start}–${end} 已被別人預約，請換一個座位或時間`,
});

export const alreadyBooked = (room: InThreeLanguages, seat: string, start: string, end: string): InThreeLanguages => ({
  zh: `你在这段时间已有预约（${room.zh} ${seat}，${start}–${end}），同一时间只能预约一个座位`,
  en: `You already have a booking then (${room.en} ${seat}, ${start}–${end}): one seat at a time`,
  tw: `你在這段時間已有預約（${room.tw} ${seat}，${start}–${end}），同一時間只能預約一個座位`,
});

export const banned = (count: number, days: number, until: number): InThreeLanguages => ({
  zh: `你在 ${days} 天内有 ${count} 次预约未签到，${when(until)} 前不能预约该自习室的座位`,
  en: `You missed ${count} bookings within ${days} days: you cannot book seats in this room until ${when(until)}`,
  tw: `你在 ${days} 天內有 ${count} 次預約未簽到，${when(until)} 前不能預約該自習室的座位`,
});

export const checkInTooEarly = (from: number): InThreeLanguages => ({
  zh: `还没到签到时间，${clock(from)} 起可以签到`,
  en: `Too early to check in: check-in opens at ${clock(from)}`,
  tw: `還沒到簽到時間，${clock(from)} 起可以簽到`,
});

export const checkInTooLate = (deadline: number): InThreeLanguages => ({
  zh: `签到已于 ${clock(deadline)} 截止，座位已自动释放`,
  en: `Check-in closed at ${clock(deadline)}; the seat was released`,
  tw: `簽到已於 ${clock(deadline)} 截止，座位已自動釋放`,
});

export const awayTooLong = (minutes: number): InThreeLanguages => ({
  zh: `暂离超过 ${minutes} 分钟，座位已自动释放`,
  en: `You were away longer than ${minutes} minutes; the seat was released`,
  tw: `暫離超過 ${minutes} 分鐘，座位已自動釋放`,
});
