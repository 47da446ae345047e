/** The links under a detail page's content: other records to read, and the way back to the list. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * "Related" records in a card of their own: the heading names the section, each record a link to its own
 * detail page.
 */
export function RelatedLinks<Item extends { id: number | string; title: string }>({
  id,
  title,
  items,
  to,
  testId,
  headingClassName = 'portal-card__title',
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  items: readonly Item[];
  /** The address of a record's page. */
  to: (item: Item) => string;
  testId?: string;
  headingClassName?: string;
}) {
  return (
    <section className="portal-card" aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      <ul className="portal-related" data-testid={testId}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={to(item)}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Back to the list (or wherever the page came from), as a button on its own line. */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <p className={className}>
      <Link to={to} className="portal-button">
        {children}
      </Link>
    </p>
  );
}
