import { describe, expect, it } from 'vitest';
import { contract, expectValid } from '../sandbox/backendSupport.ts';
import { importantDetail, noticeDetail, noticeItems, noticeListAnswer, noticeTips } from '../fixtures.ts';

describe('notice fixtures follow the response contracts', () => {
  it('notice.list, for each page and filter', () => {
    const validate = contract('notice', 'notice.list.schema.json');
    for (const query of ['', 'page=2', 'filter=unread']) expectValid(validate, noticeListAnswer(noticeItems)(new URLSearchParams(query)).d);
    expect(noticeListAnswer(noticeItems)(new URLSearchParams('size=5&page=3')).d).toMatchObject({ total: 12 });
  });
  it('notice.detail and notice.tips', () => {
    expectValid(contract('notice', 'notice.detail.schema.json'), noticeDetail);
    expectValid(contract('notice', 'notice.detail.schema.json'), importantDetail);
    expectValid(contract('notice', 'notice.tips.schema.json'), noticeTips);
  });
});
