/** What a card needs before it is sent (the school's server checks again). */

export interface CardDraft {
  templateId?: string;
  recipientId?: number;
  content: string;
}

export type CardProblems = Partial<Record<'template' | 'recipient' | 'content', { key: string; max?: number }>>;

/** Characters as the user counts them: an emoji is one. */
export const textLength = (text: string) => [...text].length;

export function checkCard(draft: CardDraft, maxLength: number): CardProblems {
  const problems: CardProblems = {};
  if (!draft.templateId) problems.template = { key: 'rules.template' };
  if (!draft.recipientId) problems.recipient = { key: 'rules.recipient' };
  const text = draft.content.trim();
  if (text === '') problems.content = { key: 'rules.required' };
  else if (textLength(text) > maxLength) problems.content = { key: 'rules.tooLong', max: maxLength };
  return problems;
}
