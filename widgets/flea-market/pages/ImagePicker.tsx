import { useCallback, useRef, useState } from 'react';
import { IMAGE_UPLOAD, isApiError, uploadFile, useApi, useTranslation, useUploadCheck } from '../../../runtime/app/index.ts';
import styles from './market.module.css';

interface PickedImage {
  /** Local id, in pick order. */
  key: number;
  name: string;
  /** The attachment URL once uploaded. */
  url?: string;
}

/**
 * Pictures picked for a listing: each checked against the runtime's image rules (type, size) before
 * anything is sent, uploaded at once (uploadFile, /api/upload/index), kept in pick order, at most `max`.
 * A file that breaks the rules, or that the school refuses, is left out with the reason.
 */
export function useImageUploads(max: number) {
  const { t } = useTranslation('flea-market');
  const api = useApi();
  const check = useUploadCheck(IMAGE_UPLOAD);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const counter = useRef(0);
  const count = useRef(0);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const problem = check(file);
        if (problem) found.push(problem);
        else if (count.current + accepted.length >= max) {
          found.push(t('images.tooMany', { max }));
          break;
        } else accepted.push(file);
      }
      setProblems(found);
      count.current += accepted.length;
      for (const file of accepted) {
        const key = ++counter.current;
        setImages((prior) => [...prior, { key, name: file.name }]);
        uploadFile(api, file, IMAGE_UPLOAD).then(
          (uploaded) => setImages((prior) => prior.map((image) => (image.key === key ? { ...image, url: uploaded.url } : image))),
          (error: unknown) => {
            count.current -= 1;
            setImages((prior) => prior.filter((image) => image.key !== key));
            setProblems((prior) => [...prior, `${file.name}：${isApiError(error) ? error.message : t('upload.failed', { ns: 'portal' })}`]);
          },
        );
      }
    },
    [api, check, max, t],
  );

  const remove = useCallback((key: number) => {
    count.current -= 1;
    setImages((prior) => prior.filter((image) => image.key !== key));
  }, []);

  const urls = images.flatMap((image) => (image.url ? [image.url] : []));
  return { images, urls, problems, add, remove, uploading: images.some((image) => !image.url), max };
}

/** The picked pictures as thumbnails with a remove button each, and the add button while fewer than `max`. */
export function ImagePicker({ uploads, label }: { uploads: ReturnType<typeof useImageUploads>; label: string }) {
  const { t } = useTranslation('flea-market');
  return (
    <div className="portal-field">
      <span>{label}</span>
      <ul className={styles.picker} data-testid="image-picker">
        {uploads.images.map((picked, index) => (
          <li key={picked.key} className={styles.picked}>
            {picked.url ? <img src={picked.url} alt={picked.name} /> : <span className="portal-muted">{t('upload.uploading', { ns: 'portal' })}</span>}
            <button type="button" className={styles.remove} onClick={() => uploads.remove(picked.key)} aria-label={t('images.remove', { index: index + 1 })}>
              ×
            </button>
          </li>
        ))}
        {uploads.images.length < uploads.max ? (
          <li>
            <label className={styles.add}>
              {t('images.add')}
              <input
                type="file"
                accept={IMAGE_UPLOAD.accept.join(',')}
                multiple
                data-testid="image-file"
                onChange={(event) => {
                  uploads.add([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {uploads.problems.map((message) => (
        <p key={message} className="portal-problem" role="alert">
          {message}
        </p>
      ))}
    </div>
  );
}
