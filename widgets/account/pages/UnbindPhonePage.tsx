import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, ApiErrorView, LoadingView, StatusScreen, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { SMS_CODE } from '../accountRules.ts';
import type { AccountProps } from '../generated/types.ts';
import { AccountDone } from './AccountDone.tsx';
import { AccountPage } from './AccountPage.tsx';
import { SubmitRow } from './FormFooter.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useFormSubmit } from './useFormSubmit.ts';
import styles from './account.module.css';

/** polymerization/untyingPh: the bound phone is released once the code sent to it is typed back. */
export default function UnbindPhonePage({ props, module, title }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const api = useApi();
  const profile = useApiQuery('account.profile', {});
  const [code, setCode] = useState('');
  const { errors, busy, onSubmit } = useFormSubmit<'code'>();
  const [done, setDone] = useState(false);

  if (profile.status === 'error') return <ApiErrorView error={profile.error} onRetry={profile.reload} />;
  if (profile.status === 'loading') return <LoadingView />;
  if (done) return <AccountDone title={t('unbind.done')} module={module} />;
  if (!profile.data.phone) {
    return (
      <StatusScreen title={t('unbind.none')} testId="phone-not-bound">
        <Link className="portal-button portal-button--primary" to={`/${module}/bindPh`}>
          {t('unbind.goBind')}
        </Link>
      </StatusScreen>
    );
  }

  const submit = onSubmit(
    () => ({ code: SMS_CODE.test(code) ? undefined : t('form.codeInvalid') }),
    async () => {
      await api.post('account.unbindPhone', { code });
      setDone(true);
    },
  );

  return (
    <AccountPage id="unbind-heading" title={title}>
      <p className={styles.intro}>{t('unbind.intro', { phone: profile.data.phone })}</p>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <SmsCodeField purpose="unbind" code={code} onCode={setCode} error={errors.code} />
        <SubmitRow error={errors.form} busy={busy} label={t('unbind.submit')} />
        {props.servicePhone ? <p className={styles.note}>{t('unbind.lostPhone', { phone: props.servicePhone })}</p> : null}
      </form>
    </AccountPage>
  );
}
