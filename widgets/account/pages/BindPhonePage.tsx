import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, QueryView, StatusScreen, WidgetPage, useAction, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { MAINLAND_MOBILE, SMS_CODE } from '../accountRules.ts';
import type { AccountProfileData, AccountProps } from '../generated/types.ts';
import { AccountDone } from './AccountDone.tsx';
import { useFailedText } from './accountErrors.ts';
import { useFieldChecks } from './fieldChecks.ts';
import { DigitsField } from './Field.tsx';
import { SubmitRow } from './FormFooter.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import styles from './account.module.css';

/** The phone number and the SMS code sent to it; `onBound` gets the profile with the phone bound. */
function BindForm({ onBound }: { onBound: (profile: AccountProfileData) => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { problems, setProblems, onSubmit } = useFieldChecks<'phone' | 'code'>();
  const bind = useAction((_: void, call) => api.post('account.bindPhone', { phone, code }, call), { failed: useFailedText(), onDone: onBound });

  const phoneProblem = () => (phone === '' ? t('form.required', { field: t('sms.phone') }) : MAINLAND_MOBILE.test(phone) ? undefined : t('form.phoneInvalid'));
  const submit = onSubmit(
    () => ({ phone: phoneProblem(), code: SMS_CODE.test(code) ? undefined : t('form.codeInvalid') }),
    () => bind.run(),
  );
  return (
    <form className={`portal-card ${styles.form}`} onSubmit={submit} noValidate>
      <DigitsField
        label={t('sms.phone')}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        maxLength={11}
        placeholder={t('sms.phonePlaceholder')}
        value={phone}
        onDigits={setPhone}
        error={problems.phone}
      />
      <SmsCodeField
        purpose="bind"
        phone={phone}
        canSend={() => {
          const problem = phoneProblem();
          setProblems({ phone: problem });
          return !problem;
        }}
        code={code}
        onCode={setCode}
        error={problems.code}
      />
      <SubmitRow action={bind} label={t('bind.submit')} />
    </form>
  );
}

/** polymerization/bindPh: a mainland mobile number, proved by the SMS code sent to it, becomes the account's phone. */
export default function BindPhonePage({ module }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const profile = useApiQuery('account.profile', {});
  const [bound, setBound] = useState<AccountProfileData>();

  if (bound) return <AccountDone title={t('bind.done', { phone: bound.phone })} module={module} />;
  return (
    <QueryView query={profile}>
      {(p) =>
        p.phone ? (
          <StatusScreen title={t('bind.already', { phone: p.phone })} message={t('bind.alreadyHint')} testId="phone-already-bound">
            <Link className="portal-button portal-button--primary" to={`/${module}/untyingPh`}>
              {t('bind.goUnbind')}
            </Link>
          </StatusScreen>
        ) : (
          <WidgetPage intro={t('bind.intro')}>
            <BindForm onBound={setBound} />
          </WidgetPage>
        )
      }
    </QueryView>
  );
}
