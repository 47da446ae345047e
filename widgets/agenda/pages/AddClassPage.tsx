/**
 * agenda/addClass (添加班级): a teacher or instructor picks one of the classes they teach or look after;
 * its students (campus directory) become the members of a class group. Students are refused by the server.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionButton,
  QueryView,
  WidgetPage,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type ApiData,
  type WidgetPageProps,
  useKeptQuery,
} from '../../../runtime/app/index.ts';

import styles from './agenda.module.css';

type TeachableClass = ApiData<'agenda.classes'>['list'][number];

export default function AddClassPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const classes = useKeptQuery(useApiQuery('agenda.classes', {}));

  return (
    <WidgetPage title={title} intro={t('addClass.intro')}>
      <QueryView query={classes} empty={t('addClass.none')} isEmpty={(data) => data.list.length === 0}>
        {(data, reload) => (
          <ul className={styles.cards} data-testid="agenda-classes">
            {data.list.map((one) => (
              <ClassRow key={one.id} one={one} module={module} onMade={reload} />
            ))}
          </ul>
        )}
      </QueryView>
    </WidgetPage>
  );
}

/** One class: its students, and making its group (or opening the group made of it). */
function ClassRow({ one, module, onMade }: { one: TeachableClass; module: string; onMade: () => void }) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const [made, setMade] = useState<string>();
  const make = useAction((_: void, call) => api.post('agenda.addClass', { classId: one.id }, call), {
    onDone: (answer) => {
      setMade(t('addClass.done', { name: one.name, count: answer.group.members }));
      onMade();
    },
    failed: (reason) => t('addClass.failed', { reason }),
  });
  return (
    <li className={`portal-card ${styles.card}`} data-class={one.name}>
      <div className={styles.cardHead}>
        <strong className={styles.cardTitle}>{one.name}</strong>
        <span className={styles.meta}>{t('addClass.students', { count: one.students })}</span>
      </div>
      <p className={styles.meta}>
        {one.college} · {one.course}
      </p>
      {made ? (
        <p role="status" className={styles.done}>
          {made}
        </p>
      ) : null}
      <div className={styles.actions}>
        {one.groupId === null ? (
          <ActionButton action={make} primary>
            {t('addClass.make')}
          </ActionButton>
        ) : (
          <Link className="portal-button" to={`/${module}/classManageDetail?id=${one.groupId}`}>
            {t('addClass.open')}
          </Link>
        )}
      </div>
    </li>
  );
}
