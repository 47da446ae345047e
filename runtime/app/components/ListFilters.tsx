import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ListSearch } from '../lists/useListSearch.ts';
import { Pager } from './Pager.tsx';

export type ListCategory = { id: string; name: string; count: number };

/**
 * The filters above a searchable list, showing and changing a `useListSearch` state: a search form (a
 * labelled search box and its button) and the category chips with their counts, "all" first, each a
 * toggle button (aria-pressed). The texts come from the widget's namespace (`search.label`,
 * `search.placeholder`, `search.submit`, `list.categories`, `list.all`) so each list keeps its own
 * wording and a school's label overrides for it.
 */
export interface ListFiltersProps {
  namespace: string;
  search: ListSearch;
  showSearch?: boolean;
  categories: readonly ListCategory[];
}

export function ListFilters({ namespace, search, showSearch = true, categories }: ListFiltersProps) {
  const { t } = useTranslation(namespace);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.searchNow();
  };
  const chip = (id: string | undefined, label: string, count?: number) => (
    <button key={id ?? ''} type="button" className="portal-chip" aria-pressed={search.category === id} onClick={() => search.chooseCategory(id)}>
      {label}
      {count === undefined ? null : <span className="portal-chip__count">{count}</span>}
    </button>
  );
  return (
    <>
      {showSearch ? (
        <form className="portal-search" role="search" onSubmit={submit}>
          <input
            type="search"
            className="portal-search__input"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            maxLength={40}
          />
          <button type="submit" className="portal-button">
            {t('search.submit')}
          </button>
        </form>
      ) : null}
      {/* One category alone filters nothing: no chips then. */}
      {categories.length > 1 ? (
        <nav className="portal-chips" aria-label={t('list.categories')}>
          {chip(undefined, t('list.all'))}
          {categories.map((c) => chip(c.id, c.name, c.count))}
        </nav>
      ) : null}
    </>
  );
}

/**
 * A searchable list's body: its filters (ListFilters), then the list, or `noMatch` where the search or the
 * category leaves nothing, and under it the pager of a paged list. Busy while a newer answer loads over
 * the one shown.
 */
export function FilteredList({
  busy,
  noMatch,
  noMatchTestId,
  pages,
  children,
  ...filters
}: ListFiltersProps & {
  busy: boolean;
  /** Said instead of the list when the search or the category leaves nothing; undefined while there are items. */
  noMatch?: ReactNode;
  noMatchTestId?: string;
  /** The answer's page, for the pager of a paged list. */
  pages?: { page: number; size: number; total: number };
  children: ReactNode;
}) {
  return (
    <div aria-busy={busy}>
      <ListFilters {...filters} />
      {noMatch === undefined ? (
        children
      ) : (
        <p className="portal-no-match" data-testid={noMatchTestId}>
          {noMatch}
        </p>
      )}
      {pages ? <Pager page={pages.page} size={pages.size} total={pages.total} onPage={filters.search.turnPage} busy={busy} /> : null}
    </div>
  );
}
