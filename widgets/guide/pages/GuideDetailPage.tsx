import { BackLink, RelatedLinks, useTranslation, DetailPage, SafeHtml, WidgetPage, formatDate, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { GuideDetailData, GuideProps } from '../generated/types.ts';
import styles from './guide.module.css';

/**
 * guide/detail: one guide article, its CMS HTML sanitized before it reaches the page, beside a card
 * with the office, phone and related guides (below the article on phones).
 */
export default function GuideDetailPage({ query, module }: WidgetPageProps<GuideProps>) {
  const { t } = useTranslation('guide');
  return (
    <DetailPage apiKey="guide.detail" query={query} missingMessage={t('detail.missingId')}>
      {(guide) => <Guide guide={guide} module={module} />}
    </DetailPage>
  );
}

function Guide({ guide, module }: { guide: GuideDetailData; module: string }) {
  const { t } = useTranslation('guide');
  return (
    <WidgetPage title={guide.title} intro={guide.categoryName ?? guide.category}>
      <div className={styles.detail}>
        <article className="portal-card">
          <SafeHtml className={styles.content} html={guide.content} />
        </article>
        <aside className={styles.aside}>
          <section className="portal-card" aria-labelledby="guide-info">
            <h2 id="guide-info" className={styles.cardTitle}>
              {t('detail.info')}
            </h2>
            <dl className={styles.facts} data-testid="guide-facts">
              <dt>{t('detail.category')}</dt>
              <dd>{guide.categoryName ?? guide.category}</dd>
              <dt>{t('detail.department')}</dt>
              <dd>{guide.department}</dd>
              {guide.phone ? (
                <>
                  <dt>{t('detail.phone')}</dt>
                  <dd>
                    <a href={`tel:${guide.phone.replace(/[^\d+]/g, '')}`}>{guide.phone}</a>
                  </dd>
                </>
              ) : null}
              <dt>{t('detail.updated')}</dt>
              <dd>
                <time dateTime={new Date(guide.updatedAt * 1000).toISOString()}>{formatDate(guide.updatedAt)}</time>
              </dd>
            </dl>
          </section>
          {guide.related.length > 0 ? (
            <RelatedLinks
              id="guide-related"
              title={t('detail.related')}
              items={guide.related}
              to={(item) => `/${module}/detail?id=${item.id}`}
              testId="guide-related"
              headingClassName={styles.cardTitle}
            />
          ) : null}
          <BackLink to={`/${module}/index`}>{t('detail.backToList')}</BackLink>
        </aside>
      </div>
    </WidgetPage>
  );
}
