import type { ReactNode } from 'react';
import styles from './account.module.css';

/** An account page: its h1 (`id` names the page for assistive technology) above the page's content. */
export function AccountPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={styles.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
