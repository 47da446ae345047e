/**
 * 品牌: every field of the schema's `branding` — titles and texts per language, logo, favicon, colours —
 * with a live preview of a browser tab, the header (a phone's too, with the short title), an app tile and
 * the footer. The fields are read from site.schema.json (schemaFields.ts): a field added there gets its
 * control here without a change; its label comes from `branding.fields.<path>` in the locales (the key
 * itself until one is written).
 */
import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { AppIcon } from '../components/AppIcon.tsx';
import { languages, localize } from '../i18n/i18n.ts';
import { offeredLanguages } from './offeredLanguages.ts';
import type { LocalizedText } from '../../shared/generated/siteManifest.ts';
import { toPointer, type FieldPath } from './draft.ts';
import { AreaProblems, FieldMessages, useFieldProblems } from './FieldProblems.tsx';
import { schemaFields, type SchemaField } from './schemaFields.ts';
import type { DraftFields } from './useSiteDraft.ts';

const brandingFields = schemaFields(['branding']);
const colorFields = brandingFields.find((field) => field.key === 'colors')?.fields?.filter((field) => field.kind === 'color') ?? [];
/** A colour's CSS variable, as applyBranding sets it: `onPrimary` → `--portal-on-primary`. */
const cssVariable = (key: string) => `--portal-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
/** A field's place in the locales: its path under `branding`, dotted. */
const localeKey = (field: SchemaField) => field.path.slice(1).join('.');

const isColor = (value: unknown): value is string => typeof value === 'string' && /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
/** `<input type="color">` takes #rrggbb only. */
const sixDigits = (color: string) => (color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color).toLowerCase();
/** Only what the schema would accept is shown as an image in the preview. */
const isSafeImage = (url: unknown): url is string => typeof url === 'string' && /^(https?:\/\/|\/(?![/\\]))[^\s<>"'`\\]*$/.test(url);

