import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { cardListAnswer, cardTemplates, recipientsAnswer, sendAnswer } from '../fixtures.ts';

describe('greeting-card fixtures follow the response contracts', () => {
  it('templates, recipients and send', () => {
    expectContract('greeting-card.templates', { list: cardTemplates });
    expectContract('greeting-card.recipients', recipientsAnswer(new URLSearchParams('q=张')).d);
    expectContract('greeting-card.send', sendAnswer(new URLSearchParams(), new URLSearchParams('recipientId=3')).d);
  });
  it('list, both boxes and a second page', () => {
    for (const query of ['box=received', 'box=sent', 'box=received&page=2&size=10'])
      expectContract('greeting-card.list', cardListAnswer()(new URLSearchParams(query)).d);
  });
});
