/** Text, a longer text, a phone number, an ID number and a number: one input each, typed as people type. */
import { useState } from 'react';
import { useLocalize } from '../../i18n/useLocalized.ts';
import { describedBy, type FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

export function TextField(props: FieldProps) {
  const { field, value, onChange, id, disabled } = props;
  const localize = useLocalize();
  const common = {
    id,
    name: field.name,
    value: text(value),
    disabled: disabled || field.readOnly,
    placeholder: localize(field.placeholder) || undefined,
    maxLength: field.maxLength,
    className: styles.input,
    ...describedBy(props),
  };
  if (field.type === 'textarea') return <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />;
  if (field.type === 'phone')
    return <input {...common} type="tel" inputMode="tel" autoComplete="tel" onChange={(event) => onChange(event.target.value.trim())} />;
  if (field.type === 'idNumber')
    // The check character X is written either way; the form keeps it upper case, as the ID card prints it.
    return (
      <input
        {...common}
        type="text"
        autoComplete="off"
        maxLength={18}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value.trim().toUpperCase())}
      />
    );
  return <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />;
}

/**
 * A number as typed: "36." is on its way to 36.5, so the text is kept as it is and the value is the number
 * it reads as; a text that is no number stays text (the form says "please enter a number").
 */
export function NumberField(props: FieldProps) {
  const { field, value, onChange, id, disabled } = props;
  const localize = useLocalize();
  const [typed, setTyped] = useState(() => text(value));
  const shown = Number(typed) === value || (typed === '' && (value === undefined || value === '')) ? typed : text(value);
  const unit = localize(field.unit);
  return (
    <span className={styles.withUnit}>
      <input
        id={id}
        name={field.name}
        className={styles.input}
        type="text"
        inputMode={field.decimals === 0 ? 'numeric' : 'decimal'}
        value={shown}
        disabled={disabled || field.readOnly}
        placeholder={localize(field.placeholder) || undefined}
        {...describedBy(props)}
        onChange={(event) => {
          const next = event.target.value.trim();
          setTyped(next);
          onChange(next === '' ? undefined : /^-?\d+(\.\d+)?$/.test(next) ? Number(next) : next);
        }}
      />
      {unit ? <span className={styles.unit}>{unit}</span> : null}
    </span>
  );
}
