/**
 * The user's location, asked only when they press the button (the browser then asks for consent), kept as
 * {lat, lng, accuracy}. A refusal or a failure says what to do, in the reader's words.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { isLocation } from '../../../shared/forms/index.ts';
import { FORMS_NAMESPACE } from '../formTexts.ts';
import { describedBy, type FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

type Failure = 'denied' | 'unavailable' | 'unsupported';

/** Six decimals are about 10 cm: more than any phone knows, and no more than a form should keep. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export function LocationField(props: FieldProps) {
  const { field, value, onChange, id, disabled } = props;
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setFailure('unsupported');
      return;
    }
    setLocating(true);
    setFailure(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({ lat: rounded(coords.latitude), lng: rounded(coords.longitude), accuracy: Math.round(coords.accuracy) });
      },
      (error) => {
        setLocating(false);
        setFailure(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className={styles.location}>
      {isLocation(value) ? (
        <p className={styles.hint}>{t('location.got', { latitude: value.lat, longitude: value.lng, accuracy: value.accuracy ?? '?' })}</p>
      ) : null}
      {disabled || field.readOnly ? null : (
        <>
          <button id={id} type="button" className={styles.secondaryButton} disabled={locating} onClick={locate} {...describedBy(props)}>
            {locating ? t('location.locating') : isLocation(value) ? t('location.again') : t('location.ask')}
          </button>
          {isLocation(value) ? null : <p className={styles.hint}>{t('location.consent')}</p>}
        </>
      )}
      {failure ? (
        <p role="alert" className={styles.inlineProblem}>
          {t(`location.${failure}`)}
        </p>
      ) : null}
    </div>
  );
}
