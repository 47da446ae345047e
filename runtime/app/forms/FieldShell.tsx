/**
 * One field as the form shows it: its label (with 必填 when required), its help, its control and, under
 * it, its problem in the reader's language. The control is chosen by the field's type.
 */
import type { ComponentType } from 'react';
import { useLocalize } from '../i18n/useLocalized.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Field } from '../../shared/forms/index.ts';
import { FORMS_NAMESPACE, problemText } from './formTexts.ts';
import type { FieldProps } from './fields/fieldProps.ts';
import { NumberField, TextField } from './fields/TextFields.tsx';
import { ChoiceField, isDropDown } from './fields/ChoiceField.tsx';
import { DateTimeField } from './fields/DateTimeField.tsx';
import { AddressField, RegionField } from './fields/RegionField.tsx';
import { ImageField } from './fields/ImageField.tsx';
import { SignatureField } from './fields/SignatureField.tsx';
import { LocationField } from './fields/LocationField.tsx';
import { TableField } from './fields/TableField.tsx';
import styles from './forms.module.css';

const CONTROLS: Record<Field['type'], ComponentType<FieldProps>> = {
  text: TextField,
  textarea: TextField,
  phone: TextField,
  idNumber: TextField,
  number: NumberField,
  choice: ChoiceField,
  date: DateTimeField,
  time: DateTimeField,
  datetime: DateTimeField,
  region: RegionField,
  address: AddressField,
  image: ImageField,
  signature: SignatureField,
  location: LocationField,
  table: TableField,
};

/** Controls that are a group of inputs: their label names the group instead of pointing at one input. */
const GROUPS = new Set<Field['type']>(['choice', 'table', 'image', 'signature', 'location']);

export function FieldShell(props: FieldProps & { required: boolean }) {
  const { field, id, problem, required } = props;
  const localize = useLocalize();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const Control = Object.hasOwn(CONTROLS, field.type) ? CONTROLS[field.type] : undefined;
  const group = GROUPS.has(field.type) && !(field.type === 'choice' && isDropDown(field, props.sourcedOptions));
  const label = (
    <>
      {localize(field.label)}
      {required ? (
        <span className={styles.required}>
          <span aria-hidden="true"> *</span>
          <span className={styles.visuallyHidden}>（{t('required')}）</span>
        </span>
      ) : null}
    </>
  );
  return (
    <div className={styles.field} data-field={field.name} data-invalid={problem ? 'true' : undefined}>
      {group ? (
        <span className={styles.label} id={`${id}-label`}>
          {label}
        </span>
      ) : (
        <label className={styles.label} id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
      )}
      {field.help ? (
        <p className={styles.help} id={`${id}-help`}>
          {localize(field.help)}
        </p>
      ) : null}
      {Control ? (
        <Control {...props} />
      ) : (
        // A definition being written (a report type's editor previews it) may name a type that does not exist.
        <p className={styles.problem}>{t('unknownType', { type: String(field.type) })}</p>
      )}
      {problem ? (
        <p className={styles.problem} id={`${id}-problem`}>
          {(() => {
            const [key, values] = problemText(problem);
            // A school's own words for a pattern it set ("学号为 10 位数字") say more than "格式不正确".
            return problem.code === 'pattern' && field.patternMessage ? localize(field.patternMessage) : t(key, values);
          })()}
        </p>
      ) : null}
    </div>
  );
}
