import { useEffect, useState } from 'react';
import { isApiError, useApi } from '../../../runtime/app/index.ts';
import type { QrLoginCreateData, QrLoginStatusData } from '../generated/types.ts';

export interface LoginStatus {
  status: QrLoginStatusData['status'];
  name?: string;
}

/**
 * The status of the desktop's pending login, polled every `pollMs` until it is confirmed, cancelled or
 * expired. A poll that fails on the network is simply tried again; a login the school no longer knows
 * reads as expired. A new login (a renewed code) starts out pending.
 */
export function useQrLoginStatus(login: QrLoginCreateData): LoginStatus {
  const api = useApi();
  const [seen, setSeen] = useState<LoginStatus & { token: string }>();
  const current: LoginStatus = seen?.token === login.token ? seen : { status: 'pending' };
  const settled = current.status === 'confirmed' || current.status === 'cancelled' || current.status === 'expired';

  useEffect(() => {
    if (settled) return;
    let live = true;
    const expired = () => setSeen({ token: login.token, status: 'expired' });
    const poll = () => {
      if (Date.now() / 1000 > login.expiresAt + 2) return expired();
      api.post('qr-login.status', { token: login.token, secret: login.secret }, { login: 'return' }).then(
        (answer) => live && setSeen({ token: login.token, status: answer.status, ...(answer.name ? { name: answer.name } : {}) }),
        (error: unknown) => {
          if (live && isApiError(error) && error.kind === 'envelope') expired();
        },
      );
    };
    const timer = setInterval(poll, login.pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, login, settled]);

  return current;
}
