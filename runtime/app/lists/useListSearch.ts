import { useEffect, useMemo, useState } from 'react';

/** Typing waits this long before it searches; pressing Enter (`searchNow`) searches at once. */
export const LIST_SEARCH_DELAY_MS = 300;

/**
 * The state of a paged, searchable list with a category filter: the search text as typed and as
 * searched (`q`, after a pause), the category and the page. A new search or category starts at page 1.
 */
export function useListSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<string>();
  const [page, setPage] = useState(1);

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, LIST_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);
  const params = useMemo(() => ({ page, ...(q ? { q } : {}), ...(category ? { category } : {}) }), [page, q, category]);

  return {
    text,
    setText,
    q,
    category,
    page,
    /** The list call's parameters: the page, and the search text and category when there are. */
    params,
    /** A search or a category narrows the list: an empty answer then means "nothing matches". */
    filtered: q !== '' || category !== undefined,
    searchNow: () => {
      setQ(text.trim());
      setPage(1);
    },
    chooseCategory: (next: string | undefined) => {
      setCategory(next);
      setPage(1);
    },
    setPage,
    /** Another page, read from its top. */
    turnPage: (next: number) => {
      setPage(next);
      window.scrollTo?.({ top: 0 });
    },
  };
}

/** What `useListSearch` gives: the state `ListFilters` shows and changes. */
export type ListSearch = ReturnType<typeof useListSearch>;
