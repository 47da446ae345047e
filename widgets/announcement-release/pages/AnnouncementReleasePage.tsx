import { useState, type FormEvent } from 'react';
import { useTranslation, ActionButton, WidgetPage, useAction, useApi, useApiQuery, useDialogs, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AnnouncementReleaseProps } from '../generated/types.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { MyNotices } from './MyNotices.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { checkNotice, emptyDraft, LIMITS, publishBody, type AudienceGroup, type DraftProblems, type NoticeDraft } from './noticeDraft.ts';
import styles from './release.module.css';

const ALL_GROUPS: readonly AudienceGroup[] = ['students', 'teachers', 'staff'];

/**
 * announcementRelease/index (staff and administrators only: the manifest's `permission`, and the school
 * refuses everyone else): write a notice — title, sending office, audience, rich text, attachments,
 * "important" — confirm and publish it to the chosen groups; below, the notices this user published.
 */
export default function AnnouncementReleasePage({ props }: WidgetPageProps<AnnouncementReleaseProps>) {
  const { t } = useTranslation('announcement-release');
  const api = useApi();
  const dialogs = useDialogs();
  const groups = props.audiences ?? ALL_GROUPS;
  const maxFiles = props.maxAttachments ?? 3;
  const mine = useApiQuery('announcement-release.mine', {});
  const [draft, setDraft] = useState<NoticeDraft>(emptyDraft);
  const [problems, setProblems] = useState<DraftProblems>({});
  // A new key gives an empty editor after publishing (its content lives in the DOM, not in React).
  const [editorKey, setEditorKey] = useState(0);
  const publish = useAction((notice: NoticeDraft, call) => api.post('announcement-release.publish', publishBody(notice, groups), call), {
    confirm: (notice) => ({
      title: t('publish.confirmTitle'),
      message: t('publish.confirmMessage', { audience: notice.audience.map((group) => t(`audience.${group}`)).join('、') }),
      details: notice.title.trim(),
    }),
    onDone: (answer) => {
      setDraft(emptyDraft());
      setEditorKey((key) => key + 1);
      mine.reload();
      dialogs.popup(t('publish.done', { count: answer.recipients }), { durationMs: 3000 });
    },
    failed: (reason) => t('errors.failed', { message: reason }),
  });

  const change = (next: Partial<NoticeDraft>) => {
    setDraft((prior) => ({ ...prior, ...next }));
    setProblems((prior) => Object.fromEntries(Object.entries(prior).filter(([field]) => !(field in next))));
  };
  const toggleGroup = (group: AudienceGroup, on: boolean) => change({ audience: on ? [...draft.audience, group] : draft.audience.filter((g) => g !== group) });
  const everyone = groups.every((group) => draft.audience.includes(group));
  const problemText = (field: keyof DraftProblems) => {
    const problem = problems[field];
    return problem ? t(`errors.${problem}`, { max: field === 'title' ? LIMITS.title : LIMITS.department }) : undefined;
  };
  const fieldProblem = (field: keyof DraftProblems) =>
    problems[field] ? (
      <p id={`release-${field}-problem`} className="portal-problem" role="alert">
        {problemText(field)}
      </p>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNotice(draft);
    setProblems(found);
    publish.reset();
    if (Object.keys(found).length === 0) void publish.run(draft);
  };

  const described = (field: keyof DraftProblems) => (problems[field] ? `release-${field}-problem` : undefined);
  const textField = (field: 'title' | 'department') => (
    <div className="portal-field">
      <label htmlFor={`release-${field}`} className={styles.label}>
        {t(`form.${field}`)}
      </label>
      <input
        id={`release-${field}`}
        value={draft[field]}
        maxLength={LIMITS[field] + 20}
        placeholder={t(`form.${field}Placeholder`)}
        onChange={(event) => change({ [field]: event.target.value })}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={described(field)}
        name={field}
      />
      {fieldProblem(field)}
    </div>
  );
  return (
    <WidgetPage title={t('form.heading')} width="reading">
      <form className={`portal-card ${styles.form}`} onSubmit={submit} noValidate aria-label={t('form.heading')} data-testid="release-form">
        {textField('title')}
        {textField('department')}
        <fieldset className="portal-field" aria-describedby={described('audience')}>
          <legend className={styles.label}>{t('form.audience')}</legend>
          <div className={styles.choices}>
            {groups.length > 1 ? (
              <label className={styles.choice}>
                <input type="checkbox" checked={everyone} onChange={(event) => change({ audience: event.target.checked ? [...groups] : [] })} />
                {t('form.audienceAll')}
              </label>
            ) : null}
            {groups.map((group) => (
              <label key={group} className={styles.choice}>
                <input type="checkbox" checked={draft.audience.includes(group)} onChange={(event) => toggleGroup(group, event.target.checked)} value={group} />
                {t(`audience.${group}`)}
              </label>
            ))}
          </div>
          {fieldProblem('audience')}
        </fieldset>
        <div className="portal-field">
          <span id="release-content-label" className={styles.label}>
            {t('form.content')}
          </span>
          <RichTextEditor
            key={editorKey}
            id="release-content"
            onChange={(content) => change({ content })}
            invalid={problems.content !== undefined}
            describedBy={described('content')}
          />
          {fieldProblem('content')}
        </div>
        {maxFiles > 0 ? (
          <div className="portal-field">
            <span className={styles.label}>{t('form.attachments')}</span>
            <AttachmentPicker files={draft.attachments} max={maxFiles} onChange={(attachments) => change({ attachments })} />
          </div>
        ) : null}
        <label className={styles.choice}>
          <input type="checkbox" checked={draft.important} onChange={(event) => change({ important: event.target.checked })} />
          {t('form.important')}
        </label>
        <ActionButton action={publish} type="submit" primary busyLabel={t('form.publishing')}>
          {t('form.publish')}
        </ActionButton>
      </form>
      <MyNotices answer={mine} />
    </WidgetPage>
  );
}
