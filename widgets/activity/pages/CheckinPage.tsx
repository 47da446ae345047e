/**
 * activity/activitycode?id=: check-in. The organiser shows a QR code and its six digits, which change every
 * minute (the QR opens this page with the code filled in, `&code=`), with how many have checked in; a
 * student with an accepted sign-up types the code (or arrives with it from the QR) and checks in, once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  DetailPage,
  FormActions,
  QrCode,
  QueryView,
  WidgetPage,
  formatTime,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { ActivityDetailData } from '../generated/types.ts';
import { ActivityHeader } from './activityKit.tsx';
import styles from './activity.module.css';

export default function CheckinPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.detail" query={query} missingMessage={t('detail.missingId')}>
        {(detail, reload) => (
          <>
            <ActivityHeader activity={detail.activity} module={module} manage={detail.manage} here="activitycode" />
            {detail.manage ? (
              <OrganiserCode id={detail.activity.id} module={module} />
            ) : (
              <StudentCheckin detail={detail} given={query.get('code') ?? ''} onDone={reload} />
            )}
          </>
        )}
      </DetailPage>
    </WidgetPage>
  );
}

/** The code of the moment, asked again when its period is over. */
function OrganiserCode({ id, module }: { id: number; module: string }) {
  const { t } = useTranslation('activity');
  const code = useApiQuery('activity.code', { id });
  const { data, reload } = code;
  useEffect(() => {
    if (!data) return;
    const next = setTimeout(reload, data.period * 1000);
    return () => clearTimeout(next);
  }, [data, reload]);
  return (
    <QueryView query={code}>
      {(shown) => (
        <section className={`portal-card ${styles.code}`} data-testid="activity-code">
          <QrCode value={`${window.location.origin}/${module}/activitycode?id=${id}&code=${shown.code}`} label={t('code.qrLabel')} size={220} />
          <p className={styles.digits} data-testid="activity-code-digits" aria-label={t('code.digitsLabel')}>
            {shown.code}
          </p>
          <p className="portal-card__meta">{t('code.rotates', { seconds: shown.period })}</p>
          <p data-testid="activity-code-count">{t('code.count', { checkedIn: shown.checkedIn, accepted: shown.accepted })}</p>
        </section>
      )}
    </QueryView>
  );
}

function StudentCheckin({ detail, given, onDone }: { detail: ActivityDetailData; given: string; onDone(): void }) {
  const { t } = useTranslation('activity');
  const api = useApi();
  const [code, setCode] = useState(given);
  const checkIn = useAction((entered: string, call) => api.post('activity.checkin', { id: detail.activity.id, code: entered }, call), {
    done: t('code.done'),
    onDone,
  });
  const mine = detail.mine;
  if (mine?.checkedInAt) {
    return (
      <p className="portal-notice portal-notice--success" data-testid="activity-checked-in">
        {t('code.checkedIn', { time: formatTime(mine.checkedInAt, 'MM-DD HH:mm') })}
      </p>
    );
  }
  if (!mine || mine.state !== 'accepted') {
    return <p className="portal-notice portal-notice--warning">{t(mine?.state === 'pending' ? 'code.pending' : 'code.notSigned')}</p>;
  }
  const valid = /^\d{6}$/.test(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void checkIn.run(code);
  };
  return (
    <form className={`portal-card ${styles.code}`} onSubmit={submit} noValidate>
      <label className="portal-field">
        <span>{t('code.enter')}</span>
        <input
          className={styles.codeInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      <FormActions action={checkIn} submit={t('code.submit')} problem={code !== '' && !valid ? t('code.sixDigits') : undefined} />
    </form>
  );
}
