import { Facts, useTranslation } from '../../../runtime/app/index.ts';
import type { Building } from '../generated/types.ts';
import { directionsUrl, type DirectionsApp } from './directions.ts';
import styles from './schoolMap.module.css';

/** A building's card: what it is, what is inside, its hours, and "take me there" in the phone's map app. */
export function BuildingCard({ building, categoryName, directions }: { building: Building; categoryName?: string; directions: DirectionsApp }) {
  const { t } = useTranslation('school-map');
  const headingId = `building-${building.id}`;
  return (
    <section className={`portal-card ${styles.card}`} aria-labelledby={headingId} data-testid="building-card">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {building.name}
        </h2>
        {categoryName ? <span className="portal-badge portal-badge--info">{categoryName}</span> : null}
      </div>
      {building.summary ? <p className={styles.summary}>{building.summary}</p> : null}
      <Facts
        className={styles.facts}
        facts={[
          building.aliases.length > 0 && [t('card.aliases'), building.aliases.join('、'), 'aliases'],
          [t('card.hours'), building.hours ?? t('card.alwaysOpen'), 'hours'],
        ]}
      />
      <h3 className={styles.insideTitle}>{t('card.inside')}</h3>
      <ul className={styles.inside}>
        {building.inside.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <a
        className="portal-button"
        href={directionsUrl(directions, building)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="take-me-there"
        aria-describedby={`${headingId}-go`}
      >
        {directions === 'apple' ? t('card.goApple') : t('card.go')}
      </a>
      <p id={`${headingId}-go`} className="portal-muted">
        {t('card.goHint')}
      </p>
    </section>
  );
}
