import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation, QueryView, WidgetPage, useApiQuery, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { PublicAccountHelpCategoriesData } from '../generated/types.ts';
import { QuestionLinks } from './HelpCard.tsx';
import styles from './publicAccountHelp.module.css';

/** publicsso/helpIndex: the FAQ: a search, the categories with their counts, the most asked questions. */
export default function HelpIndexPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('public-account-help');
  const answer = useApiQuery('public-account-help.categories', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={answer} empty={t('faq.empty')} isEmpty={(faq) => faq.categories.every((c) => c.count === 0)}>
        {(faq) => <Faq faq={faq} module={module} />}
      </QueryView>
    </WidgetPage>
  );
}

function Faq({ faq: { categories, hot }, module }: { faq: PublicAccountHelpCategoriesData; module: string }) {
  const { t } = useTranslation('public-account-help');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return setProblem(t('faq.searchEmpty'));
    void navigate(`/${module}/helpQt?q=${encodeURIComponent(q)}`);
  };

  return (
    <div className={styles.stack}>
      <form className={styles.search} role="search" onSubmit={search} noValidate>
        <input
          type="search"
          value={text}
          maxLength={40}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          placeholder={t('faq.searchPlaceholder')}
          aria-label={t('faq.searchLabel')}
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit" className="portal-button">
          {t('faq.search')}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="portal-problem">
          {problem}
        </p>
      ) : null}
      <ul className={styles.categories} aria-label={t('faq.categories')} data-testid="faq-categories">
        {categories.map((category) => (
          <li key={category.id}>
            <Link className={styles.category} to={`/${module}/helpQt?category=${encodeURIComponent(category.id)}`}>
              <span className={styles.categoryName}>{category.name}</span>
              <span className={styles.muted}>{category.description}</span>
              <span className={styles.count}>{t('faq.count', { count: category.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <QuestionLinks title={t('faq.hot')} questions={hot} module={module} testId="faq-hot" />
    </div>
  );
}
