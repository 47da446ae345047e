import { useId } from 'react';
import { useTranslation, SafeHtml, formatDate, withoutBidiControls } from '../../../runtime/app/index.ts';
import type { NoticeDetailData } from '../generated/types.ts';
import styles from './notice.module.css';

/** Bytes as a reader says them: 820 B, 35 KB, 2.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * One notice as the notice page and the reminder show it: who sent it to whom and when, the sanitized
 * rich text, the attachments (downloaded from `/site/attach?file=…`). The notice page heads it with the
 * title itself (WidgetPage); the reminder asks for `titled`, the title as the card's heading with the
 * "important" badge.
 */
export function NoticeArticle({ notice, titled = false }: { notice: NoticeDetailData; titled?: boolean }) {
  const { t } = useTranslation('notice');
  const filesId = useId();
  // Under the card's own title (the reminder) the attachments are a level below it.
  const FilesHeading = titled ? 'h3' : 'h2';
  return (
    <article className={`portal-card ${styles.article}`} aria-label={notice.title}>
      {titled ? (
        <>
          {notice.important ? <span className="portal-badge portal-badge--error">{t('list.important')}</span> : null}
          <h2 className={styles.articleTitle}>{notice.title}</h2>
        </>
      ) : null}
      <dl className={styles.facts} data-testid="notice-facts">
        <dt>{t('detail.department')}</dt>
        <dd>{notice.department}</dd>
        {notice.publisher ? (
          <>
            <dt>{t('detail.publisher')}</dt>
            <dd>{notice.publisher}</dd>
          </>
        ) : null}
        <dt>{t('detail.publishedAt')}</dt>
        <dd>
          <time dateTime={new Date(notice.publishedAt * 1000).toISOString()}>{formatDate(notice.publishedAt, true)}</time>
        </dd>
        <dt>{t('detail.audience')}</dt>
        <dd>{notice.audience.map((group) => t(`audience.${group}`)).join('、')}</dd>
      </dl>
      <SafeHtml className={styles.content} html={notice.content} />
      {notice.attachments.length > 0 ? (
        <section className={styles.attachments} aria-labelledby={filesId}>
          <FilesHeading id={filesId} className={styles.attachmentsTitle}>
            {t('detail.attachments')}
          </FilesHeading>
          <ul className={styles.files} data-testid="notice-attachments">
            {notice.attachments.map((file) => (
              <li key={file.url}>
                <a className={styles.file} href={file.url} download={withoutBidiControls(file.name)}>
                  <span className={styles.fileName}>{withoutBidiControls(file.name)}</span>
                  <span className={styles.fileSize}>{fileSize(file.size)}</span>
                  <span className={styles.fileAction} aria-hidden="true">
                    {t('detail.download')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
