/** 窄屏豁免: the modules shown full width on a desktop (`narrowDesktop.exempt`, legacy-portal §2). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { AreaProblems, FieldMessages, useFieldProblems } from './FieldProblems.tsx';
import type { DraftFields } from './useSiteDraft.ts';

const exemptPath = ['narrowDesktop', 'exempt'];

export function NarrowExemptEditor({ fields }: { fields: DraftFields }) {
  const { t } = useTranslation('operator');
  const [module, setModule] = useState('');
  const value = fields.value(exemptPath);
  const exempt = Array.isArray(value) ? (value as string[]) : [];
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = module.trim();
    if (!name) return;
    // A duplicate is written anyway: the validator says why it is refused, in the operator's words.
    fields.set(exemptPath, [...exempt, name]);
    setModule('');
  };
  return (
    <section className="operator-section" aria-labelledby="narrow-heading">
      <h2 id="narrow-heading">{t('narrow.heading')}</h2>
      <p className="operator-intro">{t('narrow.intro')}</p>
      {exempt.length === 0 ? <p className="operator-muted">{t('narrow.empty')}</p> : null}
      <ul className="operator-rows operator-rows--grid">
        {exempt.map((name, index) => (
          <ExemptRow
            key={`${index}-${name}`}
            name={name}
            index={index}
            onRemove={() =>
              fields.set(
                exemptPath,
                exempt.filter((_, i) => i !== index),
              )
            }
          />
        ))}
      </ul>
      <form className="operator-add-row" onSubmit={add}>
        <label>
          <span>{t('narrow.newModule')}</span>
          <input type="text" value={module} placeholder="score" onChange={(event) => setModule(event.target.value)} />
        </label>
        <button type="submit" className="portal-button" disabled={!module.trim()}>
          {t('add')}
        </button>
      </form>
      <AreaProblems pointer="/narrowDesktop" except={exempt.map((_, i) => `/narrowDesktop/exempt/${i}`)} />
    </section>
  );
}

function ExemptRow({ name, index, onRemove }: { name: string; index: number; onRemove(): void }) {
  const { t } = useTranslation('operator');
  const { problems, messageId, inputProps } = useFieldProblems([...exemptPath, String(index)]);
  return (
    <li className="operator-row">
      <code className="operator-row__key" id={inputProps.id} tabIndex={-1} aria-describedby={inputProps['aria-describedby']}>
        {name}
      </code>
      <FieldMessages problems={problems} id={messageId} />
      <button
        type="button"
        className="portal-button portal-button--text operator-small-button"
        aria-label={t('narrow.removeOf', { module: name })}
        onClick={onRemove}
      >
        {t('remove')}
      </button>
    </li>
  );
}
