import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, StatusScreen, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { MAINLAND_MOBILE, SMS_CODE } from '../accountRules.ts';
import type { AccountProfileData, AccountProps } from '../generated/types.ts';
import { AccountDone } from './AccountDone.tsx';
import { useErrorText } from './accountErrors.ts';
import { Field } from './Field.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import styles from './account.module.css';

/** polymerization/bindPh: a mainland mobile number, proved by the SMS code sent to it, becomes the account's phone. */
export default function BindPhonePage({ routePath }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const module = routePath.split('/')[0]!;
  const api = useApi();
  const errorText = useErrorText();
  const profile = useApiQuery('account.profile', {});
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { phone: phoneProblem(), code: SMS_CODE.test(code) ? undefined : t('form.codeInvalid') };
    setErrors(next);
    if (next.phone || next.code) return;
    setBusy(true);
    try {
      setBound(await api.post('account.bindPhone', { phone, code }));
    } catch (failure) {
      setErrors({ form: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="bind-heading">
      <h1 id="bind-heading" className={styles.heading}>
        {t('pages.bindPh')}
      </h1>
      <p className={styles.intro}>{t('bind.intro')}</p>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('sms.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('sms.phonePlaceholder')}
          value={phone}
          onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
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
        {errors.form ? (
          <p className={styles.formError} role="alert" data-testid="form-error">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="portal-button portal-button--primary" disabled={busy}>
          {busy ? t('form.submitting') : t('bind.submit')}
        </button>
      </form>
    </section>
  );
}
