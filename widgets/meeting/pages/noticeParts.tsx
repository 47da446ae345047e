/**
 * The notices tab's parts: a notice card (time, room, organizer, agenda; the user's reply 参加 or 请假
 * with a reason while the meeting has not started; for the organizer every invitee's reply) and the
 * staff's form that sends one (title, room, day and times, agenda, invitees by role or by name). The
 * server's refusals (a room taken, a reply too late) show beside the action that was tried.
 */
import { useState, type FormEvent } from 'react';
import { ActionButton, FormActions, QueryView, formatTime, useAction, useApi, useApiQuery, useTranslation, type ApiData } from '../../../runtime/app/index.ts';
import type { Notice } from '../generated/types.ts';
import styles from './meeting.module.css';

const clock = (seconds: number) => formatTime(seconds, 'HH:mm');
const MAX_REASON = 100;

/** "11-27 15:00–16:30" (one day) or "11-27 15:00 – 11-28 09:00". */
export function meetingTime(start: number, end: number): string {
  const sameDay = formatTime(start, 'YYYY-MM-DD') === formatTime(end, 'YYYY-MM-DD');
  return sameDay
    ? `${formatTime(start, 'YYYY-MM-DD HH:mm')}–${clock(end)}`
    : `${formatTime(start, 'YYYY-MM-DD HH:mm')} – ${formatTime(end, 'YYYY-MM-DD HH:mm')}`;
}

