/**
 * document/user (选择办理人): the staff directory to pick a step's handlers from, for the page that sent
 * here (`?step=&name=&chosen=a,b&return=/document/sendpage`). The choice goes back in the navigation
 * state ({ picked: { step, people } }); the return path must be a page of this app, never elsewhere.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps, DocumentUsersData, Person } from '../generated/types.ts';
import type { PickedHandlers } from './SendPage.tsx';
import styles from './document.module.css';

export default function UserPage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  const navigate = useNavigate();
  const users = useApiQuery('document.users', {});
  const [chosen, setChosen] = useState<string[]>(() => (query.get('chosen') ?? '').split(',').filter(Boolean));
  const step = Number(query.get('step') ?? 0);
  const asked = query.get('return') ?? '';
  const back = asked.startsWith(`/${module}/`) ? asked : `/${module}/sendpage`;

  return (
    <WidgetPage title={title}>
      {query.get('name') ? <p className="portal-card__meta">{t('user.for', { step: query.get('name') })}</p> : null}
      <QueryView query={users} empty={t('user.none')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <People
            list={data.list}
            chosen={chosen}
            onChoose={setChosen}
            onDone={(people) => void navigate(back, { state: { picked: { step, people } satisfies PickedHandlers } })}
            onCancel={() => void navigate(back)}
          />
        )}
      </QueryView>
    </WidgetPage>
  );
}

/** The directory, searched by name or role, with the people chosen so far ticked. */
function People({
  list,
  chosen,
  onChoose,
  onDone,
  onCancel,
}: {
  list: DocumentUsersData['list'];
  chosen: string[];
  onChoose(change: (before: string[]) => string[]): void;
  onDone(people: Person[]): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('document');
  const [q, setQ] = useState('');
  const shown = list.filter((one) => !q.trim() || one.name.includes(q.trim()) || one.roleName.includes(q.trim()));
  const confirm = () =>
    onDone(
      chosen.flatMap((username) => {
        const person = list.find((one) => one.username === username);
        return person ? [{ username, name: person.name }] : [];
      }),
    );
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
                  onChoose((before) => (event.target.checked ? [...before, person.username] : before.filter((one) => one !== person.username)))
                }
              />
              {person.name}
              <span className="portal-muted">{person.roleName}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className="portal-button portal-button--primary" disabled={chosen.length === 0} onClick={confirm}>
          {t('user.confirm', { count: chosen.length })}
        </button>
        <button type="button" className="portal-button" onClick={onCancel}>
          {t('user.cancel')}
        </button>
      </div>
    </>
  );
}
