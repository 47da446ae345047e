import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation, ApiErrorView, EmptyView, LoadingView, useApiQuery, useImageUrl, type WidgetPageProps } from '../../../runtime/app/index.ts';
import styles from './publicAccountHelp.module.css';

/** publicsso/helpIndex: the FAQ: a search, the categories with their counts, the most asked questions. */
export default function HelpIndexPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('public-account-help');
  const image = useImageUrl();
  const navigate = useNavigate();
  const answer = useApiQuery('public-account-help.categories', {});
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  if (answer.status === 'loading') return <LoadingView />;
  if (answer.status === 'error') return <ApiErrorView error={answer.error} onRetry={answer.reload} />;
  const { categories, hot } = answer.data;
  if (categories.every((c) => c.count === 0)) return <EmptyView message={t('faq.empty')} image={image('empty.svg')} />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return setProblem(t('faq.searchEmpty'));
    navigate(`/${module}/helpQt?q=${encodeURIComponent(q)}`);
  };

  return (
    <section className={styles.page} aria-labelledby="faq-heading">
      <h1 id="faq-heading" className={styles.heading}>
        {title}
      </h1>
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
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <nav className={styles.categories} aria-label={t('faq.categories')} data-testid="faq-categories">
        {categories.map((category) => (
          <Link key={category.id} className={styles.category} to={`/${module}/helpQt?category=${encodeURIComponent(category.id)}`}>
            <span className={styles.categoryName}>{category.name}</span>
            <span className={styles.muted}>{category.description}</span>
            <span className={styles.count}>{t('faq.count', { count: category.count })}</span>
          </Link>
        ))}
      </nav>
      {hot.length > 0 ? (
        <section className={styles.card} aria-labelledby="faq-hot">
          <h2 id="faq-hot" className={styles.subheading}>
            {t('faq.hot')}
          </h2>
          <ul className={styles.questions} data-testid="faq-hot">
            {hot.map((question) => (
              <li key={question.id}>
                <Link to={`/${module}/helpdetail?id=${question.id}`}>{question.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
