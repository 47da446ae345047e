import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation, QueryView, StatusScreen, WidgetPage, useAction, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { SMS_CODE } from '../accountRules.ts';
import type { AccountProps } from '../generated/types.ts';
import { AccountDone } from './AccountDone.tsx';
import { useFailedText } from './accountErrors.ts';
import { useFieldChecks } from './fieldChecks.ts';
import { SubmitRow } from './FormFooter.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import styles from './account.module.css';

/** The SMS code sent to the bound phone, typed back; `servicePhone` helps one who lost the phone. */
function UnbindForm({ servicePhone, onDone }: { servicePhone?: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [code, setCode] = useState('');
  const { problems, onSubmit } = useFieldChecks<'code'>();
  const unbind = useAction((_: void, call) => api.post('account.unbindPhone', { code }, call), { failed: useFailedText(), onDone });
  const submit = onSubmit(
    () => ({ code: SMS_CODE.test(code) ? undefined : t('form.codeInvalid') }),
    () => unbind.run(),
  );
  return (
    <form className={`portal-card ${styles.form}`} onSubmit={submit} noValidate>
      <SmsCodeField purpose="unbind" code={code} onCode={setCode} error={problems.code} />
      <SubmitRow action={unbind} label={t('unbind.submit')} />
      {servicePhone ? <p className="portal-field__hint">{t('unbind.lostPhone', { phone: servicePhone })}</p> : null}
    </form>
  );
}

/** polymerization/untyingPh: the bound phone is released once the code sent to it is typed back. */
export default function UnbindPhonePage({ props, module }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const profile = useApiQuery('account.profile', {});
  const [done, setDone] = useState(false);

  if (done) return <AccountDone title={t('unbind.done')} module={module} />;
  return (
    <QueryView query={profile}>
      {(p) =>
        p.phone ? (
          <WidgetPage intro={t('unbind.intro', { phone: p.phone })}>
            <UnbindForm servicePhone={props.servicePhone} onDone={() => setDone(true)} />
          </WidgetPage>
        ) : (
          <StatusScreen title={t('unbind.none')} testId="phone-not-bound">
            <Link className="portal-button portal-button--primary" to={`/${module}/bindPh`}>
              {t('unbind.goBind')}
            </Link>
          </StatusScreen>
        )
      }
    </QueryView>
  );
}
