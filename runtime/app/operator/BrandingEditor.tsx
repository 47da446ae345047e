/** 品牌: the portal's title per language, logo and colours, with a live preview of a header and an app tile. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../components/AppIcon.tsx';
import { languages, localize } from '../i18n/i18n.ts';
import type { LocalizedText } from '../../shared/generated/siteManifest.ts';
import { FieldMessages, useFieldProblems } from './FieldProblems.tsx';
import type { DraftFields } from './useSiteDraft.ts';

const colorNames = ['primary', 'onPrimary', 'background'] as const;
type ColorName = (typeof colorNames)[number];
const isColor = (value: unknown): value is string => typeof value === 'string' && /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
/** `<input type="color">` takes #rrggbb only. */
const sixDigits = (color: string) => (color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color).toLowerCase();
/** Only what the schema would accept is shown as an image in the preview. */
const isSafeImage = (url: unknown): url is string => typeof url === 'string' && /^(https?:\/\/|\/(?![/\\]))[^\s<>"'`\\]*$/.test(url);

export function BrandingEditor({ fields }: { fields: DraftFields }) {
  const { t, i18n } = useTranslation('operator');
  const colorOf = (name: ColorName) => {
    const value = fields.value(['branding', 'colors', name]);
    const fallback = fields.inherited(['branding', 'colors', name]);
    return isColor(value) ? value : isColor(fallback) ? fallback : undefined;
  };
  const title =
    localize(fields.value(['branding', 'title']) as LocalizedText | undefined, i18n.language) ||
    localize(fields.value(['name']) as LocalizedText | undefined, i18n.language);
  const logo = fields.value(['branding', 'logo']);
  const previewStyle = {
    '--portal-primary': colorOf('primary'),
    '--portal-on-primary': colorOf('onPrimary'),
    '--portal-background': colorOf('background'),
  } as CSSProperties;
  return (
    <section className="operator-section" aria-labelledby="branding-heading">
      <h2 id="branding-heading">{t('branding.heading')}</h2>
      <p className="operator-intro">{t('branding.intro')}</p>
      <div className="operator-branding">
        <div className="operator-branding__fields">
          {languages.map((language) => (
            <TextField
              key={language}
              fields={fields}
              path={['branding', 'title', language]}
              optional={language !== 'zh'}
              label={t('branding.title', { language: t(`textLanguages.${language}`) })}
            />
          ))}
          <TextField fields={fields} path={['branding', 'logo']} optional label={t('branding.logo')} />
          {colorNames.map((name) => (
            <ColorField key={name} fields={fields} name={name} label={t(`branding.colors.${name}`)} />
          ))}
        </div>
        <figure className="operator-branding__preview" style={previewStyle} data-testid="branding-preview" aria-label={t('branding.preview')}>
          <div className="portal-header">
            <span className="portal-header__brand">
              {isSafeImage(logo) ? (
                // A logo under /site-assets/ is served for the host's own site only: hide it rather than show a broken image.
                <img
                  key={logo}
                  className="portal-header__logo"
                  src={logo}
                  alt=""
                  width={28}
                  height={28}
                  onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
                />
              ) : null}
              <span className="portal-header__title">{title}</span>
            </span>
          </div>
          <div className="operator-branding__body">
            <span className="operator-branding__tile">
              <span className="operator-branding__tile-icon">
                <AppIcon name="news" />
              </span>
              <span>{t('branding.previewApp')}</span>
            </span>
            <span className="portal-button portal-button--primary">{t('draft.publish')}</span>
          </div>
          <figcaption className="portal-visually-hidden">{t('branding.preview')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

function TextField({ fields, path, label, optional }: { fields: DraftFields; path: string[]; label: string; optional: boolean }) {
  const { problems, messageId, inputProps } = useFieldProblems(path);
  const value = fields.value(path);
  return (
    <div className="operator-field">
      <label htmlFor={inputProps.id}>{label}</label>
      <input
        type="text"
        {...inputProps}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => fields.set(path, event.target.value === '' && optional ? undefined : event.target.value)}
      />
      <FieldMessages problems={problems} id={messageId} />
    </div>
  );
}

function ColorField({ fields, name, label }: { fields: DraftFields; name: ColorName; label: string }) {
  const { t } = useTranslation('operator');
  const path = ['branding', 'colors', name];
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
