/**
 * What the request client needs from the shell to carry out legacy-portal §8: dialogs, navigation, replacing the
 * page, logging. The browser shell provides it (boot/createPortal.ts); a bare client (tests, tools) gets
 * `quietRequestUi`, which shows nothing and leaves nothing.
 */
import type { RedirectPolicy } from '../auth/redirectTarget.ts';

export type LoginMode = 'alert' | 'redirect' | 'return';

/** A whole-page state that replaces the current page until the next navigation. */
export type PageOverride = { kind: 'no-data'; message?: string } | { kind: 'system-exception' };

export interface RequestUi {
  /** e = 10013 when a call does not say: the site's `login.onExpired`. */
  defaultLoginMode: LoginMode;
  redirectPolicy: RedirectPolicy;
  /** Adds where to come back to (the current page) to a login address. */
  withReturnTo(loginUrl: string): string;
  hidePopups(): void;
  /** An alert with the school's message and one confirm button (确定). */
  alert(message: string): Promise<void>;
  /** A message that removes itself after 1.5 s. */
  popup(message: string): void;
  navigate(url: string): void;
  /** A login address that is not allowed: say so instead of leaving the site. */
  refuseRedirect(target: string): void;
  replacePage(override: PageOverride): void;
  /** The current page's state, sent with an error log as `vue_data`. */
  pageState(): unknown;
}

export const quietRequestUi: RequestUi = {
  defaultLoginMode: 'return',
  redirectPolicy: { origin: 'http://localhost', allowedHosts: [] },
  withReturnTo: (url) => url,
  hidePopups: () => undefined,
  alert: async () => undefined,
  popup: () => undefined,
  navigate: () => undefined,
  refuseRedirect: () => undefined,
  replacePage: () => undefined,
  pageState: () => null,
};
