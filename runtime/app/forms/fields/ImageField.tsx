/**
 * Pictures: chosen from the phone's album or camera, checked and sent through the school's upload
 * (runtime/app/upload), kept in the form as the addresses the upload answered, shown as thumbnails.
 */
import { useState } from 'react';
import { useApi, useImageUrl } from '../../site/PortalContext.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { useLocalize } from '../../i18n/useLocalized.ts';
import { IMAGE_UPLOAD } from '../../upload/uploadRules.ts';
import { uploadFile, useUploadCheck } from '../../upload/uploadFile.ts';
import { isApiError } from '../../api/apiError.ts';
import { FORMS_NAMESPACE } from '../formTexts.ts';
import { describedBy, type FieldProps } from './fieldProps.ts';
import styles from '../forms.module.css';

export function ImageField(props: FieldProps) {
  const { field, value, onChange, id, disabled } = props;
  const api = useApi();
  const imageUrl = useImageUrl();
  const localize = useLocalize();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const check = useUploadCheck(IMAGE_UPLOAD);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const images = Array.isArray(value) ? (value as string[]) : [];
  const full = field.maxItems !== undefined && images.length >= field.maxItems;
  const label = localize(field.label);

  const add = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, field.maxItems === undefined ? undefined : field.maxItems - images.length);
    if (chosen.length === 0) return;
    const refused = chosen.map(check).find(Boolean);
    if (refused) {
      setFailure(t('image.failed', { reason: refused }));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const uploaded: string[] = [];
      for (const file of chosen) uploaded.push((await uploadFile(api, file, IMAGE_UPLOAD)).url);
      onChange([...images, ...uploaded]);
    } catch (error) {
      setFailure(t('image.failed', { reason: isApiError(error) ? error.message : String((error as Error).message ?? error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.images}>
      <ul className={styles.thumbnails}>
        {images.map((url, index) => (
          <li key={url}>
            <img src={imageUrl(url)} alt={t('image.alt', { field: label, index: index + 1 })} />
            {disabled || field.readOnly ? null : (
              <button
                type="button"
                className={styles.removeImage}
                aria-label={t('image.remove', { index: index + 1 })}
                onClick={() => onChange(images.length > 1 ? images.filter((image) => image !== url) : undefined)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {full || disabled || field.readOnly ? null : (
        <label className={styles.addImage}>
          <input
            id={id}
            type="file"
            accept={IMAGE_UPLOAD.accept.join(',')}
            multiple={field.maxItems !== 1}
            disabled={busy}
            className={styles.visuallyHidden}
            // Named by the field's label (行驶证照片), not only by the button's words (上传图片).
            aria-labelledby={`${id}-label`}
            {...describedBy(props)}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
          />
          <span aria-hidden="true">＋</span> {busy ? t('image.uploading') : t('image.add')}
        </label>
      )}
      {failure ? (
        <p role="alert" className={styles.inlineProblem}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
