import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, ApiErrorView, LoadingView, StatusScreen, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { MAINLAND_MOBILE, SMS_CODE } from '../accountRules.ts';
import type { AccountProfileData, AccountProps } from '../generated/types.ts';
import { AccountDone } from './AccountDone.tsx';
import { AccountPage } from './AccountPage.tsx';
import { DigitsField } from './Field.tsx';
import { SubmitRow } from './FormFooter.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useFormSubmit } from './useFormSubmit.ts';
import styles from './account.module.css';

/** polymerization/bindPh: a mainland mobile number, proved by the SMS code sent to it, becomes the account's phone. */
export default function BindPhonePage({ module, title }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const api = useApi();
  const profile = useApiQuery('account.profile', {});
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, busy, onSubmit } = useFormSubmit<'phone' | 'code'>();
  const [bound, setBound] = useState<AccountProfileData>();

  if (profile.status === 'error') return <ApiErrorView error={profile.error} onRetry={profile.reload} />;
  if (profile.status === 'loading') return <LoadingView />;
  if (bound) return <AccountDone title={t('bind.done', { phone: bound.phone })} module={module} />;
  if (profile.data.phone) {
    return (
      <StatusScreen title={t('bind.already', { phone: profile.data.phone })} message={t('bind.alreadyHint')} testId="phone-already-bound">
        <Link className="portal-button portal-button--primary" to={`/${module}/untyingPh`}>
          {t('bind.goUnbind')}
        </Link>
      </StatusScreen>
    );
  }

  const phoneProblem = () => (phone === '' ? t('form.required', { field: t('sms.phone') }) : MAINLAND_MOBILE.test(phone) ? undefined : t('form.phoneInvalid'));
  const submit = onSubmit(
    () => ({ phone: phoneProblem(), code: SMS_CODE.test(code) ? undefined : t('form.codeInvalid') }),
    async () => setBound(await api.post('account.bindPhone', { phone, code })),
  );

  return (
    <AccountPage id="bind-heading" title={title}>
      <p className={styles.intro}>{t('bind.intro')}</p>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <DigitsField
          label={t('sms.phone')}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('sms.phonePlaceholder')}
          value={phone}
          onDigits={setPhone}
          error={errors.phone}
        />
        <SmsCodeField
          purpose="bind"
          phone={phone}
          canSend={() => {
            const problem = phoneProblem();
            setErrors({ phone: problem });
            return !problem;
          }}
          code={code}
          onCode={setCode}
          error={errors.code}
        />
        <SubmitRow error={errors.form} busy={busy} label={t('bind.submit')} />
      </form>
    </AccountPage>
  );
}
