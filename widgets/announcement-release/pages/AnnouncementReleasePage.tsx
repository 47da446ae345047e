import { useState, type FormEvent } from 'react';
import { useTranslation, isApiError, useApi, useApiQuery, useDialogs, type WidgetPageProps } from '../../../runtime/app/index.ts';
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
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<string>();
  // A new key gives an empty editor after publishing (its content lives in the DOM, not in React).
  const [editorKey, setEditorKey] = useState(0);

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
      <p id={`release-${field}-problem`} className={styles.problem} role="alert">
        {problemText(field)}
      </p>
    ) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNotice(draft);
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const audience = draft.audience.map((group) => t(`audience.${group}`)).join('、');
    if (!(await dialogs.confirm({ title: t('publish.confirmTitle'), message: t('publish.confirmMessage', { audience }), details: draft.title.trim() }))) return;
    setPublishing(true);
    try {
      const answer = await api.post('announcement-release.publish', publishBody(draft, groups));
      setDraft(emptyDraft());
      setEditorKey((key) => key + 1);
      mine.reload();
      dialogs.popup(t('publish.done', { count: answer.recipients }), { durationMs: 3000 });
    } catch (error) {
      setFailure(t('errors.failed', { message: isApiError(error) && error.kind !== 'network' ? error.message : t('portal:networkError.message') }));
    } finally {
      setPublishing(false);
    }
  };

  const described = (field: keyof DraftProblems) => (problems[field] ? `release-${field}-problem` : undefined);
  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="release-heading" data-testid="release-form">
        <h1 id="release-heading" className={styles.heading}>
          {t('form.heading')}
        </h1>
        <div className={styles.field}>
          <label htmlFor="release-title" className={styles.label}>
            {t('form.title')}
          </label>
          <input
            id="release-title"
            className={styles.input}
            value={draft.title}
            maxLength={LIMITS.title + 20}
            placeholder={t('form.titlePlaceholder')}
            onChange={(event) => change({ title: event.target.value })}
            aria-invalid={problems.title ? true : undefined}
            aria-describedby={described('title')}
            name="title"
          />
          {fieldProblem('title')}
        </div>
        <div className={styles.field}>
          <label htmlFor="release-department" className={styles.label}>
            {t('form.department')}
          </label>
          <input
            id="release-department"
            className={styles.input}
            value={draft.department}
            maxLength={LIMITS.department + 20}
            placeholder={t('form.departmentPlaceholder')}
            onChange={(event) => change({ department: event.target.value })}
            aria-invalid={problems.department ? true : undefined}
            aria-describedby={described('department')}
            name="department"
          />
          {fieldProblem('department')}
        </div>
        <fieldset className={styles.field} aria-describedby={described('audience')}>
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
        <div className={styles.field}>
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
          <div className={styles.field}>
            <span className={styles.label}>{t('form.attachments')}</span>
            <AttachmentPicker files={draft.attachments} max={maxFiles} onChange={(attachments) => change({ attachments })} />
          </div>
        ) : null}
        <label className={styles.choice}>
          <input type="checkbox" checked={draft.important} onChange={(event) => change({ important: event.target.checked })} />
          {t('form.important')}
        </label>
        {failure ? (
          <p className={styles.problem} role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="portal-button portal-button--primary" disabled={publishing}>
          {publishing ? t('form.publishing') : t('form.publish')}
        </button>
      </form>
      <MyNotices answer={mine} onRetry={mine.reload} />
    </div>
  );
}
