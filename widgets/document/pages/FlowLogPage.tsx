/**
 * document/flowlog (流转记录, `?id=`): the steps with each handler's task (state, opinion), then every
 * action as a timeline — who, when, what, on which step, with the opinion given.
 */
import { EmptyView, WidgetPage, formatDate, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentLinks, UrgencyBadge, WithDocument } from './documentParts.tsx';
import styles from './document.module.css';

export default function FlowLogPage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  return (
    <WidgetPage title={title}>
      <WithDocument id={Number(query.get('id'))}>
        {({ document: doc, steps, log }) => (
          <article className="portal-card">
            <h2 className={styles.docTitle}>
              <UrgencyBadge urgency={doc.urgency} />
              {doc.title}
            </h2>
            <p className="portal-card__meta">
              {doc.number} · {t(`state.${doc.state}`)}
            </p>
            <ol className={styles.steps} data-testid="document-steps">
              {steps.map((step) => (
                <li key={step.index} data-current={doc.state === 'moving' && step.index === doc.stepIndex ? 'yes' : undefined}>
                  <strong>
                    {step.name}
                    {step.kind === 'countersign' ? t(step.parallel ? 'detail.parallel' : 'detail.serial') : ''}
                  </strong>
                  <ul>
                    {step.tasks.map((task) => (
                      <li key={task.id} data-state={task.state}>
                        {task.name} · {t(`taskState.${task.state}`)}
                        {task.opinion ? `：${task.opinion}` : ''}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            <h3 className={styles.subheading}>{t('detail.log')}</h3>
            {log.length === 0 ? (
              <EmptyView message={t('flowlog.empty')} />
            ) : (
              <ol className={styles.timeline} data-testid="document-log">
                {log.map((entry) => (
                  <li key={entry.id} data-action={entry.action}>
                    <time>{formatDate(entry.at, true)}</time>
                    <span>
                      {entry.by} {t(`logAction.${entry.action}`)} · {entry.step}
                      {entry.opinion ? `：${entry.opinion}` : ''}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            <DocumentLinks module={module} id={doc.id} except="flowlog" />
          </article>
        )}
      </WithDocument>
    </WidgetPage>
  );
}
