import { useRef, useState } from 'react';
import {
  useTranslation,
  ActionMessage,
  DOCUMENT_UPLOAD,
  uploadFile,
  useAction,
  useApi,
  useUploadCheck,
  withoutBidiControls,
  type UploadedFile,
} from '../../../runtime/app/index.ts';
import styles from './release.module.css';

/**
 * The notice's attachments: each chosen file is checked against the runtime's document rules (type and
 * size) before it is sent, uploaded at once through `upload.index`, and listed with a remove button.
 */
export function AttachmentPicker({ files, max, onChange }: { files: UploadedFile[]; max: number; onChange: (files: UploadedFile[]) => void }) {
  const { t } = useTranslation('announcement-release');
  const api = useApi();
  const check = useUploadCheck(DOCUMENT_UPLOAD);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [picked, setPicked] = useState<string>();
  // The file was checked before it is sent (uploadFile checks again by the same rules).
  const upload = useAction((file: File) => uploadFile(api, file, DOCUMENT_UPLOAD), {
    onDone: (uploaded) => onChange([...files, uploaded]),
    failed: (reason) => t('errors.uploadFailed', { message: reason }),
  });

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(undefined);
    upload.reset();
    if (files.length >= max) return setProblem(t('errors.tooManyFiles', { max }));
    const refused = check(file);
    if (refused) return setProblem(refused);
    setPicked(withoutBidiControls(file.name));
    void upload.run(file);
  };

  return (
    <div className={styles.attachments}>
      {files.length > 0 ? (
        <ul className={styles.files} data-testid="release-attachments">
          {files.map((file) => (
            <li key={file.url} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <button
                type="button"
                className="portal-button portal-button--text"
                aria-label={t('form.removeAttachment', { name: file.name })}
                onClick={() => onChange(files.filter((f) => f.url !== file.url))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {upload.busy && picked ? (
        <p className={styles.hint} role="status">
          {t('form.uploading', { name: picked })}
        </p>
      ) : null}
      {files.length < max ? (
        <label className={`portal-button ${styles.pick}`}>
          {t('form.addAttachment')}
          <input
            ref={input}
            type="file"
            className="portal-visually-hidden"
            accept={DOCUMENT_UPLOAD.accept.join(',')}
            disabled={upload.busy}
            onChange={(event) => pick(event.target.files?.[0])}
            data-testid="release-file"
          />
        </label>
      ) : null}
      <p className={styles.hint}>
        {t('form.attachmentsHint', { max: Math.round(DOCUMENT_UPLOAD.maxBytes / 1024 / 1024), count: max })} · {t('form.count', { count: files.length, max })}
      </p>
      {problem ? (
        <p className="portal-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ActionMessage action={upload} />
    </div>
  );
}
