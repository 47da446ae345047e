import { useEffect, useState } from 'react';
import { useTranslation, useApiQuery } from '../../../runtime/app/index.ts';
import styles from './greetingCard.module.css';

export interface Recipient {
  id: number;
  name: string;
}

/** Typing searches after this pause. */
export const RECIPIENT_SEARCH_DELAY_MS = 300;

/** A colleague to send to: a search box over the school's directory, the matches as choices. */
export function RecipientPicker({ value, onChange, invalid }: { value?: Recipient; onChange: (recipient?: Recipient) => void; invalid: boolean }) {
  const { t } = useTranslation('greeting-card');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const people = useApiQuery('greeting-card.recipients', value ? undefined : { q });

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), RECIPIENT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  if (value)
    return (
      <div className={styles.chosen} data-testid="card-recipient">
        <span className={styles.person} data-chosen="true">
          {value.name}
        </span>
        <button type="button" className="portal-button" onClick={() => onChange(undefined)}>
          {t('write.change')}
        </button>
      </div>
    );
  return (
    <>
      <input
        type="search"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('write.search')}
        aria-label={t('write.searchLabel')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'card-recipient-error' : undefined}
        maxLength={20}
      />
      {people.status === 'ready' ? (
        people.data.list.length === 0 ? (
          <p className={styles.muted}>{t('write.noMatch')}</p>
        ) : (
          <div className={styles.people} role="radiogroup" aria-labelledby="card-recipient" data-testid="card-recipients">
            {people.data.list.map((person) => (
              <button
                key={person.id}
                type="button"
                role="radio"
                aria-checked={false}
                className={styles.person}
                onClick={() => onChange({ id: person.id, name: person.name })}
              >
                {person.name} <span className={styles.muted}>{person.roleName}</span>
              </button>
            ))}
          </div>
        )
      ) : people.status === 'error' ? (
        <p className="portal-problem" role="alert">
          {people.error.message}
        </p>
      ) : null}
    </>
  );
}
