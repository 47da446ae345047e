/**
 * A filled form read back: the confirm before sending, a submission's detail page, its print view. Shows
 * what the form shows for these values (hidden fields stay hidden), each answer in words: an option's
 * label, a region's names, pictures, a table with its totals.
 */
import { useImageUrl } from '../site/PortalContext.tsx';
import { useLocalize } from '../i18n/useLocalized.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { holds, isEmptyValue, isLocation, optionsOf, rowsOf, tableTotals, type Field, type FormDefinition, type FormValues } from '../../shared/forms/index.ts';
import { addFormTexts, FORMS_NAMESPACE } from './formTexts.ts';
import { usesRegions } from './answerText.ts';
import { useRegionData } from './fields/RegionField.tsx';
import type { RegionData } from './fields/regionData.ts';
import type { SourcedOptions } from './useDataSources.ts';
import styles from './forms.module.css';

export interface FormValuesViewProps {
  definition: FormDefinition;
  values: FormValues;
  sourcedOptions?: SourcedOptions;
}

export function FormValuesView({ definition, values, sourcedOptions = {} }: FormValuesViewProps) {
  const localize = useLocalize();
  // A detail page may show a filled form with no FormRunner on it: the view brings its own texts.
  const { i18n } = useTranslation(FORMS_NAMESPACE);
  addFormTexts(i18n);
  return (
    <div className={styles.valuesView}>
      {definition.sections
        .filter((section) => holds(section.visibleIf, values))
        .map((section) => (
          <section key={section.id} aria-label={localize(section.title) || undefined}>
            {section.title ? <h3 className={styles.sectionTitle}>{localize(section.title)}</h3> : null}
            <dl className={styles.answers}>
              {section.fields
                .filter((field) => holds(field.visibleIf, values))
                .map((field) => (
                  <div key={field.name} className={field.type === 'table' ? styles.wideAnswer : styles.answer}>
                    <dt>{localize(field.label)}</dt>
                    <dd>
                      <AnswerOf field={field} value={values[field.name]} sourcedOptions={sourcedOptions} regions={usesRegions(definition)} />
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
    </div>
  );
}

function AnswerOf({ field, value, sourcedOptions, regions }: { field: Field; value: unknown; sourcedOptions: SourcedOptions; regions: boolean }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const localize = useLocalize();
  const imageUrl = useImageUrl();
  const { data } = useRegionData(regions);
  if (isEmptyValue(value)) return <span className={styles.none}>{t('none')}</span>;
  const label = localize(field.label);
  switch (field.type) {
    case 'choice': {
      const options = optionsOf(field, sourcedOptions) ?? [];
      const chosen = Array.isArray(value) ? value : [value];
      return <>{chosen.map((item) => localize(options.find((option) => option.value === item)?.label) || String(item)).join('、')}</>;
    }
    case 'number':
      return (
        <>
          {String(value)}
          {field.unit ? ` ${localize(field.unit)}` : ''}
        </>
      );
    case 'region':
      return <>{regionNames(data, value as string[])}</>;
    case 'address': {
      const { region = [], detail = '' } = value as { region?: string[]; detail?: string };
      return <>{`${regionNames(data, region)} ${detail}`.trim()}</>;
    }
    case 'image':
      return (
        <span className={styles.thumbnails}>
          {(value as string[]).map((url, index) => (
            <img key={url} src={imageUrl(url)} alt={t('image.alt', { field: label, index: index + 1 })} />
          ))}
        </span>
      );
    case 'signature':
      return <img className={styles.signatureImage} src={imageUrl(String(value))} alt={`${label}: ${t('signature.saved')}`} />;
    case 'location':
      return isLocation(value) ? (
        <>{t('location.got', { latitude: value.lat, longitude: value.lng, accuracy: value.accuracy ?? '?' })}</>
      ) : (
        <>{String(value)}</>
      );
    case 'table':
      return <TableAnswer field={field} value={value} sourcedOptions={sourcedOptions} regions={regions} />;
    default:
      return <>{String(value)}</>;
  }
}

const regionNames = (data: RegionData | undefined, codes: readonly string[]) => (data ? data.placeOf(codes) : codes.join(' '));

function TableAnswer({ field, value, sourcedOptions, regions }: { field: Field; value: unknown; sourcedOptions: SourcedOptions; regions: boolean }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const localize = useLocalize();
  const rows = rowsOf(value);
  const columns = field.columns ?? [];
  const totals = tableTotals(field, rows);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.answerTable}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col">
                {localize(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.name}>
                  {holds(column.visibleIf, row) ? <AnswerOf field={column} value={row[column.name]} sourcedOptions={sourcedOptions} regions={regions} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {Object.keys(totals).length > 0 ? (
          <tfoot>
            <tr>
              {columns.map((column, index) => (
                <td key={column.name}>{column.name in totals ? totals[column.name] : index === 0 ? t('total') : null}</td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
