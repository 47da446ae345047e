/**
 * A start and an end a user typed, as instants: what a meeting, an agenda item or any other span of time
 * checks first, with the same refusals everywhere. How long a span may last is each widget's own rule.
 */
import type { InThreeLanguages } from '../envelope.ts';
import type { Parsed } from '../queryParams.ts';
import { instantOf } from '../../runtime/shared/chinaTime.ts';

export const TIME_RANGE_MESSAGES = {
  badStart: { zh: '请按 年-月-日 时:分 填写开始时间', en: 'Enter the start as year-month-day hour:minute', tw: '請按 年-月-日 時:分 填寫開始時間' },
  badEnd: { zh: '请按 年-月-日 时:分 填写结束时间', en: 'Enter the end as year-month-day hour:minute', tw: '請按 年-月-日 時:分 填寫結束時間' },
  endBeforeStart: { zh: '结束时间须晚于开始时间', en: 'The end time must be later than the start time', tw: '結束時間須晚於開始時間' },
} as const satisfies Record<string, InThreeLanguages>;

/**
 * The instants of `start` and `end`, read by `read` (the kit's instantOf, 'YYYY-MM-DD HH:mm' China time,
 * unless given), the end later than the start, or the same when `endMayEqualStart` (an all-day item's last
 * day is inclusive); else the refusal of the first that is wrong.
 */
export function timeRangeOf(
  start: string,
  end: string,
  { read = instantOf, endMayEqualStart = false }: { read?: (text: string) => number | undefined; endMayEqualStart?: boolean } = {},
): Parsed<{ start: number; end: number }> {
  const from = read(start);
  if (from === undefined) return { ok: false, message: TIME_RANGE_MESSAGES.badStart };
  const to = read(end);
  if (to === undefined) return { ok: false, message: TIME_RANGE_MESSAGES.badEnd };
  if (endMayEqualStart ? to < from : to <= from) return { ok: false, message: TIME_RANGE_MESSAGES.endBeforeStart };
  return { ok: true, value: { start: from, end: to } };
}
