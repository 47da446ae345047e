/**
 * A date, a time, or both, with the browser's own pickers (a phone shows its wheel). The form stores
 * `YYYY-MM-DD HH:mm`; the browser's date-and-time input speaks `YYYY-MM-DDTHH:mm`.
 */
import { describedBy, type FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

const INPUT_TYPE = { date: 'date', time: 'time', datetime: 'datetime-local' } as const;

export function DateTimeField(props: FieldProps) {
  const { field, value, onChange, id, disabled } = props;
  const type = INPUT_TYPE[field.type as keyof typeof INPUT_TYPE];
  const stored = typeof value === 'string' ? value : '';
  return (
    <input
      id={id}
      name={field.name}
      className={styles.input}
      type={type}
      value={type === 'datetime-local' ? stored.replace(' ', 'T') : stored}
      disabled={disabled || field.readOnly}
      {...describedBy(props)}
      onChange={(event) => {
        const typed = event.target.value;
        if (typed === '') onChange(undefined);
        // Seconds, which some browsers add, are more than the form keeps.
        else onChange(type === 'datetime-local' ? typed.replace('T', ' ').slice(0, 16) : type === 'time' ? typed.slice(0, 5) : typed);
      }}
    />
  );
}
