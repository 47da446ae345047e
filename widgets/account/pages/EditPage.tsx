import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useTranslation,
  IMAGE_UPLOAD,
  QueryView,
  WidgetPage,
  uploadFile,
  useAction,
  useApi,
  useApiQuery,
  useSite,
  useUploadCheck,
  type Action,
  type UploadedFile,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { BIO_MAX_CHARS, GENDERS, NICKNAME_MAX_CHARS, charCount } from '../accountRules.ts';
import type { AccountProps } from '../generated/types.ts';
import { useFailedText } from './accountErrors.ts';
import { accountPath } from './accountLinks.ts';
import { Field } from './Field.tsx';
import { FormError, SubmitButton } from './FormFooter.tsx';
import { profileProblems, type ProfileForm } from './profileForm.ts';
import styles from './account.module.css';

/** The avatar: the current one, a button to upload another (checked by the runtime's rules first), and one to remove it. */
function AvatarField({ avatar, onAvatar, upload }: { avatar: string; onAvatar: (url: string) => void; upload: Action<File, UploadedFile> }) {
  const { t } = useTranslation('account');
  const checkImage = useUploadCheck(IMAGE_UPLOAD);
  const [refused, setRefused] = useState<string>();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The runtime's rules (type, size) say no before anything is sent.
    const problem = checkImage(file);
    setRefused(problem);
    if (!problem) void upload.run(file);
  };
  const problem = refused ?? upload.error;

  return (
    <div className="portal-field">
      <span className={styles.label}>{t('profile.avatar')}</span>
      <div className={styles.summary}>
        {avatar ? (
          <img className={styles.avatar} src={avatar} alt={t('profile.avatar')} width={64} height={64} />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <label className="portal-button">
          {upload.busy ? t('edit.uploading') : t('edit.chooseAvatar')}
          <input type="file" accept={IMAGE_UPLOAD.accept.join(',')} hidden onChange={choose} disabled={upload.busy} data-testid="avatar-input" />
        </label>
        {avatar ? (
          <button type="button" className="portal-button portal-button--text" onClick={() => onAvatar('')}>
            {t('edit.removeAvatar')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="portal-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** center/edit: the form over a loaded profile. Its problems show once the user tried to save. */
function EditForm({ initial, fields, module }: { initial: ProfileForm; fields: readonly string[]; module: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const site = useSite();
  const navigate = useNavigate();
  const bioId = useId();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState(false);
  const personal = accountPath(site, module, 'personal');
  const failed = useFailedText();
  const setAvatar = (avatar: string) => setForm((current) => ({ ...current, avatar }));
  const upload = useAction((file: File) => uploadFile(api, file, IMAGE_UPLOAD), { failed, onDone: (stored) => setAvatar(stored.url) });
  const save = useAction(
    (_: void, call) =>
      api.post(
        'account.updateProfile',
        { nickname: form.nickname.trim(), email: form.email.trim(), gender: form.gender, bio: form.bio.trim(), avatar: form.avatar },
        call,
      ),
    { failed, done: t('edit.saved'), onDone: () => void navigate(personal) },
  );
  const problems = profileProblems(form);
  const problem = (name: keyof typeof problems) => {
    const found = problems[name];
    return shown && found ? t(found[0], found[1]) : undefined;
  };
  const set = (name: keyof ProfileForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [name]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length === 0) void save.run();
  };

  return (
    <form className={`portal-card ${styles.form}`} onSubmit={submit} noValidate data-testid="profile-form">
      {fields.includes('avatar') ? <AvatarField avatar={form.avatar} onAvatar={setAvatar} upload={upload} /> : null}
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
        <fieldset className="portal-field">
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
        <div className="portal-field">
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
          <p className="portal-field__hint">{t('edit.chars', { count: charCount(form.bio.trim()), max: BIO_MAX_CHARS })}</p>
          {problem('bio') ? (
            <p className="portal-problem" role="alert">
              {problem('bio')}
            </p>
          ) : null}
        </div>
      ) : null}
      <FormError action={save} />
      <div className={styles.actions}>
        <Link className="portal-button" to={personal}>
          {t('edit.cancel')}
        </Link>
        <SubmitButton action={save} label={t('edit.save')} disabled={upload.busy} />
      </div>
    </form>
  );
}

/** center/edit: nickname, gender, e-mail, about me and avatar (uploaded through the runtime's upload call). */
export default function EditPage({ props, module }: WidgetPageProps<AccountProps>) {
  const profile = useApiQuery('account.profile', {});
  return (
    <WidgetPage>
      <QueryView query={profile}>
        {({ nickname, email, gender, bio, avatar }) => (
          <EditForm
            initial={{ nickname, email, gender, bio, avatar }}
            fields={props.editableFields ?? ['avatar', 'nickname', 'gender', 'email', 'bio']}
            module={module}
          />
        )}
      </QueryView>
    </WidgetPage>
  );
}
