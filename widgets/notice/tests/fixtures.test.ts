import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { importantDetail, noticeDetail, noticeItems, noticeListAnswer, noticeTips } from '../fixtures.ts';

describe('notice fixtures follow the response contracts', () => {
  it('notice.list, for each page and filter', () => {
    for (const query of ['', 'page=2', 'filter=unread']) expectContract('notice.list', noticeListAnswer(noticeItems)(new URLSearchParams(query)).d);
    expect(noticeListAnswer(noticeItems)(new URLSearchParams('size=5&page=3')).d).toMatchObject({ total: 12 });
  });
  it('notice.detail and notice.tips', () => {
    expectContract('notice.detail', noticeDetail);
    expectContract('notice.detail', importantDetail);
    expectContract('notice.tips', noticeTips);
  });
});
