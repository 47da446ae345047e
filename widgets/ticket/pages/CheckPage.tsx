/**
 * ticket/check: the checker at the door (module `check`). Pick the event, then scan a ticket's QR code
 * with the camera or type its redemption code: a ticket checks in once; a second scan says when and by
 * whom it was checked; a code of another event, refunded or unconfirmed is refused with the reason.
 */
import { useState, type FormEvent } from 'react';
import {
  ActionButton,
  Facts,
  QueryView,
  WidgetPage,
  formatTime,
  useAccess,
  useAction,
  useApi,
  useApiQuery,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { EventSummary, TicketCheckData } from '../generated/types.ts';
import { CodeScanner } from './CodeScanner.tsx';
import { shortTime } from './ticketParts.tsx';
import styles from './ticket.module.css';

export default function CheckPage({ title, query, module }: WidgetPageProps) {
  const { t } = useTranslation('ticket');
  const access = useAccess();
  const events = useApiQuery('ticket.list', {});
  if (!access.canUse(module, 'check')) {
    return (
      <WidgetPage title={title}>
        <p className="portal-notice portal-notice--warning" data-testid="ticket-not-checker">
          {t('check.notChecker')}
        </p>
      </WidgetPage>
    );
  }
  return (
    <WidgetPage title={title}>
      <QueryView query={events} empty={t('list.empty')} isEmpty={(data) => data.events.length === 0}>
        {(data) => <Checker events={data.events} initial={Number(query.get('event')) || undefined} />}
      </QueryView>
    </WidgetPage>
  );
}

function Checker({ events, initial }: { events: readonly EventSummary[]; initial?: number }) {
  const { t } = useTranslation('ticket');
  const localize = useLocalize();
  const api = useApi();
  const fallback = (events.find((event) => event.state !== 'ended') ?? events[0])!.id;
  const [eventId, setEventId] = useState(events.some((event) => event.id === initial) ? initial! : fallback);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<TicketCheckData>();
  const check = useAction(
    (typed: string, call) => {
      setResult(undefined);
      return api.post('ticket.check', { event: eventId, code: typed }, call);
    },
    {
      onDone: (answer) => {
        setResult(answer);
        setCode('');
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void check.run(code.trim());
  };
  return (
    <>
      <section className="portal-card">
        <label className="portal-field">
          <span>{t('check.event')}</span>
          <select value={eventId} onChange={(change) => setEventId(Number(change.target.value))}>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {`${localize(event.title)}（${shortTime(event.startsAt)}）`}
              </option>
            ))}
          </select>
        </label>
        <CodeScanner
          onCode={(text) => {
            setCode(text);
            void check.run(text);
          }}
        />
        <form className={styles.codeForm} onSubmit={submit}>
          <label className="portal-field">
            <span>{t('check.code')}</span>
            <input
              value={code}
              onChange={(change) => {
                setCode(change.target.value);
                check.reset();
              }}
              placeholder={t('check.codePlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
            />
          </label>
          <ActionButton action={check} type="submit" primary busyLabel={t('check.busy')} disabled={!code.trim()}>
            {t('check.submit')}
          </ActionButton>
        </form>
      </section>
      {result ? <CheckResult result={result} /> : null}
    </>
  );
}

function CheckResult({ result }: { result: TicketCheckData }) {
  const { t } = useTranslation('ticket');
  const localize = useLocalize();
  const checked = result.outcome === 'checked';
  return (
    <section className="portal-card" data-testid="ticket-check-result" data-outcome={result.outcome}>
      <p className={`portal-notice ${checked ? 'portal-notice--success' : 'portal-notice--warning'}`} role="status">
        {checked ? t('check.checked') : t('check.already', { time: formatTime(result.checkedAt, 'MM-DD HH:mm:ss'), by: result.checkedBy })}
      </p>
      <Facts
        className={styles.facts}
        facts={[
          [t('ticket.code'), result.code, 'code'],
          [t('check.holder'), result.holder, 'holder'],
          [t('check.event'), localize(result.event), 'event'],
          result.seat ? [t('check.seat'), t('ticket.seat', { row: result.seat.row, seat: result.seat.seat }), 'seat'] : null,
        ]}
      />
    </section>
  );
}
