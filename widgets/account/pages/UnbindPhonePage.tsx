import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiErrorView, LoadingView, StatusScreen, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { SMS_CODE } from '../accountRules.ts';
import type { AccountProps } from '../generated/types.ts';
import { AccountDone } from './AccountDone.tsx';
import { useErrorText } from './accountErrors.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import styles from './account.module.css';

/** polymerization/untyingPh: the bound phone is released once the code sent to it is typed back. */
export default function UnbindPhonePage({ props, routePath }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const module = routePath.split('/')[0]!;
  const api = useApi();
  const errorText = useErrorText();
  const profile = useApiQuery('account.profile', {});
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!SMS_CODE.test(code)) return setErrors({ code: t('form.codeInvalid') });
    setErrors({});
    setBusy(true);
    try {
      await api.post('account.unbindPhone', { code });
      setDone(true);
    } catch (failure) {
      setErrors({ form: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="unbind-heading">
      <h1 id="unbind-heading" className={styles.heading}>
        {t('pages.untyingPh')}
      </h1>
      <p className={styles.intro}>{t('unbind.intro', { phone: profile.data.phone })}</p>
      <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <SmsCodeField purpose="unbind" code={code} onCode={setCode} error={errors.code} />
        {errors.form ? (
          <p className={styles.formError} role="alert" data-testid="form-error">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="portal-button portal-button--primary" disabled={busy}>
          {busy ? t('form.submitting') : t('unbind.submit')}
        </button>
        {props.servicePhone ? <p className={styles.note}>{t('unbind.lostPhone', { phone: props.servicePhone })}</p> : null}
      </form>
    </section>
  );
}
