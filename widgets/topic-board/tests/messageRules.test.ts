import { describe, expect, it } from 'vitest';
import { checkMessage, textLength } from '../pages/messageRules.ts';

describe('topic message rules', () => {
  it('requires text once trimmed', () => {
    expect(checkMessage('   \n ', 10)).toEqual({ key: 'rules.required' });
    expect(checkMessage(' 好 ', 10)).toBeUndefined();
  });
  it('counts characters as the user sees them, an emoji as one', () => {
    expect(textLength('👍👍')).toBe(2);
    expect(checkMessage('👍'.repeat(10), 10)).toBeUndefined();
    expect(checkMessage('字'.repeat(11), 10)).toEqual({ key: 'rules.tooLong', max: 10 });
  });
});
