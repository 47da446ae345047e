/** document/officialpage (正文, `?id=`): the document's whole text as paragraphs, with its number, office and attachments. */
import { WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { DocumentProps } from '../generated/types.ts';
import { DocumentFacts, DocumentLinks, Paragraphs, UrgencyBadge, WithDocument } from './documentParts.tsx';
import styles from './document.module.css';

export default function OfficialPage({ module, title, query }: WidgetPageProps<DocumentProps>) {
  const { t } = useTranslation('document');
  return (
    <WidgetPage title={title}>
      <WithDocument id={Number(query.get('id'))}>
        {({ document: doc }) => (
          <article className="portal-card" data-testid="document-official">
            <h2 className={styles.docTitle}>
              <UrgencyBadge urgency={doc.urgency} />
              {doc.title}
            </h2>
            <p className="portal-card__meta">{doc.number}</p>
            <Paragraphs text={doc.body} className={styles.text} />
            <h3 className={styles.subheading}>{t('detail.attachments')}</h3>
            <DocumentFacts document={doc} />
            <DocumentLinks module={module} id={doc.id} except="officialpage" />
          </article>
        )}
      </WithDocument>
    </WidgetPage>
  );
}