export function BrandingEditor({ fields }: { fields: DraftFields }) {
  const { t, i18n } = useTranslation('operator');
  const text = (path: FieldPath) => localize(fields.value(path) as LocalizedText | undefined, i18n.language);
  const colorOf = (path: FieldPath) => {
    const value = fields.value(path);
    const fallback = fields.inherited(path);
    return isColor(value) ? value : isColor(fallback) ? fallback : undefined;
  };
  const title = text(['branding', 'title']) || text(['name']);
  const shortTitle = text(['branding', 'shortTitle']);
  const copyright = text(['branding', 'copyright']);
  const logo = fields.value(['branding', 'logo']);
  const favicon = fields.value(['branding', 'favicon']);
  const previewStyle = Object.fromEntries(colorFields.map((field) => [cssVariable(field.key), colorOf(field.path)])) as CSSProperties;
  return (
    <section className="operator-section" aria-labelledby="branding-heading">
      <h2 id="branding-heading">{t('branding.heading')}</h2>
      <p className="operator-intro">{t('branding.intro')}</p>
      <div className="operator-branding">
        <div className="operator-branding__fields">
          {brandingFields.map((field) => (
            <FieldControl key={field.key} field={field} fields={fields} />
          ))}
        </div>
        <figure className="operator-branding__preview" style={previewStyle} data-testid="branding-preview" aria-label={t('branding.preview')}>
          <div className="operator-branding__tab" data-testid="branding-preview-tab">
            {isSafeImage(favicon) ? <PreviewImage src={favicon} size={16} /> : null}
            <span>{title}</span>
          </div>
          <PreviewHeader logo={logo} title={title} />
          {shortTitle ? (
            <div className="operator-branding__phone">
              <span className="operator-muted">{t('branding.previewPhone')}</span>
              <PreviewHeader logo={logo} title={shortTitle} />
            </div>
          ) : null}
          <div className="operator-branding__body">
            <span className="operator-branding__tile">
              <span className="operator-branding__tile-icon">
                <AppIcon name="news" />
              </span>
              <span>{t('branding.previewApp')}</span>
            </span>
            <span className="portal-button portal-button--primary">{t('draft.publish')}</span>
          </div>
          {copyright ? <div className="portal-footer">{copyright}</div> : null}
          <figcaption className="portal-visually-hidden">{t('branding.preview')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

function PreviewHeader({ logo, title }: { logo: unknown; title: string }) {
  return (
    <div className="portal-header">
      <span className="portal-header__brand">
        {isSafeImage(logo) ? <PreviewImage src={logo} size={28} className="portal-header__logo" /> : null}
        <span className="portal-header__title">{title}</span>
      </span>
    </div>
  );
}

/** A logo or favicon under /site-assets/ is served for the host's own site only: hidden rather than shown broken. */
function PreviewImage({ src, size, className }: { src: string; size: number; className?: string }) {
  return (
    <img key={src} className={className} src={src} alt="" width={size} height={size} onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />
  );
}

/** The control a schema field's kind calls for, with its label (and hint) from the locales. */
function FieldControl({ field, fields }: { field: SchemaField; fields: DraftFields }) {
  const { t, i18n } = useTranslation('operator');
  const label = t(`branding.fields.${localeKey(field)}`, { defaultValue: field.key });
  const hintKey = `branding.hints.${localeKey(field)}`;
  const hint = i18n.exists(hintKey, { ns: 'operator' }) ? t(hintKey) : undefined;
  const control = (() => {
    switch (field.kind) {
      case 'group':
        return (
          <fieldset className="operator-fieldset">
            <legend>{t(`branding.groups.${localeKey(field)}`, { defaultValue: field.key })}</legend>
            {field.fields?.map((child) => (
              <FieldControl key={child.key} field={child} fields={fields} />
            ))}
            <AreaProblems pointer={toPointer(field.path)} deep={false} />
          </fieldset>
        );
      case 'localized':
        return <LocalizedField fields={fields} path={field.path} label={label} />;
      case 'color':
        return <ColorField fields={fields} path={field.path} label={label} />;
      case 'number':
        return <NumberField fields={fields} path={field.path} label={label} />;
      case 'boolean':
        return <BooleanField fields={fields} path={field.path} label={label} />;
      default:
        return <TextField fields={fields} path={field.path} label={label} onChange={(value) => fields.set(field.path, value === '' ? undefined : value)} />;
    }
  })();
  return (
    <div className="operator-branding__field" data-field={toPointer(field.path)}>
      {control}
      {hint ? <p className="operator-muted operator-branding__hint">{hint}</p> : null}
    </div>
  );
}

/**
 * A text per language. An emptied en or tw falls back to zh; an emptied zh stays (for the validator to
 * point at) while another language has a text, and when no text is left the field goes from the file
 * (inherited again, or absent).
 */
function LocalizedField({ fields, path, label }: { fields: DraftFields; path: FieldPath; label: string }) {
  const { t } = useTranslation('operator');
  const filled = (language: string) => {
    const value = fields.value([...path, language]);
    return typeof value === 'string' && value !== '';
  };
  const shown = offeredLanguages(fields);
  const change = (language: string, value: string) => {
    if (value !== '') fields.set([...path, language], value);
    else if (!languages.some((other) => other !== language && filled(other))) fields.set(path, undefined);
    else fields.set([...path, language], language === 'zh' ? '' : undefined);
  };
  return (
    <fieldset className="operator-fieldset">
      <legend>{label}</legend>
      {shown.map((language) => (
        <TextField
          key={language}
          fields={fields}
          path={[...path, language]}
          label={t('branding.localized', { field: label, language: t(`textLanguages.${language}`) })}
          onChange={(value) => change(language, value)}
        />
      ))}
      <AreaProblems pointer={toPointer(path)} deep={false} />
    </fieldset>
  );
}

function TextField({ fields, path, label, onChange }: { fields: DraftFields; path: FieldPath; label: string; onChange(value: string): void }) {
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const value = fields.value(path);
  return (
    <div className="operator-field">
      <label htmlFor={inputProps.id}>{label}</label>
      <input type="text" {...inputProps} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}

function NumberField({ fields, path, label }: { fields: DraftFields; path: FieldPath; label: string }) {
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const value = fields.value(path);
  return (
    <div className="operator-field">
      <label htmlFor={inputProps.id}>{label}</label>
      <input
        type="number"
        {...inputProps}
        value={typeof value === 'number' ? value : ''}
        onChange={(event) => fields.set(path, event.target.value === '' ? undefined : Number(event.target.value))}
      />
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}

function BooleanField({ fields, path, label }: { fields: DraftFields; path: FieldPath; label: string }) {
  const { problems, messageId, inputProps } = useFieldProblems(path);
  return (
    <div className="operator-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          {...inputProps}
          checked={fields.value(path) === true}
          onChange={(event) => fields.set(path, event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}

function ColorField({ fields, path, label }: { fields: DraftFields; path: FieldPath; label: string }) {
  const { t } = useTranslation('operator');
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const value = fields.value(path);
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="operator-field">
      <label htmlFor={inputProps.id}>{label}</label>
      <div className="operator-color">
        <input
          type="color"
          aria-label={t('branding.colorPicker', { name: label })}
          value={isColor(text) ? sixDigits(text) : '#000000'}
          onChange={(event) => fields.set(path, event.target.value)}
        />
        <input
          type="text"
          {...inputProps}
          value={text}
          placeholder="#1769e0"
          spellCheck={false}
          onChange={(event) => fields.set(path, event.target.value === '' ? undefined : event.target.value)}
        />
      </div>
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}
