import { useNavigate } from 'react-router';
import { useTranslation, ActionButton, formatTime, isApiError, useAction, useApi, WidgetPage, type WidgetPageProps } from '../../../runtime/app/index.ts';
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
  const waiting = info.status === 'pending' || info.status === 'scanned';
  // The answer leads on to its page; one that found the login already settled shows its state here.
  const answered = (result: { status: QrLoginInfoData['status'] }) => {
    if (result.status === 'confirmed') void navigate(pagePath(module, 'success', token), { replace: true });
    else if (result.status === 'cancelled') void navigate(pagePath(module, 'cancel', token), { replace: true });
    else reload();
  };
  // The school's refusal in its words; anything else, the widget's "check the network".
  const failed = (reason: string, error: unknown) => (isApiError(error) && error.kind === 'envelope' ? reason : t('confirm.failed'));
  const confirm = useAction((_: void, call) => api.post('qr-login.confirm', { token }, call), { onDone: answered, failed });
  const cancel = useAction((_: void, call) => api.post('qr-login.cancel', { token }, call), { onDone: answered, failed });
  return (
    <WidgetPage title={waiting ? t('confirm.heading') : t(`confirm.state.${info.status}`)} testId="qr-confirm">
      <div className={props.layout === 'v2' ? styles.panelV2 : styles.panel}>
        <div className={styles.device} aria-hidden="true">
          <svg viewBox="0 0 48 36" width="72" height="54" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="4" y="3" width="40" height="24" rx="2" />
            <path d="M1 33h46M18 27l-2 6M30 27l2 6" />
          </svg>
        </div>
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
        {waiting ? (
          <div className={styles.buttons}>
            <ActionButton action={confirm} primary disabled={cancel.busy} busyLabel={t('confirm.sending')} className={styles.button}>
              {t('confirm.confirm')}
            </ActionButton>
            <ActionButton action={cancel} disabled={confirm.busy} className={styles.button}>
              {t('confirm.cancel')}
            </ActionButton>
          </div>
        ) : null}
      </div>
    </WidgetPage>
  );
}
