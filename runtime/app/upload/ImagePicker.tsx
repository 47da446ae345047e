import { useTranslation } from '../i18n/useTranslation.tsx';
import { IMAGE_UPLOAD } from './uploadRules.ts';
import type { ImageUploads } from './useImageUploads.ts';

/**
 * The pictures of {@link useImageUploads} as thumbnails with a remove button each, the add button while
 * fewer than its maximum, and why a file was left out. `testId` names the list; its file input is
 * `${testId}-file`.
 */
export function ImagePicker({ uploads, label, testId = 'image-picker' }: { uploads: ImageUploads; label: string; testId?: string }) {
  const { t } = useTranslation('portal');
  return (
    <div className="portal-field">
      <span>{label}</span>
      <ul className="portal-image-picker" data-testid={testId}>
        {uploads.images.map((picked, index) => (
          <li key={picked.key} className="portal-image-picker__picked">
            {picked.url ? <img src={picked.url} alt={picked.name} /> : <span className="portal-muted">{t('upload.uploading')}</span>}
            <button
              type="button"
              className="portal-image-picker__remove"
              onClick={() => uploads.remove(picked.key)}
              aria-label={t('upload.removeImage', { index: index + 1 })}
            >
              ×
            </button>
          </li>
        ))}
        {uploads.images.length < uploads.max ? (
          <li>
            <label className="portal-image-picker__add">
              {t('upload.addImages')}
              <input
                type="file"
                accept={IMAGE_UPLOAD.accept.join(',')}
                multiple
                data-testid={`${testId}-file`}
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
