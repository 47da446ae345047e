/**
 * agenda/createGroup (创建群组): a group's name and its members, found in the campus directory by name or
 * student number (`?q=`, kept in the address) and picked one by one; created, it opens in classManageDetail.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiErrorView, LoadingView, isApiError, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AgendaPeopleData } from '../generated/types.ts';
import styles from './agenda.module.css';

type Person = AgendaPeopleData['list'][number];

export default function CreateGroupPage({ module, title, query }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const navigate = useNavigate();
  const q = query.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const people = useApiQuery('agenda.people', q ? { q } : undefined);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    void navigate(`/${module}/createGroup${next ? `?${new URLSearchParams({ q: next }).toString()}` : ''}`, { replace: true });
  };
  const create = async () => {
    if (name.trim().length < 2 || name.trim().length > 20) return setProblem(t('create.badName'));
    if (chosen.length === 0) return setProblem(t('create.noMembers'));
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api.post('agenda.createGroup', { name: name.trim(), members: chosen.map((person) => person.key) });
      void navigate(`/${module}/classManageDetail?id=${answer.group.id}`);
    } catch (error) {
      setProblem(t('create.failed', { reason: isApiError(error) ? error.message : String(error) }));
      setBusy(false);
    }
  };
  const has = (person: Person) => chosen.some((one) => one.key === person.key);

  return (
    <section className={styles.page} aria-labelledby="agenda-create">
      <h1 id="agenda-create" className={styles.heading}>
        {title}
      </h1>
      <label className={styles.field} htmlFor="agenda-group-name">
        {t('create.name')}
        <input id="agenda-group-name" value={name} maxLength={20} placeholder={t('create.nameHint')} onChange={(event) => setName(event.target.value)} />
      </label>
      <h2 className={styles.subheading}>{t('create.chosen', { count: chosen.length })}</h2>
      {chosen.length === 0 ? (
        <p className={styles.meta}>{t('create.noneChosen')}</p>
      ) : (
        <ul className={styles.chips} data-testid="agenda-chosen">
          {chosen.map((person) => (
            <li key={person.key}>
              {person.name}
              <button
                type="button"
                aria-label={t('create.unpick', { name: person.name })}
                onClick={() => setChosen(chosen.filter((one) => one.key !== person.key))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="portal-button portal-button--primary" disabled={busy} onClick={() => void create()}>
        {t('create.submit')}
      </button>
      <form className={styles.search} role="search" onSubmit={search}>
        <label htmlFor="agenda-people-q">{t('create.search')}</label>
        <input id="agenda-people-q" type="search" value={text} placeholder={t('create.searchHint')} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="portal-button">
          {t('create.find')}
        </button>
      </form>
      {!q ? (
        <p className={styles.meta} data-testid="agenda-people-hint">
          {t('create.hint')}
        </p>
      ) : people.status === 'error' ? (
        <ApiErrorView error={people.error} onRetry={people.reload} />
      ) : people.status === 'loading' ? (
        <LoadingView />
      ) : people.data.list.length === 0 ? (
        <p className={styles.meta} role="status" data-testid="agenda-people-none">
          {t('create.nobody', { q })}
        </p>
      ) : (
        <ul className={styles.members} data-testid="agenda-people">
          {people.data.list.map((person) => (
            <li key={person.key} data-member={person.key}>
              <span>
                <strong>{person.name}</strong> <small>{person.detail}</small>
              </span>
              <button
                type="button"
                className="portal-button"
                disabled={has(person)}
                aria-label={t('create.pickWho', { name: person.name, detail: person.detail })}
                onClick={() => setChosen([...chosen, person])}
              >
                {has(person) ? t('create.picked') : t('create.pick')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
