/**
 * agenda/addAgenda (新建日程): an agenda to me or to one of the groups I own (`?group=` preselects one);
 * the school office may also publish school-wide. The server checks that I own the group.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView, WidgetPage, dayOfSeconds, formatTime, useAccess, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { Agenda } from '../generated/types.ts';
import { AgendaForm, useWhen, type Target } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function AddAgendaPage({ module, appKey, title, query }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const access = useAccess();
  const when = useWhen();
  const groups = useApiQuery('agenda.groups', {});
  const [saved, setSaved] = useState<Agenda>();
  const [round, setRound] = useState(0);
  const today = formatTime(new Date(), 'YYYY-MM-DD');

  return (
    <WidgetPage title={title}>
      <QueryView query={groups}>
        {({ owned }) => {
          const targets: Target[] = [
            { value: 'me', label: t('scope.personal') },
            ...owned.map((group) => ({ value: String(group.id), label: t('form.toGroup', { name: group.name, count: group.members }) })),
            ...(appKey && access.canUse(appKey, 'manage') ? [{ value: 'school', label: t('scope.school') }] : []),
          ];
          const asked = query.get('group');
          return (
            <div className={styles.stack}>
              {owned.length === 0 ? (
                <p className={styles.meta} data-testid="agenda-no-groups">
                  {t('add.noGroups')}
                </p>
              ) : null}
              {saved ? (
                <p className="portal-notice portal-notice--success" role="status" data-testid="agenda-saved">
                  {t('add.done', { title: saved.title, when: when(saved) })}{' '}
                  <Link to={`/${module}/index?${new URLSearchParams({ from: dayOfSeconds(saved.start) }).toString()}`}>{t('add.see')}</Link>
                </p>
              ) : null}
              <AgendaForm
                key={round}
                targets={targets}
                initialTarget={targets.some((target) => target.value === asked) ? asked! : 'me'}
                today={today}
                onSaved={(agenda) => {
                  setSaved(agenda);
                  setRound((n) => n + 1);
                }}
              />
            </div>
          );
        }}
      </QueryView>
    </WidgetPage>
  );
}
