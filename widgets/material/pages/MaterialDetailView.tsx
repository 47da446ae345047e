import {
  BackLink,
  useTranslation,
  AttachmentList,
  DetailPage,
  SafeHtml,
  WidgetPage,
  formatDate,
  useLocalize,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { MaterialDetailData, MaterialProps } from '../generated/types.ts';
import styles from './material.module.css';

type MetaField = NonNullable<MaterialProps['metaFields']>[number];
const ALL_FIELDS: readonly MetaField[] = ['category', 'publisher', 'publishedAt', 'views'];

/**
 * One material: its description (CMS HTML, sanitized) and attachments to preview or download.
 * `bare` is material/blankdetail: the same material without the portal's header and footer, the facts
 * card or the way back — a page to embed in another app's web view or to print.
 */
export function MaterialDetailView({ props, query, module, bare }: WidgetPageProps<MaterialProps> & { bare: boolean }) {
  const { t } = useTranslation('material');
  const chrome = bare ? { 'data-portal-chrome': 'none' } : {};
  // The frame is around every state: a bare page stays chrome-less while it loads or fails too.
  return (
    <div {...chrome}>
      <DetailPage apiKey="material.detail" query={query} missingMessage={t('detail.missingId')}>
        {(material) => <Material material={material} props={props} module={module} bare={bare} />}
      </DetailPage>
    </div>
  );
}

function Material({ material, props, module, bare }: { material: MaterialDetailData; props: MaterialProps; module: string; bare: boolean }) {
  const { t } = useTranslation('material');
  // The sidebar layout puts the facts and attachments beside the text on a wide page.
  const sidebar = !bare && props.layout !== 'stacked';
  return (
    <WidgetPage title={material.title} width={bare || props.layout === 'stacked' ? 'regular' : 'wide'} className={styles.page}>
      <div
        className={sidebar ? `${styles.detail} ${styles.sidebar}` : styles.detail}
        data-testid="material-detail"
        data-layout={bare ? 'bare' : (props.layout ?? 'sidebar')}
      >
        <article className={styles.article}>
          {bare || props.layout === 'stacked' ? <MetaLine material={material} fields={props.metaFields ?? ALL_FIELDS} /> : null}
          <SafeHtml className={styles.content} html={material.content} />
          {bare || props.layout === 'stacked' ? <Attachments material={material} title={props.attachmentsTitle} /> : null}
          {bare ? (
            <p className={styles.printRow}>
              <button type="button" className="portal-button" onClick={() => window.print()}>
                {t('detail.print')}
              </button>
            </p>
          ) : null}
        </article>
        {bare ? null : (
          <aside className={styles.aside}>
            {props.layout === 'stacked' ? null : (
              <>
                <section className="portal-card" aria-labelledby="material-info">
                  <h2 id="material-info" className={styles.cardTitle}>
                    {t('detail.info')}
                  </h2>
                  <Facts material={material} fields={props.metaFields ?? ALL_FIELDS} />
                </section>
                <Attachments material={material} title={props.attachmentsTitle} card />
              </>
            )}
            <BackLink to={`/${module}/index`}>{t('detail.backToList')}</BackLink>
          </aside>
        )}
      </div>
    </WidgetPage>
  );
}

function factValue(material: MaterialDetailData, field: MetaField): string | undefined {
  switch (field) {
    case 'category':
      return material.categoryName ?? material.category;
    case 'publisher':
      return material.publisher;
    case 'publishedAt':
      return formatDate(material.publishedAt);
    case 'views':
      return material.views === undefined ? undefined : String(material.views);
  }
}

/** The school's facts in its order, each with its value; one the material lacks (its views) is left out. */
const shownFacts = (material: MaterialDetailData, fields: readonly MetaField[]) =>
  fields.flatMap((field) => {
    const value = factValue(material, field);
    return value === undefined ? [] : [[field, value] as const];
  });

function Facts({ material, fields }: { material: MaterialDetailData; fields: readonly MetaField[] }) {
  const { t } = useTranslation('material');
  return (
    <dl className={styles.facts} data-testid="material-facts">
      {shownFacts(material, fields).map(([field, value]) => (
        <div key={field} className={styles.fact}>
          <dt>{t(`detail.fields.${field}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The facts as one quiet line under the title (stacked and bare layouts). */
function MetaLine({ material, fields }: { material: MaterialDetailData; fields: readonly MetaField[] }) {
  const { t } = useTranslation('material');
  return (
    <p className={styles.metaLine} data-testid="material-facts">
      {shownFacts(material, fields).map(([field, value]) => (
        <span key={field}>{field === 'views' ? t('detail.views', { count: material.views }) : value}</span>
      ))}
    </p>
  );
}

function Attachments({ material, title, card = false }: { material: MaterialDetailData; title: MaterialProps['attachmentsTitle']; card?: boolean }) {
  const { t } = useTranslation('material');
  const localize = useLocalize();
  const heading = title ? localize(title) : t('detail.attachments');
  return (
    <section className={card ? 'portal-card' : styles.attachments} aria-labelledby="material-attachments">
      <h2 id="material-attachments" className={styles.cardTitle}>
        {heading}
        <span className="portal-chip__count">{material.attachments.length}</span>
      </h2>
      {material.attachments.length > 0 ? <AttachmentList files={material.attachments} /> : <p className={styles.noFiles}>{t('detail.noAttachments')}</p>}
    </section>
  );
}
