/** Operator sign-in: name and password; wrong ones and too many tries each get their own message. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { errorText } from './errorText.ts';
import type { OperatorApi, SignedIn } from './operatorApi.ts';

export function LoginForm({ api, expired, onLoggedIn }: { api: OperatorApi; expired?: boolean; onLoggedIn(signedIn: SignedIn): void }) {
  const { t } = useTranslation('operator');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const nameId = useId();
  const passwordId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onLoggedIn(await api.login(name.trim(), password));
    } catch (e) {
      setError(errorText(t, e));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="operator-card operator-login" onSubmit={submit} aria-labelledby="login-heading" data-testid="login-form">
      <h2 id="login-heading">{t('login.heading')}</h2>
      <p className="operator-muted">{expired ? t('login.expired') : t('login.intro')}</p>
      <label htmlFor={nameId}>{t('login.name')}</label>
      <input
        id={nameId}
        name="username"
        type="text"
        autoComplete="username"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={passwordId}>{t('login.password')}</label>
      <input
        id={passwordId}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p className="operator-error" id={errorId} role="alert" data-testid="login-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="portal-button portal-button--primary" disabled={busy || !name.trim() || !password}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
