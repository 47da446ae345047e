import { useId, useRef, useState } from 'react';
import { useTranslation, IMAGE_UPLOAD, useUploadCheck } from '../../../runtime/app/index.ts';
import type { ChosenPhoto } from './sendPhoto.ts';
import styles from './photoWall.module.css';

/** The portal's pages allow `data:` images, not `blob:` ones (host CSP): the preview is read as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Picking a photo: the file is checked for type and size (the runtime's image rules) before anything is
 * sent, with the reason in the reader's words; an accepted one is previewed.
 */
export function PhotoPicker({
  value,
  onChange,
  problem,
}: {
  value: ChosenPhoto | undefined;
  onChange: (photo: ChosenPhoto | undefined) => void;
  problem?: string | undefined;
}) {
  const { t } = useTranslation('photo-wall');
  const check = useUploadCheck(IMAGE_UPLOAD);
  const [refused, setRefused] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const message = refused ?? problem;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const reason = check(file);
    setRefused(reason);
    if (reason) {
      onChange(undefined);
      if (input.current) input.current.value = '';
      return;
    }
    onChange({ file, dataUrl: await readAsDataUrl(file) });
  };

  return (
    <div className={styles.picker}>
      {value ? (
        <img
          className={styles.pickerPreview}
          src={value.dataUrl}
          alt={t('picker.previewAlt')}
          data-testid="photo-preview"
          onLoad={(event) => onChange({ ...value, image: event.currentTarget })}
        />
      ) : null}
      <label htmlFor={id} className={`portal-button ${styles.pickButton}`}>
        {value ? t('picker.change') : t('picker.pick')}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.fileInput}
        type="file"
        accept={IMAGE_UPLOAD.accept.join(',')}
        aria-describedby={`${id}-hint`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('picker.hint')}
      </p>
      {message ? (
        <p className="portal-problem" role="alert" data-testid="photo-problem">
          {message}
        </p>
      ) : null}
    </div>
  );
}
