/**
 * A region: province, city and district, each a drop-down list of the one before's divisions. The value
 * is their codes, province first; choosing a province again clears the city and district under it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { FORMS_NAMESPACE } from '../formTexts.ts';
import { regionLanguageOf } from '../../../shared/regions/placeName.ts';
import { loadRegionData, type RegionData } from './regionData.ts';
import { describedBy, type FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

/** The region lists in the reader's language, loaded on first use; `enabled` false loads nothing (a form without regions). */
export function useRegionData(enabled = true): { data?: RegionData; failed: boolean; retry(): void } {
  const { i18n } = useTranslation(FORMS_NAMESPACE);
  const language = regionLanguageOf(i18n.language);
  const [data, setData] = useState<RegionData>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadRegionData(language).then(
      (loaded) => live && setData(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt, enabled, language]);
  return {
    data,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}

export interface RegionSelectProps extends Omit<FieldProps, 'value' | 'onChange'> {
  codes: readonly string[];
  onChange(codes: string[] | undefined): void;
}

export function RegionSelect(props: RegionSelectProps) {
  const { codes, onChange, id, field, disabled } = props;
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { data, failed, retry } = useRegionData();
  if (failed)
    return (
      <p role="alert" className={styles.inlineProblem}>
        {t('region.failed')}{' '}
        <button type="button" className={styles.linkButton} onClick={retry}>
          {t('retry')}
        </button>
      </p>
    );
  if (!data) return <p className={styles.hint}>{t('region.loading')}</p>;
  const [province = '', city = '', district = ''] = codes;
  const levels = [
    { key: 'province', code: province, options: data.provinces },
    { key: 'city', code: city, options: province ? data.citiesOf(province) : [] },
    { key: 'district', code: district, options: city ? data.districtsOf(city) : [] },
  ] as const;
  const choose = (level: number, code: string) => {
    const next = [...codes.slice(0, level), code].filter(Boolean);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <span className={styles.region}>
      {levels.map((level, index) =>
        // A city without districts (东莞市, 中山市) has no third list.
        index > 0 && level.options.length === 0 && codes[index - 1] ? null : (
          <select
            key={level.key}
            id={index === 0 ? id : `${id}-${level.key}`}
            aria-label={t(`region.${level.key}`)}
            className={styles.input}
            value={level.code}
            disabled={disabled || field.readOnly || (index > 0 && !codes[index - 1])}
            {...describedBy(props)}
            onChange={(event) => choose(index, event.target.value)}
          >
            <option value="">{t(`region.${level.key}`)}</option>
            {level.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        ),
      )}
    </span>
  );
}

export function RegionField(props: FieldProps) {
  const { value, onChange } = props;
  return <RegionSelect {...props} codes={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />;
}

export function AddressField(props: FieldProps) {
  const { value, onChange, id, field, disabled } = props;
  const { t } = useTranslation(FORMS_NAMESPACE);
  const address = (typeof value === 'object' && value !== null ? value : {}) as { region?: string[]; detail?: string };
  const update = (next: { region?: string[]; detail?: string }) => {
    const merged = { ...address, ...next };
    onChange(!merged.region && !merged.detail ? undefined : merged);
  };
  return (
    <span className={styles.address}>
      <RegionSelect {...props} codes={address.region ?? []} onChange={(region) => update({ region })} />
      <input
        id={`${id}-detail`}
        aria-label={t('address.detail')}
        placeholder={t('address.detail')}
        className={styles.input}
        value={address.detail ?? ''}
        maxLength={200}
        disabled={disabled || field.readOnly}
        {...describedBy(props)}
        onChange={(event) => update({ detail: event.target.value })}
      />
    </span>
  );
}
