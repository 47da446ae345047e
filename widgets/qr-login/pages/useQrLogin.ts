import { useCallback, useEffect, useState } from 'react';
import { isApiError, useApi, type ApiError } from '../../../runtime/app/index.ts';
import type { QrLoginCreateData, QrLoginStatusData } from '../generated/types.ts';

export type DesktopState =
  | { phase: 'creating' }
  | { phase: 'error'; error: ApiError }
  | { phase: 'waiting'; login: QrLoginCreateData; status: QrLoginStatusData['status']; name?: string };

/**
 * The desktop's pending QR login: created on mount (and on `renew`), its status polled every `pollMs`
 * until it is confirmed, cancelled or expired. A poll that fails on the network is simply tried again;
 * a login the school no longer knows reads as expired.
 */
export function useQrLogin(): { state: DesktopState; renew: () => void } {
  const api = useApi();
  const [state, setState] = useState<DesktopState>({ phase: 'creating' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.post('qr-login.create', {}).then(
      (login) => live && setState({ phase: 'waiting', login, status: 'pending' }),
      (error: unknown) => live && isApiError(error) && setState({ phase: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const login = state.phase === 'waiting' ? state.login : undefined;
  const status = state.phase === 'waiting' ? state.status : undefined;
  const settled = status === 'confirmed' || status === 'cancelled' || status === 'expired';
  useEffect(() => {
    if (!login || settled) return;
    let live = true;
    const poll = () => {
      if (Date.now() / 1000 > login.expiresAt + 2) return setState({ phase: 'waiting', login, status: 'expired' });
      api.post('qr-login.status', { token: login.token, secret: login.secret }, { login: 'return' }).then(
        (answer) => live && setState({ phase: 'waiting', login, status: answer.status, ...(answer.name ? { name: answer.name } : {}) }),
        (error: unknown) => {
          if (live && isApiError(error) && error.kind === 'envelope') setState({ phase: 'waiting', login, status: 'expired' });
        },
      );
    };
    const timer = setInterval(poll, login.pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, login, settled]);

  // A new code starts out creating again (the first one does from the initial state).
  const renew = useCallback(() => {
    setState({ phase: 'creating' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, renew };
}
