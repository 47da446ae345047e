import { useCallback, useEffect, useState } from 'react';
import { useTranslation, isApiError, useAction, useApi } from '../../../runtime/app/index.ts';
import { sandboxDevCode } from '../accountRules.ts';
import type { AccountSendSmsCodeData } from '../generated/types.ts';
import { useFailedText } from './accountErrors.ts';
import { DigitsField } from './Field.tsx';
import styles from './account.module.css';

/**
 * Seconds left of a countdown and `start(seconds)` to begin one. The clock is read when it starts and
 * on each tick (once a second while above zero), never while rendering.
 */
function useCountdown(): [left: number, start: (seconds: number) => void] {
  const [clock, setClock] = useState({ until: 0, now: 0 });
  const left = Math.max(0, Math.ceil((clock.until - clock.now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearTimeout(timer);
  }, [clock, left]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ until: now + seconds * 1000, now });
  }, []);
  return [left, start];
}

/**
 * The SMS code input with its "send code" button: the school sends a 6-digit code (to `phone` for a
 * bind, to the bound phone for an unbind) and the button waits out the resend cooldown. The sandbox,
 * having no SMS gateway, answers the code under `sandbox.devCode` (not part of the contract), and only
 * then is a code shown, so a demo can go on; a school's answer never shows one.
 */
export function SmsCodeField({
  purpose,
  phone,
  canSend = () => true,
  code,
  onCode,
  error,
}: {
  purpose: 'bind' | 'unbind';
  phone?: string;
  /** Checks what the send needs (the phone number) and shows its problem; false stops the send. */
  canSend?: () => boolean;
  code: string;
  onCode: (code: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [sent, setSent] = useState<AccountSendSmsCodeData & { devCode?: string }>();
  const [seconds, startCooldown] = useCountdown();
  const sendCode = useAction((_: void, call) => api.post('account.sendSmsCode', { purpose, ...(phone ? { phone } : {}) }, call), {
    failed: useFailedText(),
    onDone: (answer) => {
      const devCode = sandboxDevCode(answer);
      setSent({ phone: answer.phone, expiresIn: answer.expiresIn, resendIn: answer.resendIn, ...(devCode ? { devCode } : {}) });
      startCooldown(answer.resendIn);
    },
  });
  // The school said how long to wait: the button waits as well.
  const failure = sendCode.failure;
  useEffect(() => {
    const retryAfter = isApiError(failure) ? (failure.detail.body as { d?: { retryAfter?: unknown } } | undefined)?.d?.retryAfter : undefined;
    if (typeof retryAfter === 'number') startCooldown(retryAfter);
  }, [failure, startCooldown]);
  const send = () => {
    if (canSend()) void sendCode.run();
  };

  return (
    <DigitsField
      label={t('sms.code')}
      name="code"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('sms.codePlaceholder')}
      value={code}
      onDigits={onCode}
      error={error ?? sendCode.error}
      aside={
        <button type="button" className="portal-button" onClick={send} disabled={sendCode.busy || seconds > 0} data-testid="send-code">
          {sendCode.busy ? t('sms.sending') : seconds > 0 ? t('sms.resend', { seconds }) : t('sms.send')}
        </button>
      }
      note={
        sent ? (
          <>
            <p className="portal-field__hint" role="status">
              {t('sms.sent', { phone: sent.phone, minutes: Math.round(sent.expiresIn / 60) })}
            </p>
            {sent.devCode ? (
              <p className={`portal-notice portal-notice--warning ${styles.devCode}`} data-testid="dev-code">
                {t('sms.devCode', { code: sent.devCode })}
              </p>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
