/** document/officialpage (正文, `?id=`): the document's whole text as paragraphs, with its number, office and attachments. */
import { useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentFacts, DocumentLinks, DocumentPage, Paragraphs, UrgencyBadge, WithDocument } from './documentKit.tsx';
import styles from './document.module.css';

export default function OfficialPage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  return (
    <DocumentPage title={title} module={module} page="officialpage">
      <WithDocument id={Number(query.get('id'))}>
        {({ document: doc }) => (
          <article className={styles.card} data-testid="document-official">
            <h2 className={styles.docTitle}>
              <UrgencyBadge urgency={doc.urgency} />
              {doc.title}
            </h2>
            <p className={styles.meta}>{doc.number}</p>
            <Paragraphs text={doc.body} className={styles.text} />
            <h3 className={styles.subheading}>{t('detail.attachments')}</h3>
            <DocumentFacts document={doc} />
            <DocumentLinks module={module} id={doc.id} except="officialpage" />
          </article>
        )}
      </WithDocument>
    </DocumentPage>
  );
}
