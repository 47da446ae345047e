/**
 * How the path walk (tests/e2e/everyPath.e2e.test.ts) opens a widget's pages: as its `pageStates.ts` says
 * (the query of the page's `path`, ready when `ready.data` shows), with what its `tests/walk.ts` changes
 * for the sandbox's data (who opens it, a seeded row's id, another selector). The walk itself takes its
 * paths from the demo manifest's routes, so a page reached by three legacy paths is opened at all three,
 * and a routed page with no states fails the walk, naming it.
 */
import { apiDeclarations } from '../../../runtime/shared/apiDeclarations.ts';

/** The demo accounts (README table); the office staff open the pages of their own work. */
export type Visitor =
  | 'anonymous'
  | 'student'
  | 'teacher'
  | 'staff'
  | 'visitor'
  | 'admin'
  | 'instructor'
  | 'leader'
  | 'manager'
  | 'assetkeeper'
  | 'reviewer'
  | 'approver'
  | 'dochandler'
  | 'dispatcher'
  | 'repairman'
  | 'organiser'
  | 'checker';

export interface PageWalk {
  /** Who opens the page. Default: anonymous where the route needs no login, a student elsewhere. */
  as?: Visitor;
  /** The query the page needs (a seeded row's id), or how to get one that needs a fresh token first. */
  query?: string | ((portalUrl: string) => Promise<string>);
  /** Reached as a user would: open `from`, click the first `click` (a detail whose id is the user's own). */
  via?: { from: string; click: string };
  /** Where the page ends up when it hands over to another (a login hand-off); the route itself otherwise. */
  lands?: string;
  /** A selector that appears once the page shows its content. */
  ready: string;
  /** Text the page must show (optional). */
  shows?: string;
  /** The page logs the visitor in or out: it gets a browser context of its own, not the shared one. */
  changesLogin?: true;
  /**
   * Walked at one app's route only when several apps (a widget's variants) route to the page: the same
   * page code with another app's data, whose own route still has to resolve to it (walkPaths checks that).
   * For a widget with many variants, where the index page, walked for every app, shows each app's data.
   */
  oneApp?: true;
}

/**
 * Page → what the walk does otherwise than the page's states say; a function when the route matters
 * (`routePath` is e.g. `materialHnu/detail`).
 */
export type WidgetWalk = Record<string, Partial<PageWalk> | ((routePath: string) => Partial<PageWalk>)>;

/** Calls an API key of the portal's sandbox the way a page would (POST form), for a fresh token. */
export async function callKey<T>(portalUrl: string, key: string, fields: Record<string, string> = {}): Promise<T> {
  const declared = apiDeclarations().get(key);
  if (!declared) throw new Error(`no widget declares API key "${key}"`);
  return callPath<T>(portalUrl, declared.path, fields);
}

/** The same for a sandbox-only path that no widget calls (a demo token for the tests). */
export async function callPath<T>(portalUrl: string, path: string, fields: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${portalUrl}/api${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return ((await response.json()) as { d: T }).d;
}

/** China time for walk entries that lay out a day (a slot tomorrow at 10:00): the sandbox's clock is the real one. */
export { addDays, dayOf, dayStart } from '../../../runtime/shared/chinaTime.ts';
