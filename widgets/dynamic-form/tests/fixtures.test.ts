import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { clubDefinition, formList, mine, mySubmission, owned, submissions } from '../fixtures.ts';

describe('dynamic-form fixtures follow the response contracts', () => {
  it.each([
    ['dynamic-form.list', formList],
    ['dynamic-form.definition', clubDefinition],
    ['dynamic-form.mine', mine],
    ['dynamic-form.owned', owned],
    ['dynamic-form.submission', mySubmission],
    ['dynamic-form.submissions', submissions],
  ])('%s', (key, answer) => expectContract(key, answer));
});
