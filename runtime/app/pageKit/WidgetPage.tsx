import { useId, type ReactNode } from 'react';
import { PageErrorBoundary } from '../screens/PageErrorBoundary.tsx';
import { usePageFrame } from './pageFrame.ts';
import { navigationOf, SubNav } from './SubNav.tsx';

export type PageWidth = 'reading' | 'regular' | 'wide' | 'full';

/**
 * The frame of every widget page: the heading (the page's title as the school names it, unless `title`
 * says otherwise), the column's width (widget.json's `width`, else `width`), the sub-navigation declared
 * in widget.json, the page's own actions beside the heading, and an error boundary around the content,
 * so a broken part leaves the heading, the navigation and the rest of the portal working.
 *
 *   export default function MinePage({ title }: WidgetPageProps) {
 *     return <WidgetPage title={title}><ListView …/></WidgetPage>;
 *   }
 */
export function WidgetPage({
  title,
  width,
  actions,
  intro,
  children,
  className,
  testId,
  headingHidden = false,
}: {
  /** The heading; the page's title by default (WidgetPageProps.title). */
  title?: ReactNode;
  width?: PageWidth;
  /** Buttons or links beside the heading (a "new" button, an export). */
  actions?: ReactNode;
  /** A line under the heading (a count, a deadline). */
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
  /**
   * The heading is for screen readers only: the page shows its own (a home page's welcome banner). Every
   * page still has its one h1, and the tab its title.
   */
  headingHidden?: boolean;
}) {
  const frame = usePageFrame();
  const headingId = useId();
  const columns = width ?? (frame ? frame.widget.pages[frame.page]?.width : undefined) ?? 'regular';
  return (
    <section className={['portal-page', `portal-page--${columns}`, className].filter(Boolean).join(' ')} aria-labelledby={headingId} data-testid={testId}>
      {headingHidden && !actions ? (
        <h1 id={headingId} className="portal-visually-hidden">
          {title ?? frame?.title}
        </h1>
      ) : (
        <header className="portal-page__header">
          <h1 id={headingId} className={headingHidden ? 'portal-visually-hidden' : 'portal-page__title'}>
            {title ?? frame?.title}
          </h1>
          {actions ? <div className="portal-page__actions">{actions}</div> : null}
        </header>
      )}
      {intro ? <div className="portal-page__intro">{intro}</div> : null}
      {frame && navigationOf(frame) ? <SubNav frame={frame} /> : null}
      <PageErrorBoundary resetKey={frame ? `${frame.module}/${frame.page}` : undefined}>{children}</PageErrorBoundary>
    </section>
  );
}
