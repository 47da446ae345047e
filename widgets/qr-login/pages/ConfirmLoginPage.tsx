import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, formatTime, isApiError, useApi, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { QrLoginInfoData, QrLoginProps } from '../generated/types.ts';
import { LoginInfoPage } from './LoginInfoPage.tsx';
import { pagePath } from './qrLoginPaths.ts';
import styles from './qrLogin.module.css';

/**
 * smlogin/index, smloginV2/index: the phone that scanned a desktop's login code (logged in) sees which
 * device asks and confirms or cancels; the answer leads to the success or cancel page.
 */
export default function ConfirmLoginPage({ props, query, module }: WidgetPageProps<QrLoginProps>) {
  return (
    <LoginInfoPage query={query}>
      {(info, reload, token) => <ConfirmLogin info={info} reload={reload} token={token} module={module} props={props} />}
    </LoginInfoPage>
  );
}

function ConfirmLogin({
  info,
  reload,
  token,
  module,
  props,
}: {
  info: QrLoginInfoData;
  reload: () => void;
  token: string;
  module: string;
  props: QrLoginProps;
}) {
  const { t } = useTranslation('qr-login');
  const api = useApi();
  const navigate = useNavigate();
  const [sending, setSending] = useState<'confirm' | 'cancel'>();
  const [problem, setProblem] = useState<string>();
  const waiting = info.status === 'pending' || info.status === 'scanned';

  const send = (action: 'confirm' | 'cancel') => {
    setSending(action);
    setProblem(undefined);
    api.post(action === 'confirm' ? 'qr-login.confirm' : 'qr-login.cancel', { token }).then(
      (result) => {
        if (result.status === 'confirmed') navigate(pagePath(module, 'success', token), { replace: true });
        else if (result.status === 'cancelled') navigate(pagePath(module, 'cancel', token), { replace: true });
        else {
          setSending(undefined);
          reload();
        }
      },
      (error: unknown) => {
        setSending(undefined);
        setProblem(isApiError(error) && error.kind === 'envelope' ? error.message : t('confirm.failed'));
      },
    );
  };

  return (
    <section className={props.layout === 'v2' ? styles.panelV2 : styles.panel} aria-labelledby="confirm-heading" data-testid="qr-confirm">
      <div className={styles.device} aria-hidden="true">
        <svg viewBox="0 0 48 36" width="72" height="54" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="4" y="3" width="40" height="24" rx="2" />
          <path d="M1 33h46M18 27l-2 6M30 27l2 6" />
        </svg>
      </div>
      <h1 id="confirm-heading" className={styles.heading}>
        {waiting ? t('confirm.heading') : t(`confirm.state.${info.status}`)}
      </h1>
      <dl className={styles.facts} data-testid="qr-device">
        <dt>{t('confirm.device')}</dt>
        <dd>{info.device}</dd>
        <dt>{t('confirm.requested')}</dt>
        <dd>{formatTime(info.createdAt)}</dd>
        {info.account ? (
          <>
            <dt>{t('confirm.account')}</dt>
            <dd>{info.account}</dd>
          </>
        ) : null}
      </dl>
      {waiting ? <p className={styles.note}>{t('confirm.warning')}</p> : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {waiting ? (
        <div className={styles.buttons}>
          <button type="button" className="portal-button portal-button--primary" disabled={sending !== undefined} onClick={() => send('confirm')}>
            {sending === 'confirm' ? t('confirm.sending') : t('confirm.confirm')}
          </button>
          <button type="button" className="portal-button" disabled={sending !== undefined} onClick={() => send('cancel')}>
            {t('confirm.cancel')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
