/** What the topic board checks before it sends a message or a reply (the school's server checks again). */

/** Characters as the user counts them: an emoji is one. */
export const textLength = (text: string) => [...text].length;

export type TextProblem = { key: 'rules.required' } | { key: 'rules.tooLong'; max: number };

/** Required once trimmed, and at most `max` characters. */
export function checkMessage(text: string, max: number): TextProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'rules.required' };
  if (textLength(trimmed) > max) return { key: 'rules.tooLong', max };
  return undefined;
}

/** Replies are shorter than messages (the sandbox's limit, and the old board's). */
export const REPLY_MAX_LENGTH = 200;
