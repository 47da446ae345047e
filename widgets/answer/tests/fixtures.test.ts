import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { answerHistory, answerItems, answerRecord, answerScored, safetyPaper, surveyPaper } from '../fixtures.ts';

describe('answer fixtures follow the response contracts', () => {
  it('answer.list, answer.paper, answer.submit, answer.history and answer.record', () => {
    expectContract('answer.list', { list: answerItems });
    expectContract('answer.paper', safetyPaper);
    expectContract('answer.paper', surveyPaper);
    expectContract('answer.submit', answerScored);
    expectContract('answer.history', answerHistory);
    expectContract('answer.record', answerRecord);
  });
});
