/** The do-not-disturb draft and its rules, shared by both layouts (and mirrored by the school's checks). */

export interface DndDraft {
  enabled: boolean;
  start: string;
  end: string;
  muted: string[];
}

export type DndProblems = Partial<Record<'start' | 'end' | 'channels', 'time' | 'same' | 'channels'>>;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What is wrong with the draft, by field (empty when it may be saved). A switched-off draft keeps its window but is not held to it. */
export function checkDraft(draft: DndDraft): DndProblems {
  const problems: DndProblems = {};
  if (!CLOCK_TIME.test(draft.start)) problems.start = 'time';
  if (!CLOCK_TIME.test(draft.end)) problems.end = 'time';
  if (!problems.start && !problems.end && draft.start === draft.end) problems.end = 'same';
  if (draft.enabled && draft.muted.length === 0) problems.channels = 'channels';
  return problems;
}

/** The window ends the next day (22:00–07:00). */
export const crossesMidnight = (start: string, end: string) => CLOCK_TIME.test(start) && CLOCK_TIME.test(end) && minutes(end) < minutes(start);

/** The window as parts of one day, in percent of 24 h: one part, or two when it crosses midnight. */
export function daySegments(start: string, end: string): Array<{ from: number; to: number }> {
  if (!CLOCK_TIME.test(start) || !CLOCK_TIME.test(end) || start === end) return [];
  const percent = (time: string) => (minutes(time) / 1440) * 100;
  return crossesMidnight(start, end)
    ? [
        { from: percent(start), to: 100 },
        { from: 0, to: percent(end) },
      ]
    : [{ from: percent(start), to: percent(end) }];
}
