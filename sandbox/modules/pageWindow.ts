/**
 * One page of a keyed list (`page` and `size` in the key's query contract, which holds their bounds): the
 * page and size asked, or their defaults, and the rows before it. Every paged list's handler starts here.
 *
 *   const { page, size, offset } = pageWindow(input);          // size 10 unless asked
 *   return ok({ list: rows.all(size, offset).map(item), page, size, total });
 */
export interface PageWindow {
  /** From 1. */
  page: number;
  size: number;
  /** Rows to skip: (page - 1) × size. */
  offset: number;
}

export function pageWindow(input: { page?: number; size?: number }, defaultSize = 10): PageWindow {
  const page = input.page ?? 1;
  const size = input.size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}
