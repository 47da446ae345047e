/**
 * 应用: the site's apps with their switches and labels. Values shown are effective (base + this site's
 * file + schema defaults); each change goes through the draft, which writes only differences.
 */
import { useTranslation } from '../i18n/useTranslation.tsx';
import { AppIcon, iconNames } from '../components/AppIcon.tsx';
import { localize } from '../i18n/i18n.ts';
import { offeredLanguages } from './offeredLanguages.ts';
import type { LocalizedText } from '../../shared/generated/siteManifest.ts';
import { isPlainObject, toPointer } from './draft.ts';
import { AreaProblems, FieldMessages, useFieldProblems } from './FieldProblems.tsx';
import type { DraftFields } from './useSiteDraft.ts';

interface EditorProps {
  fields: DraftFields;
}

export function AppsEditor({ fields }: EditorProps) {
  const { t } = useTranslation('operator');
  const apps = fields.value(['apps']);
  const keys = isPlainObject(apps) ? Object.keys(apps) : [];
  return (
    <section className="operator-section" aria-labelledby="apps-heading">
      <h2 id="apps-heading">{t('apps.heading')}</h2>
      <p className="operator-intro">{t('apps.intro')}</p>
      {keys.length === 0 ? <p>{t('apps.empty')}</p> : null}
      <ul className="operator-app-list">
        {keys.map((key) => (
          <AppRow key={key} appKey={key} fields={fields} />
        ))}
      </ul>
    </section>
  );
}

function AppRow({ appKey, fields }: EditorProps & { appKey: string }) {
  const { t, i18n } = useTranslation('operator');
  const at = (...rest: string[]) => ['apps', appKey, ...rest];
  const title = fields.value(at('title')) as LocalizedText | undefined;
  const name = `${localize(title, i18n.language) || appKey} (${appKey})`;
  const label = (field: string) => t('apps.control', { app: name, field });
  const enabled = fields.value(at('enabled')) !== false;
  const widget = fields.value(at('widget'));
  const controlled = ['enabled', 'visible', 'title', 'icon', 'category', 'order'].map((f) => toPointer(at(f)));
  return (
    <li className={`operator-app${enabled ? '' : ' operator-app--off'}`} data-app-row={appKey} tabIndex={-1}>
      <div className="operator-app__head">
        <span className="operator-app__icon" aria-hidden="true">
          <AppIcon name={String(fields.value(at('icon')) ?? 'app')} size={24} />
        </span>
        <div className="operator-app__name">
          <strong>{localize(title, i18n.language) || appKey}</strong>
          <code>{appKey}</code>
          {typeof widget === 'string' ? <span className="operator-muted">{t('apps.widget', { widget })}</span> : null}
        </div>
        <div className="operator-app__switches">
          <Switch fields={fields} path={at('enabled')} label={label(t('apps.enabled'))} text={t('apps.enabled')} />
          <Switch fields={fields} path={at('visible')} label={label(t('apps.visible'))} text={t('apps.visible')} />
        </div>
      </div>
      <div className="operator-app__fields">
        {offeredLanguages(fields).map((language) => (
          <TitleInput
            key={language}
            fields={fields}
            path={at('title', language)}
            optional={language !== 'zh'}
            text={t('apps.title', { language: t(`textLanguages.${language}`) })}
            label={label(t('apps.title', { language: t(`textLanguages.${language}`) }))}
          />
        ))}
        <IconSelect fields={fields} path={at('icon')} label={label(t('apps.icon'))} text={t('apps.icon')} />
        <CategorySelect fields={fields} path={at('category')} label={label(t('apps.category'))} text={t('apps.category')} />
        <OrderInput fields={fields} path={at('order')} label={label(t('apps.order'))} text={t('apps.order')} />
      </div>
      <AreaProblems pointer={toPointer(at('title'))} deep={false} />
      <AreaProblems pointer={toPointer(['apps', appKey])} except={controlled} />
    </li>
  );
}

interface ControlProps extends EditorProps {
  path: string[];
  /** The accessible name: says which app. */
  label: string;
  /** The visible text. */
  text: string;
}

export function Switch({ fields, path, label, text }: ControlProps) {
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const on = fields.value(path) !== false;
  return (
    <div className="operator-switch">
      <label>
        <input type="checkbox" role="switch" {...inputProps} aria-label={label} checked={on} onChange={(event) => fields.set(path, event.target.checked)} />
        <span>{text}</span>
      </label>
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}

function TitleInput({ fields, path, label, text, optional }: ControlProps & { optional: boolean }) {
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const value = fields.value(path);
  return (
    <div className="operator-field">
      <label htmlFor={inputProps.id}>{text}</label>
      <input
        type="text"
        {...inputProps}
        aria-label={label}
        value={typeof value === 'string' ? value : ''}
        // An empty optional language falls back to zh; an empty zh stays, for the validator to flag.
        onChange={(event) => fields.set(path, event.target.value === '' && optional ? undefined : event.target.value)}
      />
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}

/**
 * A choice among known values, with "the widget's default" first. A value the list does not know (typed
 * by hand in the file) stays selectable, so opening the console never silently changes it.
 */
function ChoiceSelect({ fields, path, label, text, choices }: ControlProps & { choices: ReadonlyArray<{ value: string; label: string }> }) {
  const { t } = useTranslation('operator');
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const value = fields.value(path);
  const current = typeof value === 'string' ? value : '';
  return (
    <div className="operator-field">
      <label htmlFor={inputProps.id}>{text}</label>
      <select {...inputProps} aria-label={label} value={current} onChange={(event) => fields.set(path, event.target.value || undefined)}>
        <option value="">{t('apps.widgetDefault')}</option>
        {current && !choices.some((choice) => choice.value === current) ? <option value={current}>{current}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}

const iconChoices = iconNames.map((icon) => ({ value: icon, label: icon }));

function IconSelect(props: ControlProps) {
  return <ChoiceSelect {...props} choices={iconChoices} />;
}

function CategorySelect(props: ControlProps) {
  const { i18n } = useTranslation('operator');
  const categories = props.fields.value(['categories']);
  const choices = (isPlainObject(categories) ? Object.entries(categories) : []).map(([key, category]) => ({
    value: key,
    label: localize(isPlainObject(category) ? (category.title as LocalizedText) : undefined, i18n.language) || key,
  }));
  return <ChoiceSelect {...props} choices={choices} />;
}

function OrderInput({ fields, path, label, text }: ControlProps) {
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const value = fields.value(path);
  return (
    <div className="operator-field operator-field--narrow">
      <label htmlFor={inputProps.id}>{text}</label>
      <input
        type="number"
        step={1}
        inputMode="numeric"
        {...inputProps}
        aria-label={label}
        value={typeof value === 'number' ? value : ''}
        onChange={(event) => fields.set(path, event.target.value === '' ? undefined : Number(event.target.value))}
      />
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}
