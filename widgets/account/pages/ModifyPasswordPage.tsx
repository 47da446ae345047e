import { useState } from 'react';
import { useTranslation, QueryView, WidgetPage, useAccess, useAction, useApi, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_KINDS, PASSWORD_MIN_LENGTH, charCount, passwordKinds, passwordProblem } from '../accountRules.ts';
import type { AccountProps } from '../generated/types.ts';
import { AccountDone } from './AccountDone.tsx';
import { useFailedText } from './accountErrors.ts';
import { useFieldChecks } from './fieldChecks.ts';
import { Field } from './Field.tsx';
import { SubmitRow } from './FormFooter.tsx';
import styles from './account.module.css';

/** Weak until every rule is met; strong when long (12+) and using all four kinds. */
export function strengthOf(password: string, username: string): 'weak' | 'medium' | 'strong' {
  if (passwordProblem(password, { username })) return 'weak';
  return charCount(password) >= 12 && passwordKinds(password) === 4 ? 'strong' : 'medium';
}

/** The current password, the new one with its rules ticking as the user types, and its confirmation. */
function PasswordForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const { problems, onSubmit } = useFieldChecks<'old' | 'next' | 'confirm'>();
  const change = useAction((_: void, call) => api.post('account.changePassword', { oldPassword: old, newPassword: next, confirmPassword: confirm }, call), {
    failed: useFailedText(),
    onDone,
  });

  const level = strengthOf(next, username);
  const rules = [
    { key: 'ruleLength', met: charCount(next) >= PASSWORD_MIN_LENGTH && charCount(next) <= PASSWORD_MAX_LENGTH },
    { key: 'ruleKinds', met: passwordKinds(next) >= PASSWORD_MIN_KINDS },
    { key: 'ruleNotUsername', met: next !== '' && next.toLowerCase() !== username.toLowerCase() },
    { key: 'ruleNotOld', met: next !== '' && next !== old },
  ];

  const submit = onSubmit(
    () => {
      const problem = passwordProblem(next, { username, oldPassword: old });
      return {
        old: old === '' ? t('form.required', { field: t('password.old') }) : undefined,
        next: problem ? t(`passwordProblems.${problem}`) : undefined,
        confirm: confirm === '' ? t('form.required', { field: t('password.confirm') }) : confirm !== next ? t('form.confirmMismatch') : undefined,
      };
    },
    () => change.run(),
  );

  const type = visible ? 'text' : 'password';
  // The new password and its confirmation: a password manager offers to make one up.
  const newPassword = { type, autoComplete: 'new-password', maxLength: PASSWORD_MAX_LENGTH + 1 };
  return (
    <form className={`portal-card ${styles.form}`} onSubmit={submit} noValidate>
      {/* The account name lets password managers file the new password under the right login. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field
        label={t('password.old')}
        name="oldPassword"
        type={type}
        autoComplete="current-password"
        value={old}
        onChange={(e) => setOld(e.target.value)}
        error={problems.old}
        maxLength={1024}
      />
      <Field
        label={t('password.new')}
        name="newPassword"
        {...newPassword}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={problems.next}
        note={
          <>
            <div className={styles.meter} data-level={level} aria-hidden="true">
              <span style={{ width: next === '' ? 0 : level === 'weak' ? '33%' : level === 'medium' ? '66%' : '100%' }} />
            </div>
            {next !== '' ? <p className="portal-field__hint">{t('password.strength', { level: t(`password.levels.${level}`) })}</p> : null}
            <ul className={styles.rules} aria-label={t('password.rules')}>
              {rules.map((rule) => (
                <li key={rule.key} data-met={rule.met}>
                  {t(`password.${rule.key}`)}
                </li>
              ))}
            </ul>
          </>
        }
      />
      <Field
        label={t('password.confirm')}
        name="confirmPassword"
        {...newPassword}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={problems.confirm}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {t('password.show')}
      </label>
      <SubmitRow action={change} label={t('password.submit')} />
    </form>
  );
}

/**
 * polymerization/modifyPass: the current password, a new one meeting the rules (shown ticking as the
 * user types, checked again by the school) and its confirmation. Afterwards the old one no longer works.
 */
export default function ModifyPasswordPage({ module }: WidgetPageProps<AccountProps>) {
  const { t } = useTranslation('account');
  const access = useAccess();
  const profile = useApiQuery('account.profile', {});
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AccountDone title={t('password.done')} message={t('password.doneHint')} module={module}>
        <button type="button" className="portal-button" onClick={() => void access.logout()}>
          {t('password.logoutNow')}
        </button>
      </AccountDone>
    );
  }
  return (
    <WidgetPage>
      <QueryView query={profile}>{(p) => <PasswordForm username={p.username} onDone={() => setDone(true)} />}</QueryView>
    </WidgetPage>
  );
}
