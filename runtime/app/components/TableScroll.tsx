/**
 * A wide table's horizontal scroller. On a phone the table scrolls sideways; a keyboard user can only do
 * that if the scroller takes focus, and a screen reader names it (axe: scrollable-region-focusable). Every
 * widget's statistics and lists wrap their tables in it instead of a bare `overflow-x: auto` box.
 */
import type { ReactNode } from 'react';

export function TableScroll({
  label,
  labelledBy,
  children,
}: { children: ReactNode } & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="portal-table-scroll" role="region" tabIndex={0} {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}>
      {children}
    </div>
  );
}
