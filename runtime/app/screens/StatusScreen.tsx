import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { tabTitle } from '../router/pageTitle.ts';
import { useOptionalSite } from '../site/PortalContext.tsx';

/**
 * The shared frame of full-page states: an illustration, a title, a message, actions. While it is shown,
 * the browser tab says what the screen says, then the school, as every page's tab does ("暂无权限 -
 * 示范大学校园门户", not 加载中... or the page that failed); when it goes (a retry that worked), the tab
 * gets back the title it had.
 */
export function StatusScreen(props: { image?: string; title: string; message?: ReactNode; children?: ReactNode; role?: 'alert' | 'status'; testId?: string }) {
  useTabTitle(props.title);
  return (
    <section className="portal-status" role={props.role ?? 'status'} data-testid={props.testId}>
      {props.image ? <img className="portal-status__image" src={props.image} alt="" width={160} height={120} /> : null}
      <h1 className="portal-status__title">{props.title}</h1>
      {props.message ? <p className="portal-status__message">{props.message}</p> : null}
      {props.children ? <div className="portal-status__actions">{props.children}</div> : null}
    </section>
  );
}

function useTabTitle(screenTitle: string) {
  const site = useOptionalSite();
  const { i18n } = useTranslation();
  const title = site ? tabTitle(screenTitle, site, i18n.language) : screenTitle;
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      // Only if nothing else renamed the tab meanwhile (the next page sets its own).
      if (document.title === title) document.title = before;
    };
  }, [title]);
}
