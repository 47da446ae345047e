/** A list page's title (its h1, `id` for the page's aria-labelledby) with the number of entries beside it. */
export function ListHeader({ id, title, count }: { id: string; title: string; count: string }) {
  return (
    <header className="portal-list-header">
      <h1 id={id} className="portal-list-header__title">
        {title}
      </h1>
      <span className="portal-list-header__count">{count}</span>
    </header>
  );
}
