import { useId, useState, type FormEvent } from 'react';
import { useTranslation, isApiError, UploadRejected, useAction, useApi, type ActionCall, type UploadedFile } from '../../../runtime/app/index.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import { sendPhoto, type ChosenPhoto } from './sendPhoto.ts';
import styles from './photoWall.module.css';

export interface PhotoSubmission {
  photo: UploadedFile;
  title: string;
  description: string;
}

type Stage = 'scaling' | 'uploading' | 'submitting';

const length = (text: string) => [...text.trim()].length;

/**
 * A photo with a title (and, for the wall, a description): validated here with clear messages, the photo
 * uploaded, then `submit` called with its stored URL. Used by uploadPhoto and by a campaign's entry form.
 */
export function PhotoSubmitForm({
  titleMax,
  descriptionMax,
  maxImageEdge,
  labels,
  submit,
}: {
  titleMax: number;
  /** 0: no description field. */
  descriptionMax: number;
  maxImageEdge: number;
  labels: { title: string; titlePlaceholder: string; submit: string };
  /** Sends the submission; `call` carries the idempotency key of this submit (pass it to api.post). */
  submit: (submission: PhotoSubmission, call: ActionCall) => Promise<void>;
}) {
  const { t } = useTranslation('photo-wall');
  const api = useApi();
  const id = useId();
  const [photo, setPhoto] = useState<ChosenPhoto>();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const [stage, setStage] = useState<Stage>();

  const problems = {
    photo: photo ? undefined : t('picker.required'),
    title: length(title) === 0 ? t('form.titleRequired') : length(title) > titleMax ? t('form.titleTooLong', { max: titleMax }) : undefined,
    description: length(description) > descriptionMax ? t('form.descriptionTooLong', { max: descriptionMax }) : undefined,
  };
  // Messages show once the user tried to send, or as soon as a field is over its limit.
  const overLimit = { photo: false, title: length(title) > titleMax, description: length(description) > descriptionMax };
  const shown = (key: keyof typeof problems) => (tried || overLimit[key] ? problems[key] : undefined);

  const save = useAction(
    async (chosen: ChosenPhoto, call: ActionCall) => {
      try {
        setStage('uploading');
        const stored = await sendPhoto(api, chosen, maxImageEdge, () => setStage('scaling'));
        setStage('submitting');
        await submit({ photo: stored, title: title.trim(), description: description.trim() }, call);
      } finally {
        setStage(undefined);
      }
    },
    {
      // A photo the upload refused asks for another; a login on the way says nothing (the login page opens).
      failed: (reason, error) =>
        error instanceof UploadRejected
          ? t('picker.required')
          : isApiError(error) && error.kind === 'login-required'
            ? ''
            : t('form.failed', { message: reason }),
    },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    save.reset();
    if (problems.photo || problems.title || problems.description || !photo) return;
    void save.run(photo);
  };

  const titleProblem = shown('title');
  const descriptionProblem = shown('description');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={save.busy}>
      <PhotoPicker value={photo} onChange={setPhoto} problem={shown('photo')} />
      <div className={styles.field}>
        <label htmlFor={`${id}-title`} className={styles.label}>
          {labels.title}
          <span className={styles.counter}>{t('form.counter', { count: length(title), max: titleMax })}</span>
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={labels.titlePlaceholder}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${id}-title-problem` : undefined}
        />
        {titleProblem ? (
          <p id={`${id}-title-problem`} className="portal-problem">
            {titleProblem}
          </p>
        ) : null}
      </div>
      {descriptionMax > 0 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-description`} className={styles.label}>
            {t('form.descriptionLabel')}
            <span className={styles.counter}>{t('form.counter', { count: length(description), max: descriptionMax })}</span>
          </label>
          <textarea
            id={`${id}-description`}
            className={styles.input}
            rows={4}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t('form.descriptionPlaceholder')}
            aria-invalid={descriptionProblem ? true : undefined}
            aria-describedby={descriptionProblem ? `${id}-description-problem` : undefined}
          />
          {descriptionProblem ? (
            <p id={`${id}-description-problem`} className="portal-problem">
              {descriptionProblem}
            </p>
          ) : null}
        </div>
      ) : null}
      {save.error ? (
        <p className="portal-problem" role="alert" data-testid="submit-failure">
          {save.error}
        </p>
      ) : null}
      <button type="submit" className={`portal-button ${styles.submit}`} disabled={save.busy} aria-busy={save.busy || undefined}>
        {stage === 'scaling'
          ? t('form.compressing')
          : stage === 'uploading'
            ? t('form.uploading')
            : stage === 'submitting'
              ? t('form.submitting')
              : labels.submit}
      </button>
    </form>
  );
}
