/**
 * A single or multiple choice: radio buttons or check boxes while the options fit on a phone's screen,
 * a drop-down list beyond that (a list of dormitories, of countries).
 */
import { useLocalize } from '../../i18n/useLocalized.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { optionsOf, type Field } from '../../../shared/forms/index.ts';
import type { SourcedOptions } from '../useDataSources.ts';
import { FORMS_NAMESPACE } from '../formTexts.ts';
import { describedBy, type FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

/** More options than this are a drop-down list. */
const MAX_BUTTONS = 8;

/** Whether a choice is drawn as one drop-down list (a labelled control) rather than a group of buttons. */
export const isDropDown = (field: Field, sourced: SourcedOptions): boolean => !field.multiple && (optionsOf(field, sourced) ?? []).length > MAX_BUTTONS;

export function ChoiceField(props: FieldProps) {
  const { field, value, onChange, id, disabled, sourcedOptions } = props;
  const localize = useLocalize();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const options = optionsOf(field, sourcedOptions) ?? [];
  const locked = disabled || field.readOnly;

  if (field.multiple) {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <div id={id} role="group" aria-labelledby={`${id}-label`} className={styles.choices} {...describedBy(props)}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.choice}>
            <input
              type="checkbox"
              name={field.name}
              checked={chosen.includes(option.value)}
              disabled={locked}
              onChange={(event) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))}
            />
            <span>{localize(option.label)}</span>
          </label>
        ))}
      </div>
    );
  }

  if (isDropDown(field, sourcedOptions)) {
    const index = options.findIndex((option) => option.value === value);
    return (
      <select
        id={id}
        name={field.name}
        className={styles.input}
        value={index < 0 ? '' : String(index)}
        disabled={locked}
        {...describedBy(props)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : options[Number(event.target.value)]?.value)}
      >
        <option value="">{t('choose')}</option>
        {options.map((option, optionIndex) => (
          <option key={String(option.value)} value={String(optionIndex)}>
            {localize(option.label)}
          </option>
        ))}
      </select>
    );
  }

  return (
    <div id={id} role="radiogroup" aria-labelledby={`${id}-label`} className={styles.choices} {...describedBy(props)}>
      {options.map((option) => (
        <label key={String(option.value)} className={styles.choice}>
          <input type="radio" name={`${id}-${field.name}`} checked={value === option.value} disabled={locked} onChange={() => onChange(option.value)} />
          <span>{localize(option.label)}</span>
        </label>
      ))}
    </div>
  );
}
