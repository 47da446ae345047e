/** 隐藏入口: apps this school does not offer (`hidden`): not listed and not reachable. */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { LocalizedText } from '../../shared/generated/siteManifest.ts';
import { localize } from '../i18n/i18n.ts';
import { isPlainObject } from './draft.ts';
import { AreaProblems, FieldMessages, fieldId, useFieldProblems } from './FieldProblems.tsx';
import type { DraftFields } from './useSiteDraft.ts';

export function HiddenEntriesEditor({ fields }: { fields: DraftFields }) {
  const { t } = useTranslation('operator');
  const apps = fields.value(['apps']);
  const hiddenValue = fields.value(['hidden']);
  const hidden = Array.isArray(hiddenValue) ? (hiddenValue as string[]) : [];
  const keys = isPlainObject(apps) ? Object.keys(apps) : [];
  // Keys hidden but no longer apps stay listed, so they can be unchecked (the validator flags them).
  const all = [...keys, ...hidden.filter((key) => !keys.includes(key))];
  const toggle = (key: string, on: boolean) => fields.set(['hidden'], on ? [...hidden, key] : hidden.filter((k) => k !== key));
  return (
    <section className="operator-section" aria-labelledby="hidden-heading">
      <h2 id="hidden-heading">{t('hidden.heading')}</h2>
      <p className="operator-intro">{t('hidden.intro')}</p>
      <fieldset className="operator-checklist">
        <legend className="portal-visually-hidden">{t('hidden.heading')}</legend>
        {all.map((key) => (
          <HiddenCheckbox key={key} appKey={key} index={hidden.indexOf(key)} apps={apps} onToggle={toggle} />
        ))}
      </fieldset>
      <AreaProblems pointer="/hidden" except={hidden.map((_, i) => `/hidden/${i}`)} />
    </section>
  );
}

function HiddenCheckbox({ appKey, index, apps, onToggle }: { appKey: string; index: number; apps: unknown; onToggle(key: string, on: boolean): void }) {
  const { t, i18n } = useTranslation('operator');
  // A problem about an entry points at its index in the array.
  const { problems, messageId, inputProps } = useFieldProblems(['hidden', String(index)]);
  const app = isPlainObject(apps) ? apps[appKey] : undefined;
  const title = localize(isPlainObject(app) ? (app.title as LocalizedText | undefined) : undefined, i18n.language);
  const name = title ? `${title} (${appKey})` : appKey;
  return (
    <div className="operator-check">
      <label>
        <input
          type="checkbox"
          {...inputProps}
          id={index >= 0 ? inputProps.id : fieldId(`/hidden-${appKey}`)}
          aria-label={t('hidden.label', { app: name })}
          checked={index >= 0}
          onChange={(event) => onToggle(appKey, event.target.checked)}
        />
        <span>{name}</span>
      </label>
      {index >= 0 ? <FieldMessages problems={problems} id={messageId} /> : null}
    </div>
  );
}
