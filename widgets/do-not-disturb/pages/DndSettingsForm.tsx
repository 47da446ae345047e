import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation, ApiErrorView, LoadingView, formatTime } from '../../../runtime/app/index.ts';
import { crossesMidnight, daySegments } from './quietWindow.ts';
import { useDndSettings } from './useDndSettings.ts';
import styles from './dnd.module.css';

/**
 * The do-not-disturb settings in either layout: `classic` (newsInterruption/index, one grouped list) or
 * `cards` (newsInterruption/indexV2: cards, a timeline of the quiet hours over the day, a save bar in
 * reach). Same fields, rules and calls.
 */
export function DndSettingsForm({ variant, messagesPath, title }: { variant: 'classic' | 'cards'; messagesPath: string; title: string }) {
  const { t } = useTranslation('do-not-disturb');
  const dnd = useDndSettings();
  if (dnd.answer.status === 'error') return <ApiErrorView error={dnd.answer.error} onRetry={dnd.answer.reload} />;
  const { draft, saved, problems } = dnd;
  if (!draft || !saved) return <LoadingView />;

  const overnight = crossesMidnight(draft.start, draft.end);
  const summary = t(overnight ? 'form.summaryOvernight' : 'form.summary', { start: draft.start, end: draft.end });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dnd.save();
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
          onChange={(event) => dnd.change({ [field]: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `dnd-${field}-problem` : undefined}
          data-testid={`dnd-${field}`}
        />
        {problem ? (
          <span id={`dnd-${field}-problem`} className={styles.problem} role="alert">
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
      aria-labelledby="dnd-heading"
      data-testid="dnd-form"
      data-saved={saved.updatedAt !== undefined ? 'yes' : undefined}
    >
      <h1 id="dnd-heading" className={styles.heading}>
        {title}
      </h1>
      <section className={styles.group}>
        <label className={styles.switchRow}>
          <span className={styles.switchText}>
            <strong>{t('form.enabled')}</strong>
            <span className={styles.hint}>{t('form.enabledHint')}</span>
          </span>
          <input type="checkbox" role="switch" checked={draft.enabled} onChange={(event) => dnd.change({ enabled: event.target.checked })} />
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
                onChange={(event) => dnd.change({ muted: event.target.checked ? [...draft.muted, channel.id] : draft.muted.filter((id) => id !== channel.id) })}
              />
            </label>
          ))}
        </div>
        {problems.channels ? (
          <p id="dnd-channels-problem" className={styles.problem} role="alert">
            {t('errors.channels')}
          </p>
        ) : null}
      </fieldset>
      {dnd.failure ? (
        <p className={styles.problem} role="alert">
          {dnd.failure}
        </p>
      ) : null}
      <div className={styles.footer}>
        {saved.updatedAt !== undefined ? (
          <span className={styles.savedAt}>{t('form.savedAt', { time: formatTime(saved.updatedAt, 'YYYY-MM-DD HH:mm') })}</span>
        ) : null}
        <button type="submit" className="portal-button portal-button--primary" disabled={dnd.saving}>
          {dnd.saving ? t('form.saving') : t('form.save')}
        </button>
      </div>
      <p className={styles.back}>
        <Link to={messagesPath}>{t('form.backToMessages')}</Link>
      </p>
    </form>
  );
}
