/** 接口覆盖: per API key, another path (`api.overrides`). Unknown keys are the validator's to point out. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { isPlainObject, toPointer } from './draft.ts';
import { AreaProblems, FieldMessages, useFieldProblems } from './FieldProblems.tsx';
import type { DraftFields } from './useSiteDraft.ts';

const overridesPath = ['api', 'overrides'];

export function ApiOverridesEditor({ fields }: { fields: DraftFields }) {
  const { t } = useTranslation('operator');
  const [newKey, setNewKey] = useState('');
  const [newPath, setNewPath] = useState('');
  const overrides = fields.value(overridesPath);
  const entries = isPlainObject(overrides) ? Object.entries(overrides) : [];
  const add = (event: FormEvent) => {
    event.preventDefault();
    const key = newKey.trim();
    if (!key) return;
    fields.set([...overridesPath, key], newPath.trim());
    setNewKey('');
    setNewPath('');
  };
  return (
    <section className="operator-section" aria-labelledby="api-heading">
      <h2 id="api-heading">{t('api.heading')}</h2>
      <p className="operator-intro">{t('api.intro')}</p>
      {entries.length === 0 ? <p className="operator-muted">{t('api.empty')}</p> : null}
      <ul className="operator-rows">
        {entries.map(([key, value]) => (
          <OverrideRow key={key} apiKey={key} value={value} fields={fields} />
        ))}
      </ul>
      <form className="operator-add-row" onSubmit={add}>
        <label>
          <span>{t('api.newKey')}</span>
          <input type="text" value={newKey} placeholder="news.list" onChange={(event) => setNewKey(event.target.value)} />
        </label>
        <label>
          <span>{t('api.newPath')}</span>
          <input type="text" value={newPath} placeholder="/cms/v2/articles" onChange={(event) => setNewPath(event.target.value)} />
        </label>
        <button type="submit" className="portal-button" disabled={!newKey.trim()}>
          {t('api.add')}
        </button>
      </form>
      <AreaProblems pointer="/api" except={entries.map(([key]) => toPointer([...overridesPath, key]))} />
    </section>
  );
}

function OverrideRow({ apiKey, value, fields }: { apiKey: string; value: unknown; fields: DraftFields }) {
  const { t } = useTranslation('operator');
  const path = [...overridesPath, apiKey];
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const inherited = fields.inherited(path);
  const own = fields.isOwn(path);
  return (
    <li className="operator-row" data-override={apiKey}>
      <code className="operator-row__key">{apiKey}</code>
      <div className="operator-field">
        <input
          type="text"
          {...inputProps}
          aria-label={t('api.pathOf', { key: apiKey })}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => fields.set(path, event.target.value)}
        />
        {!own && inherited !== undefined ? <span className="operator-muted">{t('inherited')}</span> : null}
        <FieldMessages problems={problems} id={messageId} />
      </div>
      {own ? (
        <button
          type="button"
          className="portal-button portal-button--text operator-small-button"
          onClick={() => fields.set(path, undefined)}
          aria-label={inherited !== undefined ? `${t('reset')}: ${apiKey}` : t('api.removeOf', { key: apiKey })}
        >
          {inherited !== undefined ? t('reset') : t('remove')}
        </button>
      ) : null}
    </li>
  );
}
