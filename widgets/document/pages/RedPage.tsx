/**
 * document/redpage (红头文件, `?id=`): the official layout — the red head (the flow type's `redHead`, e.g.
 * 示范大学文件) over a red rule, the number, the title, the body, the issuing office with its seal once
 * sealed, and the date of signing. `@media print` (document.module.css) hides the portal's chrome, the
 * page's heading and everything but the sheet, so printing gives the document alone.
 */
import { WidgetPage, formatDate, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentLinks, Paragraphs, WithDocument } from './documentParts.tsx';
import styles from './document.module.css';

export default function RedPage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  return (
    <WidgetPage title={title} className={styles.redPage} testId="document-redpage">
      <WithDocument id={Number(query.get('id'))}>
        {({ document: doc }) => (
          <>
            <div className={`${styles.actions} ${styles.noPrint}`}>
              <button type="button" className="portal-button portal-button--primary" onClick={() => window.print()}>
                {t('red.print')}
              </button>
            </div>
            <article className={styles.sheet} data-testid="document-red">
              <header className={styles.redHead}>
                <p className={styles.redTitle} data-testid="document-red-title">
                  {doc.redHead}
                </p>
                <p className={styles.redNumber}>{doc.number}</p>
                <hr className={styles.redRule} />
              </header>
              <h2 className={styles.sheetTitle}>{doc.title}</h2>
              <Paragraphs text={doc.body} className={styles.sheetBody} />
              {doc.attachments.length ? (
                <p className={styles.sheetAttachments}>
                  {t('detail.attachments')}：{doc.attachments.map((name, index) => `${index + 1}. ${name}`).join('　')}
                </p>
              ) : null}
              <footer className={styles.sheetFooter}>
                <p className={styles.sealLine} data-sealed={doc.sealedAt ? 'yes' : 'no'} data-testid="document-seal">
                  {doc.sealedAt ? t('red.seal', { office: doc.office }) : `${doc.office}${t('red.unsealed')}`}
                </p>
                <p>{formatDate(doc.signedAt ?? doc.createdAt)}</p>
                {doc.company ? <p className={styles.sheetCopy}>{t('red.copy', { company: doc.company })}</p> : null}
              </footer>
            </article>
            <div className={styles.noPrint}>
              <DocumentLinks module={module} id={doc.id} except="redpage" />
            </div>
          </>
        )}
      </WithDocument>
    </WidgetPage>
  );
}
