/**
 * Spec §9 "elapsed time shown as days, hours, minutes": zh `2天3小时5分钟`, en `2 d 3 h 5 min`,
 * tw `2天3小時5分鐘`.
 *
 * Rules: whole minutes, rounded down (an elapsed time never claims more than has passed); leading zero
 * units are left out (`3小时5分钟`, `5分钟`) but units after the first one shown stay, zero or not
 * (`2天0小时5分钟`), so the parts keep their places; minutes always show, so under a minute is `0分钟`.
 * A negative duration (a clock a little ahead of the server's) counts as zero; NaN or Infinity gives ''.
 */
import type { Language } from '../../shared/manifestProblems.ts';

interface UnitWords {
  day: string;
  hour: string;
  minute: string;
  join: string;
}

const unitWords: Record<Language, UnitWords> = {
  zh: { day: '天', hour: '小时', minute: '分钟', join: '' },
  en: { day: ' d', hour: ' h', minute: ' min', join: ' ' },
  tw: { day: '天', hour: '小時', minute: '分鐘', join: '' },
};

const isLanguage = (value: string): value is Language => Object.hasOwn(unitWords, value);

/**
 * A duration in milliseconds (a bare number, e.g. the difference of two `Date`s) or `{ seconds }` (as
 * the portal's APIs send durations), written in `language` — 'zh', 'en' or 'tw'; anything else (say
 * i18next's 'cimode') gets zh, the portal's default language.
 */
export function formatElapsed(duration: number | { seconds: number }, language: string): string {
  const ms = typeof duration === 'number' ? duration : duration.seconds * 1000;
  if (!Number.isFinite(ms)) return '';
  const totalMinutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const words = unitWords[isLanguage(language) ? language : 'zh'];
  const parts: string[] = [];
  if (days > 0) parts.push(`${days}${words.day}`);
  if (days > 0 || hours > 0) parts.push(`${hours}${words.hour}`);
  parts.push(`${minutes}${words.minute}`);
  return parts.join(words.join);
}
