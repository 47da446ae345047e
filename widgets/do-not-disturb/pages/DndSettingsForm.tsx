import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation, ActionButton, QueryView, WidgetPage, formatTime, useAction, useApi, useApiQuery, useDialogs } from '../../../runtime/app/index.ts';
import type { DoNotDisturbSettingsData } from '../generated/types.ts';
import { checkDraft, crossesMidnight, daySegments, type DndDraft, type DndProblems } from './quietWindow.ts';
import styles from './dnd.module.css';

type Variant = 'classic' | 'cards';

const draftOf = (settings: DoNotDisturbSettingsData): DndDraft => ({
  enabled: settings.enabled,
  start: settings.start,
  end: settings.end,
  muted: settings.channels.filter((c) => c.muted).map((c) => c.id),
});

/**
 * The do-not-disturb settings page in either layout: `classic` (newsInterruption/index, one grouped list) or
 * `cards` (newsInterruption/indexV2: cards, a timeline of the quiet hours over the day, a save bar in
 * reach). Same fields, rules and calls (do-not-disturb.settings, do-not-disturb.save).
 */
export function DndSettingsPage({ variant, messagesPath, title }: { variant: Variant; messagesPath: string; title: string }) {
  const answer = useApiQuery('do-not-disturb.settings', {});
  return (
    <WidgetPage title={title} width="reading">
      <QueryView query={answer}>{(settings) => <DndSettingsForm variant={variant} messagesPath={messagesPath} loaded={settings} />}</QueryView>
    </WidgetPage>
  );
}

/** The form over the settings the school answered: the edited draft, checked, then saved. */
function DndSettingsForm({ variant, messagesPath, loaded }: { variant: Variant; messagesPath: string; loaded: DoNotDisturbSettingsData }) {
  const { t } = useTranslation('do-not-disturb');
  const api = useApi();
  const dialogs = useDialogs();
  const [saved, setSaved] = useState(loaded);
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const [problems, setProblems] = useState<DndProblems>({});
  const save = useAction(
    (next: DndDraft, call) =>
      api.post('do-not-disturb.save', { enabled: next.enabled ? 1 : 0, start: next.start, end: next.end, muted: next.muted.join(',') }, call),
    {
      onDone: (settings) => {
        setSaved(settings);
        setDraft(draftOf(settings));
        dialogs.popup(t('form.saved'));
      },
      failed: (reason) => t('errors.failed', { message: reason }),
    },
  );

  const change = (next: Partial<DndDraft>) => {
    setDraft((prior) => ({ ...prior, ...next }));
    // A field's message goes once the user touches it again; the next save checks afresh.
    setProblems((prior) => {
      const rest = { ...prior };
      if ('start' in next || 'end' in next) {
        delete rest.start;
        delete rest.end;
      }
      if ('muted' in next || 'enabled' in next) delete rest.channels;
      return rest;
    });
  };

  const overnight = crossesMidnight(draft.start, draft.end);
  const summary = t(overnight ? 'form.summaryOvernight' : 'form.summary', { start: draft.start, end: draft.end });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setProblems(found);
    save.reset();
    if (Object.keys(found).length === 0) void save.run(draft);
  };
  const timeField = (field: 'start' | 'end') => {
    const problem = problems[field];
    return (
      <label className={styles.time}>
        {t(`form.${field}`)}
        <input
          type="time"
          value={draft[field]}
          required
          onChange={(event) => change({ [field]: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `dnd-${field}-problem` : undefined}
          data-testid={`dnd-${field}`}
        />
        {problem ? (
          <span id={`dnd-${field}-problem`} className="portal-problem" role="alert">
            {t(`errors.${problem}`)}
          </span>
        ) : null}
      </label>
    );
  };

  return (
    <form
      className={`${styles.form} ${variant === 'cards' ? styles.cards : ''}`}
      onSubmit={submit}
      noValidate
      data-testid="dnd-form"
      data-saved={saved.updatedAt !== undefined ? 'yes' : undefined}
    >
      <section className={styles.group}>
        <label className={styles.switchRow}>
          <span className={styles.switchText}>
            <strong>{t('form.enabled')}</strong>
            <span className={styles.hint}>{t('form.enabledHint')}</span>
          </span>
          <input type="checkbox" role="switch" checked={draft.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
        </label>
        <p className={styles.summary} data-testid="dnd-summary">
          {draft.enabled ? summary : t('form.off')}
        </p>
      </section>
      <fieldset className={styles.group}>
        <legend>{t('form.window')}</legend>
        {variant === 'cards' ? (
          <div>
            <div className={styles.timeline} role="img" aria-label={`${t('form.timeline')}: ${summary}`}>
              {daySegments(draft.start, draft.end).map((segment) => (
                <span key={segment.from} className={styles.segment} style={{ left: `${segment.from}%`, width: `${segment.to - segment.from}%` }} />
              ))}
            </div>
            <div className={styles.hours} aria-hidden="true">
              {['00:00', '06:00', '12:00', '18:00', '24:00'].map((hour) => (
                <span key={hour}>{hour}</span>
              ))}
            </div>
          </div>
        ) : null}
        <div className={styles.times}>
          {timeField('start')}
          {timeField('end')}
        </div>
        <p className={styles.hint}>{t('form.overnightHint')}</p>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={problems.channels ? 'dnd-channels-problem' : undefined}>
        <legend>{t('form.channels')}</legend>
        <div className={styles.channels}>
          {saved.channels.map((channel) => (
            <label key={channel.id} className={styles.channel}>
              {t(`channels.${channel.id}`, { defaultValue: channel.name })}
              <input
                type="checkbox"
                role={variant === 'cards' ? 'switch' : undefined}
                checked={draft.muted.includes(channel.id)}
                onChange={(event) => change({ muted: event.target.checked ? [...draft.muted, channel.id] : draft.muted.filter((id) => id !== channel.id) })}
              />
            </label>
          ))}
        </div>
        {problems.channels ? (
          <p id="dnd-channels-problem" className="portal-problem" role="alert">
            {t('errors.channels')}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.footer}>
        {saved.updatedAt !== undefined ? (
          <span className={styles.savedAt}>{t('form.savedAt', { time: formatTime(saved.updatedAt, 'YYYY-MM-DD HH:mm') })}</span>
        ) : null}
        <ActionButton action={save} type="submit" primary busyLabel={t('form.saving')}>
          {t('form.save')}
        </ActionButton>
      </div>
      <p className={styles.back}>
        <Link to={messagesPath}>{t('form.backToMessages')}</Link>
      </p>
    </form>
  );
}
