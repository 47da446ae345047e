import { describe, expect, it } from 'vitest';
import { checkCard } from '../pages/cardRules.ts';

describe('greeting card rules', () => {
  it('needs a design, a recipient and a greeting', () => {
    expect(checkCard({ content: '  ' }, 200)).toEqual({
      template: { key: 'rules.template' },
      recipient: { key: 'rules.recipient' },
      content: { key: 'rules.required' },
    });
    expect(checkCard({ templateId: 'newyear', recipientId: 3, content: '新年快乐' }, 200)).toEqual({});
  });
  it('limits the greeting, counting an emoji as one character', () => {
    expect(checkCard({ templateId: 'newyear', recipientId: 3, content: '🎉'.repeat(20) }, 20)).toEqual({});
    expect(checkCard({ templateId: 'newyear', recipientId: 3, content: '福'.repeat(21) }, 20)).toEqual({ content: { key: 'rules.tooLong', max: 20 } });
  });
});
