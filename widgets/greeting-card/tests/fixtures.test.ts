import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { cardListAnswer, cardTemplates, recipientsAnswer, sendAnswer } from '../fixtures.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validator = (name: string) => ajv.compile(JSON.parse(readFileSync(new URL(`../contracts/${name}.schema.json`, import.meta.url), 'utf8')));

describe('greeting-card fixtures follow the response contracts', () => {
  it('templates, recipients and send', () => {
    const templates = validator('greeting-card.templates');
    expect(templates({ list: cardTemplates }), JSON.stringify(templates.errors)).toBe(true);
    const recipients = validator('greeting-card.recipients');
    expect(recipients(recipientsAnswer(new URLSearchParams('q=张')).d), JSON.stringify(recipients.errors)).toBe(true);
    const send = validator('greeting-card.send');
    expect(send(sendAnswer(new URLSearchParams(), new URLSearchParams('recipientId=3')).d), JSON.stringify(send.errors)).toBe(true);
  });
  it('list, both boxes and a second page', () => {
    const list = validator('greeting-card.list');
    for (const query of ['box=received', 'box=sent', 'box=received&page=2&size=10']) expect(list(cardListAnswer()(new URLSearchParams(query)).d), JSON.stringify(list.errors)).toBe(true);
  });
});
