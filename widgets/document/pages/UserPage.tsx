/**
 * document/user (选择办理人): the staff directory to pick a step's handlers from, for the page that sent
 * here (`?step=&name=&chosen=a,b&return=/document/sendpage`). The choice goes back in the navigation
 * state ({ picked: { step, people } }); the return path must be a page of this app, never elsewhere.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps, Person } from '../generated/types.ts';
import type { PickedHandlers } from './SendPage.tsx';
import { DocumentPage } from './documentKit.tsx';
import styles from './document.module.css';

export default function UserPage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  const navigate = useNavigate();
  const users = useApiQuery('document.users', {});
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => (query.get('chosen') ?? '').split(',').filter(Boolean));
  const step = Number(query.get('step') ?? 0);
  const asked = query.get('return') ?? '';
  const back = asked.startsWith(`/${module}/`) ? asked : `/${module}/sendpage`;

  const body = () => {
    if (users.status === 'error') return <ApiErrorView error={users.error} onRetry={users.reload} />;
    if (users.status === 'loading') return <LoadingView />;
    if (users.data.list.length === 0) return <EmptyView message={t('user.none')} />;
    const shown = users.data.list.filter((one) => !q.trim() || one.name.includes(q.trim()) || one.roleName.includes(q.trim()));
    const confirm = () => {
      const people: Person[] = chosen.flatMap((username) => {
        const person = users.data.list.find((one) => one.username === username);
        return person ? [{ username, name: person.name }] : [];
      });
      void navigate(back, { state: { picked: { step, people } satisfies PickedHandlers } });
    };
    return (
      <>
        <input
          type="search"
          className={styles.search}
          value={q}
          aria-label={t('user.search')}
          placeholder={t('user.search')}
          onChange={(event) => setQ(event.target.value)}
        />
        <ul className={styles.people} data-testid="document-users">
          {shown.map((person) => (
            <li key={person.username}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosen.includes(person.username)}
                  onChange={(event) =>
                    setChosen((before) => (event.target.checked ? [...before, person.username] : before.filter((one) => one !== person.username)))
                  }
                />
                {person.name}
                <span className={styles.meta}>{person.roleName}</span>
              </label>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className="portal-button portal-button--primary" disabled={chosen.length === 0} onClick={confirm}>
            {t('user.confirm', { count: chosen.length })}
          </button>
          <button type="button" className="portal-button" onClick={() => void navigate(back)}>
            {t('user.cancel')}
          </button>
        </div>
      </>
    );
  };

  return (
    <DocumentPage title={title} module={module} page="user">
      {query.get('name') ? <p className={styles.meta}>{t('user.for', { step: query.get('name') })}</p> : null}
      {body()}
    </DocumentPage>
  );
}
