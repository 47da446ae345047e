/**
 * agenda/createGroup (创建群组): a group's name and its members, found in the campus directory by name or
 * student number (`?q=`, kept in the address) and picked one by one; created, it opens in classManageDetail.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormActions, QueryView, WidgetPage, useAction, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
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
  // What this page checks before sending; the server's refusal is the action's.
  const [problem, setProblem] = useState<string>();
  const people = useApiQuery('agenda.people', q ? { q } : undefined);
  const create = useAction((_: void, call) => api.post('agenda.createGroup', { name: name.trim(), members: chosen.map((person) => person.key) }, call), {
    onDone: (answer) => void navigate(`/${module}/classManageDetail?id=${answer.group.id}`),
    failed: (reason) => t('create.failed', { reason }),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    void navigate(`/${module}/createGroup${next ? `?${new URLSearchParams({ q: next }).toString()}` : ''}`, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = name.trim().length < 2 || name.trim().length > 20 ? t('create.badName') : chosen.length === 0 ? t('create.noMembers') : undefined;
    setProblem(found);
    if (found) return create.reset();
    void create.run();
  };
  const has = (person: Person) => chosen.some((one) => one.key === person.key);

  return (
    <WidgetPage title={title}>
      <div className={styles.stack}>
        <form className={styles.stack} onSubmit={submit}>
          <label className="portal-field" htmlFor="agenda-group-name">
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
          <FormActions action={create} submit={t('create.submit')} problem={problem} />
        </form>
        <form className={styles.search} role="search" onSubmit={search}>
          <label htmlFor="agenda-people-q">{t('create.search')}</label>
          <input id="agenda-people-q" type="search" value={text} placeholder={t('create.searchHint')} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="portal-button">
            {t('create.find')}
          </button>
        </form>
        {q ? (
          <QueryView query={people}>
            {(data) =>
              data.list.length === 0 ? (
                <p className={styles.meta} role="status" data-testid="agenda-people-none">
                  {t('create.nobody', { q })}
                </p>
              ) : (
                <ul className={styles.members} data-testid="agenda-people">
                  {data.list.map((person) => (
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
              )
            }
          </QueryView>
        ) : (
          <p className={styles.meta} data-testid="agenda-people-hint">
            {t('create.hint')}
          </p>
        )}
      </div>
    </WidgetPage>
  );
}
