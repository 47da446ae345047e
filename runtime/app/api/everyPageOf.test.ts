/** everyPageOf: a paged list asked page by page for an export, until its total or a short page. */
import { describe, expect, it } from 'vitest';
import { everyPageOf } from './pageRequests.ts';

const list = Array.from({ length: 250 }, (_, index) => index + 1);
const pages = (items: number[], total = items.length) => {
  const asked: number[] = [];
  const ask = async (page: number, size: number) => {
    asked.push(page);
    return { total, list: items.slice((page - 1) * size, page * size) };
  };
  return { asked, ask };
};

describe('everyPageOf', () => {
  it('asks pages 1, 2, 3 until it has the total, in order', async () => {
    const { asked, ask } = pages(list);
    expect(await everyPageOf(ask, 100)).toEqual(list);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at a total reached on a full page, and at a short page when the total moved meanwhile', async () => {
    const exact = pages(list.slice(0, 200));
    expect(await everyPageOf(exact.ask, 100)).toHaveLength(200);
    expect(exact.asked).toEqual([1, 2]);
    const shrunk = pages(list.slice(0, 150), 300);
    expect(await everyPageOf(shrunk.ask, 100)).toHaveLength(150);
    expect(shrunk.asked).toEqual([1, 2]);
  });
});
