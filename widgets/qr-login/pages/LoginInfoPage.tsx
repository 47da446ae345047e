import type { ReactNode } from 'react';
import { useTranslation, NoDataView, QueryView, useApiQuery } from '../../../runtime/app/index.ts';
import type { QrLoginInfoBody, QrLoginInfoData } from '../generated/types.ts';
import { isLoginToken } from './qrLoginPaths.ts';

/**
 * The opening of the phone's pages (confirm, success, cancel): DetailPage's skeleton for a login token
 * instead of a record id. A missing or malformed token is said without calling; the school no longer
 * knowing this login (404, QueryView) or it being someone else's (400) shows the school's words as
 * no-data; any other failure the error view with a retry; the login's facts `children` (each page draws
 * its own frame there, its heading saying what became of the login).
 */
export function LoginInfoPage({
  query,
  children,
}: {
  query: URLSearchParams;
  children: (info: QrLoginInfoData, reload: () => void, token: string) => ReactNode;
}) {
  const { t } = useTranslation('qr-login');
  const token = query.get('token');
  const valid = isLoginToken(token);
  // Typed by its body contract here: the kit's useApiQuery types its argument as a query.
  const answer = useApiQuery('qr-login.info', valid ? ({ token } satisfies QrLoginInfoBody) : undefined, { method: 'POST' });
  if (!valid) return <NoDataView message={t('confirm.missingToken')} />;
  // A login scanned by another account is no record of this reader's, as a gone one (QueryView knows 404 only).
  if (answer.error?.kind === 'envelope' && answer.error.detail.e === 400) return <NoDataView message={answer.error.message} />;
  return <QueryView query={answer}>{(info, reload) => children(info, reload, token)}</QueryView>;
}
