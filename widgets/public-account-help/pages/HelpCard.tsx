import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './publicAccountHelp.module.css';

/** A kit card with its heading, named by it for screen readers: the follow steps, the features, the hot and related questions. */
export function HelpCard({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <section className="portal-card" aria-labelledby={heading}>
      <h2 id={heading} className="portal-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Questions as links to their answers, in a card: the most asked on the FAQ, those related to an answer. */
export function QuestionLinks({
  title,
  questions,
  module,
  testId,
}: {
  title: string;
  questions: { id: number; title: string }[];
  module: string;
  testId: string;
}) {
  if (questions.length === 0) return null;
  return (
    <HelpCard title={title}>
      <ul className={styles.questions} data-testid={testId}>
        {questions.map((question) => (
          <li key={question.id}>
            <Link to={`/${module}/helpdetail?id=${question.id}`}>{question.title}</Link>
          </li>
        ))}
      </ul>
    </HelpCard>
  );
}
