import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useTranslation,
  ApiErrorView,
  IMAGE_UPLOAD,
  LoadingView,
  uploadFile,
  useApi,
  useApiQuery,
  useDialogs,
  useUploadCheck,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { BIO_MAX_CHARS, GENDERS, NICKNAME_MAX_CHARS, charCount } from '../../account/accountRules.ts';
import { useErrorText } from '../../account/pages/accountErrors.ts';
import { Field } from '../../account/pages/Field.tsx';
import type { AccountCenterProps } from '../generated/types.ts';
import { profileProblems, type ProfileForm } from './profileForm.ts';
import styles from '../../account/pages/account.module.css';

/** center/edit: the form over a loaded profile. */
function EditForm({ initial, fields, module }: { initial: ProfileForm; fields: readonly string[]; module: string }) {
  const { t } = useTranslation('account-center');
  const api = useApi();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const errorText = useErrorText('account-center');
  const checkImage = useUploadCheck(IMAGE_UPLOAD);
  const bioId = useId();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [avatarError, setAvatarError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const problems = profileProblems(form);
  const problem = (name: keyof typeof problems) => {
    const found = problems[name];
    return shown && found ? t(found[0], found[1]) : undefined;
  };
  const set = (name: keyof ProfileForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [name]: event.target.value });

  const chooseAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The runtime's rules (type, size) say no before anything is sent.
    const refused = checkImage(file);
    setAvatarError(refused);
    if (refused) return;
    setUploading(true);
    try {
      const stored = await uploadFile(api, file, IMAGE_UPLOAD);
      setForm((current) => ({ ...current, avatar: stored.url }));
    } catch (failure) {
      setAvatarError(errorText(failure));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFormError(undefined);
    try {
      await api.post('account.updateProfile', {
        nickname: form.nickname.trim(),
        email: form.email.trim(),
        gender: form.gender,
        bio: form.bio.trim(),
        avatar: form.avatar,
      });
      dialogs.popup(t('edit.saved'));
      void navigate(`/${module}/personal`);
    } catch (failure) {
      setFormError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
      {fields.includes('avatar') ? (
        <div className={styles.field}>
          <span className={styles.label}>{t('profile.avatar')}</span>
          <div className={styles.summary}>
            {form.avatar ? (
              <img className={styles.avatar} src={form.avatar} alt={t('profile.avatar')} width={64} height={64} />
            ) : (
              <span className={styles.avatar} aria-hidden="true" />
            )}
            <label className="portal-button">
              {uploading ? t('edit.uploading') : t('edit.chooseAvatar')}
              <input
                type="file"
                accept={IMAGE_UPLOAD.accept.join(',')}
                hidden
                onChange={(event) => void chooseAvatar(event)}
                disabled={uploading}
                data-testid="avatar-input"
              />
            </label>
            {form.avatar ? (
              <button type="button" className="portal-button portal-button--text" onClick={() => setForm({ ...form, avatar: '' })}>
                {t('edit.removeAvatar')}
              </button>
            ) : null}
          </div>
          {avatarError ? (
            <p className={styles.error} role="alert">
              {avatarError}
            </p>
          ) : null}
        </div>
      ) : null}
      {fields.includes('nickname') ? (
        <Field
          label={t('profile.nickname')}
          name="nickname"
          value={form.nickname}
          onChange={set('nickname')}
          placeholder={t('edit.nicknamePlaceholder')}
          error={problem('nickname')}
          maxLength={NICKNAME_MAX_CHARS * 2}
        />
      ) : null}
      {fields.includes('gender') ? (
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.label}>{t('profile.gender')}</legend>
          <div className={styles.inline}>
            {GENDERS.map((gender) => (
              <label key={gender} className={styles.check}>
                <input type="radio" name="gender" value={gender} checked={form.gender === gender} onChange={() => setForm({ ...form, gender })} />
                {t(`profile.genders.${gender}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {fields.includes('email') ? (
        <Field
          label={t('profile.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          placeholder={t('edit.emailPlaceholder')}
          error={problem('email')}
          maxLength={120}
        />
      ) : null}
      {fields.includes('bio') ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={bioId}>
            {t('profile.bio')}
          </label>
          <textarea
            id={bioId}
            name="bio"
            className={styles.textarea}
            value={form.bio}
            onChange={set('bio')}
            placeholder={t('edit.bioPlaceholder')}
            aria-invalid={problem('bio') ? true : undefined}
          />
          <p className={styles.note}>{t('edit.chars', { count: charCount(form.bio.trim()), max: BIO_MAX_CHARS })}</p>
          {problem('bio') ? (
            <p className={styles.error} role="alert">
              {problem('bio')}
            </p>
          ) : null}
        </div>
      ) : null}
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link className="portal-button" to={`/${module}/personal`}>
          {t('edit.cancel')}
        </Link>
        <button type="submit" className="portal-button portal-button--primary" disabled={busy || uploading}>
          {busy ? t('form.submitting') : t('edit.save')}
        </button>
      </div>
    </form>
  );
}

/** center/edit: nickname, gender, e-mail, about me and avatar (uploaded through the runtime's upload call). */
export default function EditPage({ props, module, title }: WidgetPageProps<AccountCenterProps>) {
  const profile = useApiQuery('account.profile', {});
  if (profile.status === 'error') return <ApiErrorView error={profile.error} onRetry={profile.reload} />;
  if (profile.status === 'loading') return <LoadingView />;
  const { nickname, email, gender, bio, avatar } = profile.data;
  return (
    <section className={styles.page} aria-labelledby="edit-heading">
      <h1 id="edit-heading" className={styles.heading}>
        {title}
      </h1>
      <EditForm
        initial={{ nickname, email, gender, bio, avatar }}
        fields={props.editableFields ?? ['avatar', 'nickname', 'gender', 'email', 'bio']}
        module={module}
      />
    </section>
  );
}