export function NoticeCard({ notice, now, onReplied }: { notice: Notice; now: number; onReplied(): void }) {
  const { t } = useTranslation('meeting');
  const api = useApi();
  const [leaving, setLeaving] = useState(false);
  const [reason, setReason] = useState('');
  // A leave without a reason is stopped here, as the server stops it; the server's refusal is the action's.
  const [problem, setProblem] = useState<string>();
  const [showReplies, setShowReplies] = useState(false);
  const started = now >= notice.start;
  const reasonId = `meeting-${notice.id}-reason`;

  const reply = useAction(
    (answer: 'attend' | 'leave', call) => api.post('meeting.reply', { id: notice.id, answer, reason: answer === 'leave' ? reason.trim() : '' }, call),
    {
      onDone: () => {
        setLeaving(false);
        onReplied();
      },
      failed: (why) => t('failed', { reason: why }),
    },
  );
  const submitLeave = (event: FormEvent) => {
    event.preventDefault();
    const missing = reason.trim() ? undefined : t('reply.needReason');
    setProblem(missing);
    if (missing) return reply.reset();
    void reply.run('leave');
  };
  const unanswered = notice.counts.invited - notice.counts.attend - notice.counts.leave;

  return (
    <li className={`portal-card ${styles.card}`} data-meeting={notice.title} data-id={notice.id}>
      <div className={styles.cardHead}>
        <strong>{notice.title}</strong>
        {notice.organizing ? <span className="portal-badge portal-badge--info">{t('notices.mine')}</span> : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('notices.time')}</dt>
          <dd>{meetingTime(notice.start, notice.end)}</dd>
        </div>
        <div>
          <dt>{t('notices.room')}</dt>
          <dd>{notice.room}</dd>
        </div>
        <div>
          <dt>{t('notices.organizer')}</dt>
          <dd>{notice.organizer}</dd>
        </div>
      </dl>
      {notice.agenda ? <p className={styles.agenda}>{notice.agenda}</p> : null}
      {notice.organizing ? (
        <div className={styles.replies}>
          <p className={styles.meta} data-testid="meeting-counts">
            {t('notices.counts', { invited: notice.counts.invited, attend: notice.counts.attend, leave: notice.counts.leave, open: unanswered })}
          </p>
          <button type="button" className="portal-button" aria-expanded={showReplies} onClick={() => setShowReplies(!showReplies)}>
            {showReplies ? t('notices.hideReplies') : t('notices.showReplies')}
          </button>
          {showReplies ? (
            <ul className={styles.replyList} data-testid="meeting-replies">
              {notice.replies.map((one) => (
                <li key={one.name}>
                  <strong>{one.name}</strong>
                  {one.roleName ? <span className={styles.meta}>（{one.roleName}）</span> : null}：
                  {one.reply === null ? t('reply.none') : one.reply.answer === 'attend' ? t('reply.attended') : t('reply.left', { reason: one.reply.reason })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <div className={styles.replies}>
          <p className={styles.myReply} data-testid="meeting-my-reply">
            {notice.myReply === null
              ? started
                ? t('reply.noneStarted')
                : t('reply.waiting')
              : notice.myReply.answer === 'attend'
                ? t('reply.mineAttend')
                : t('reply.mineLeave', { reason: notice.myReply.reason })}
          </p>
          {started ? null : leaving ? (
            <form className={styles.leave} onSubmit={submitLeave}>
              <label className="portal-field" htmlFor={reasonId}>
                {t('reply.reason')}
                <input
                  id={reasonId}
                  value={reason}
                  maxLength={MAX_REASON}
                  placeholder={t('reply.reasonHint')}
                  onChange={(event) => setReason(event.target.value)}
                />
              </label>
              <FormActions action={reply} submit={t('reply.sendLeave')} problem={problem}>
                <button type="button" className="portal-button" onClick={() => setLeaving(false)}>
                  {t('reply.cancel')}
                </button>
              </FormActions>
            </form>
          ) : (
            <div className={styles.actions}>
              {/* A reply may change until the start: offer the answer not given yet (both when none is). */}
              {notice.myReply?.answer === 'attend' ? null : (
                <ActionButton action={reply} input="attend" primary>
                  {notice.myReply ? t('reply.changeAttend') : t('reply.attend')}
                </ActionButton>
              )}
              {notice.myReply?.answer === 'leave' ? null : (
                <button
                  type="button"
                  className="portal-button"
                  disabled={reply.busy}
                  onClick={() => {
                    // The refusal of a tried 参加 belongs to it, not to the leave form that opens now.
                    reply.reset();
                    setProblem(undefined);
                    setLeaving(true);
                  }}
                >
                  {notice.myReply ? t('reply.changeLeave') : t('reply.leave')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** The day after the server's now, for the form's first date. */
const tomorrowOf = (now: number) => formatTime(now + 86_400, 'YYYY-MM-DD');

export function SendForm({ now, onCancel, onSent }: { now: number; onCancel(): void; onSent(message: string): void }) {
  const choices = useApiQuery('meeting.invitees', {});
  return <QueryView query={choices}>{(data) => <SendFields choices={data} now={now} onCancel={onCancel} onSent={onSent} />}</QueryView>;
}

function SendFields({
  choices,
  now,
  onCancel,
  onSent,
}: {
  choices: ApiData<'meeting.invitees'>;
  now: number;
  onCancel(): void;
  onSent(message: string): void;
}) {
  const { t } = useTranslation('meeting');
  const api = useApi();
  const [title, setTitle] = useState('');
  const [roomId, setRoomId] = useState('');
  const [day, setDay] = useState(tomorrowOf(now));
  const [from, setFrom] = useState('15:00');
  const [to, setTo] = useState('16:00');
  const [agenda, setAgenda] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [people, setPeople] = useState<string[]>([]);
  // What this form checks itself before sending; the server's refusal (a room taken) is the action's.
  const [problem, setProblem] = useState<string>();
  const send = useAction(
    (_: void, call) =>
      api.post(
        'meeting.send',
        { title: title.trim(), roomId: Number(roomId), start: `${day}T${from}`, end: `${day}T${to}`, agenda: agenda.trim(), roles, usernames: people },
        call,
      ),
    { onDone: (answer) => onSent(t('send.done', { title: title.trim(), count: answer.invited })), failed: (reason) => t('failed', { reason }) },
  );

  const check = (): string | undefined => {
    if (!title.trim()) return t('send.needTitle');
    if (!roomId) return t('send.needRoom');
    if (to <= from) return t('send.endBeforeStart');
    if (roles.length === 0 && people.length === 0) return t('send.needInvitees');
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = check();
    setProblem(wrong);
    if (wrong) return send.reset();
    void send.run();
  };

  return (
    <form className={`portal-card ${styles.form}`} onSubmit={submit} noValidate aria-label={t('send.title')} data-testid="meeting-send">
      <h2 className={styles.subheading}>{t('send.title')}</h2>
      <label className="portal-field">
        {t('send.name')}
        <input value={title} maxLength={40} placeholder={t('send.nameHint')} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label className="portal-field">
        {t('send.room')}
        <select value={roomId} onChange={(event) => setRoomId(event.target.value)}>
          <option value="">{t('send.chooseRoom')}</option>
          {choices.rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {t('send.roomOption', { name: room.name, count: room.capacity })}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.times}>
        <label className="portal-field">
          {t('send.day')}
          <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </label>
        <label className="portal-field">
          {t('send.from')}
          <input type="time" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className="portal-field">
          {t('send.to')}
          <input type="time" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
      </div>
      <label className="portal-field">
        {t('send.agenda')}
        <textarea value={agenda} rows={3} maxLength={1000} placeholder={t('send.agendaHint')} onChange={(event) => setAgenda(event.target.value)} />
      </label>
      <Checks
        legend={t('send.byRole')}
        options={choices.roles.map((role) => ({ value: role.role, label: t('send.roleOption', { name: role.name, count: role.count }) }))}
        chosen={roles}
        onChange={setRoles}
      />
      <Checks
        legend={t('send.byName')}
        options={choices.people.map((person) => ({ value: person.username, label: t('send.personOption', { name: person.name, role: person.roleName }) }))}
        chosen={people}
        onChange={setPeople}
      />
      <FormActions action={send} submit={t('send.submit')} problem={problem}>
        <button type="button" className="portal-button" onClick={onCancel}>
          {t('send.cancel')}
        </button>
      </FormActions>
    </form>
  );
}

/** The invitees chosen one way (by role, by name): a checkbox each, ticking adds or takes one away. */
function Checks({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: Array<{ value: string; label: string }>;
  chosen: string[];
  onChange(next: string[]): void;
}) {
  const toggle = (value: string) => onChange(chosen.includes(value) ? chosen.filter((one) => one !== value) : [...chosen, value]);
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
