import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../api/apiError.ts';
import { usePortal } from '../site/PortalContext.tsx';
import { officeDb } from '../storage/officeDb.ts';
import { canUse, isAdmin, mayOpenApp, type AuthorizationMap } from '../../shared/permissions.ts';
import { authCacheKeys, clearCachedAuth, hasSessionCookie } from './session.ts';

export type AuthStatus = 'anonymous' | 'loading' | 'ready' | 'failed';

export interface Access {
  status: AuthStatus;
  /**
   * Why the permissions could not be loaded (status `failed`): the network, a down or too slow backend
   * included (legacy-portal §8: the network-error screen), or the school's own answer.
   */
  failure?: 'network' | 'answer';
  userName?: string;
  /** The user came back from the login page without a session (do not send them round again). */
  loginFailed: boolean;
  /** Spec §6 canUse over the cached authorization. */
  canUse(appKey: string, module?: string): boolean;
  isAdmin(): boolean;
  /** Whether the user may open an app of this site (its manifest `permission`). */
  mayOpen(appKey: string): boolean;
  /** Off to the school's login, coming back to this page. */
  login(): void;
  /**
   * The same, in place of this page in the history (a page that needs login, opened without one): the back
   * button on the login page then goes where the user was before it.
   */
  loginInPlace(): void;
  logout(): Promise<void>;
  /** Re-reads the session cookie (after navigation) and reloads what is missing. */
  refresh(): void;
  retry(): void;
}

const loginFlow = () => import('./loginFlow.ts');

const AccessContext = createContext<Access | null>(null);

type Loaded = { status: AuthStatus; auth?: AuthorizationMap; userName?: string; failure?: Access['failure'] };

function cached(): Loaded | undefined {
  const auth = officeDb.get<AuthorizationMap>(authCacheKeys.authControl);
  const name = officeDb.get<{ name?: string }>(authCacheKeys.userName);
  return auth && name ? { status: 'ready', auth, userName: name.name ?? '' } : undefined;
}

/**
 * Spec §4: logged in when a session cookie is there; after login the permissions (getAllAuth) and the
 * user name (getUserName) are loaded once and cached in officeDb; without the cookie the cache is cleared.
 */
export function AuthProvider({
  children,
  returningFromLogin = false,
  cookies = () => document.cookie,
  previewUser,
}: {
  children: ReactNode;
  returningFromLogin?: boolean;
  cookies?: () => string;
  /** An operator's preview as a role: this user (or anonymous for null), no session, no cache. */
  previewUser?: { name: string; auth: AuthorizationMap } | null;
}) {
  const { api, manifest, navigate } = usePortal();
  const evaluate = useCallback((): Loaded => {
    if (previewUser !== undefined) return previewUser ? { status: 'ready', auth: previewUser.auth, userName: previewUser.name } : { status: 'anonymous' };
    if (!hasSessionCookie(cookies())) {
      clearCachedAuth();
      return { status: 'anonymous' };
    }
    return cached() ?? { status: 'loading' };
  }, [cookies, previewUser]);
  const [state, setState] = useState<Loaded>(evaluate);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    Promise.all([api.get('auth.getAllAuth', {}, { login: 'return' }), api.get('auth.getUserName', {}, { login: 'return' })]).then(
      ([auth, user]) => {
        // An answer for a provider that is gone (the user logged out, the page was left) is dropped, not
        // cached: written late, it would hand the next session someone else's permissions.
        if (!live) return;
        const map = (auth ?? {}) as AuthorizationMap;
        const name = (user ?? {}) as { name?: string };
        officeDb.set(authCacheKeys.authControl, map);
        officeDb.set(authCacheKeys.userName, name);
        setState({ status: 'ready', auth: map, userName: name.name ?? '' });
      },
      (error: unknown) => {
        if (!live) return;
        // The school says the session is gone (e = 10013): the user is anonymous now.
        if (isApiError(error) && error.kind === 'login-required') {
          clearCachedAuth();
          setState({ status: 'anonymous' });
        } else setState({ status: 'failed', failure: isApiError(error) && error.kind === 'network' ? 'network' : 'answer' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, state.status, attempt]);

  const refresh = useCallback(() => {
    const next = evaluate();
    setState((current) =>
      current.status === next.status && next.status !== 'ready' ? current : next.status === 'ready' && current.status === 'ready' ? current : next,
    );
  }, [evaluate]);

  const access = useMemo<Access>(
    () => ({
      status: state.status,
      ...(state.failure ? { failure: state.failure } : {}),
      userName: state.userName,
      loginFailed: returningFromLogin && state.status === 'anonymous',
      canUse: (appKey, module) => canUse(state.auth, appKey, module),
      isAdmin: () => isAdmin(state.auth),
      mayOpen: (appKey) => mayOpenApp(manifest.apps[appKey], appKey, state.auth),
      // The login flow's code loads when the user logs in or out; offline, where the
      // login page could not open either, the click does nothing.
      login: () =>
        void loginFlow().then(
          ({ goToLogin }) => goToLogin(manifest, navigate),
          () => undefined,
        ),
      loginInPlace: () =>
        void loginFlow().then(
          ({ goToLogin }) => goToLogin(manifest, (url) => navigate(url, { replace: true })),
          () => undefined,
        ),
      logout: async () => (await loginFlow()).logout(manifest, () => api.post('auth.logout', {}, { login: 'return' }), navigate),
      refresh,
      retry: () => {
        // What is cached is what is being replaced (another identity's, or a failed load's): a refresh on
        // the way must not bring it back and cut the new load short.
        clearCachedAuth();
        setState({ status: 'loading' });
        setAttempt((n) => n + 1);
      },
    }),
    [state, returningFromLogin, manifest, api, navigate, refresh],
  );
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}

/** Login state and permissions for the current user (legacy-portal §4, §6). */
export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess() outside <AuthProvider>');
  return access;
}
