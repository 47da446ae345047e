/**
 * How a response to one question is checked and scored: choices as a set (a multiple choice is right only
 * when exactly the right keys are chosen), a blank against its accepted texts (spaces, case and full-width
 * forms ignored), free text never scored.
 */
export type QuestionType = 'single' | 'multiple' | 'judge' | 'fill' | 'text';

export interface ScoredQuestion {
  type: QuestionType;
  options: readonly { key: string }[];
  /** The right keys, or a blank's accepted texts; empty for free text. */
  answer: readonly string[];
  points: number;
}

export interface Response {
  choices?: string[];
  text?: string;
}

/** A blank's text as compared: NFKC (full-width to half-width), no spaces, lower case. */
const normalized = (text: string) => text.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();

/** Whether the response says anything (an unanswered question has neither a choice nor a text). */
export function isAnswered(question: Pick<ScoredQuestion, 'type'>, response: Response | undefined): boolean {
  if (!response) return false;
  return question.type === 'fill' || question.type === 'text' ? (response.text ?? '').trim() !== '' : (response.choices ?? []).length > 0;
}

/** What is wrong with a response's form (a choice not offered, two choices for one), or undefined. */
export function shapeProblem(question: ScoredQuestion, response: Response): 'notOffered' | 'oneChoice' | undefined {
  if (question.type === 'fill' || question.type === 'text') return undefined;
  const choices = response.choices ?? [];
  if (!choices.every((key) => question.options.some((option) => option.key === key))) return 'notOffered';
  if (question.type !== 'multiple' && choices.length > 1) return 'oneChoice';
  return undefined;
}

/** Right or wrong and the points gained; null for free text, which is not scored. */
export function scoreOf(question: ScoredQuestion, response: Response | undefined): { correct: boolean; gained: number } | null {
  if (question.type === 'text') return null;
  let correct: boolean;
  if (question.type === 'fill') {
    const given = normalized(response?.text ?? '');
    correct = given !== '' && question.answer.some((accepted) => normalized(accepted) === given);
  } else {
    const chosen = new Set(response?.choices ?? []);
    correct = chosen.size === question.answer.length && question.answer.every((key) => chosen.has(key));
  }
  return { correct, gained: correct ? question.points : 0 };
}
