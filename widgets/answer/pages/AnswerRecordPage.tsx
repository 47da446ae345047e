import { DetailPage, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AnswerRecordData, RecordQuestion } from '../generated/types.ts';
import { minute } from './answerParts.tsx';
import styles from './answer.module.css';

/**
 * answer/record?id (the attempt's id): one attempt's review, question by question: the user's answer,
 * right or wrong and the points gained; the right answers and explanations once the server shows them
 * (no attempt left, or the quiz closed).
 */
export default function AnswerRecordPage({ query }: WidgetPageProps) {
  const { t } = useTranslation('answer');
  return (
    <DetailPage apiKey="answer.record" query={query} missingMessage={t('missingRecord')}>
      {(record) => <Record record={record} />}
    </DetailPage>
  );
}

function Record({ record }: { record: AnswerRecordData }) {
  const { t } = useTranslation('answer');
  const labelsOf = (question: RecordQuestion, keys: readonly string[]) =>
    keys.map((key) => (question.type === 'judge' ? (question.options.find((option) => option.key === key)?.label ?? key) : key)).join(t('record.join'));
  const mine = (question: RecordQuestion) => {
    const text = question.type === 'fill' || question.type === 'text' ? (question.response.text ?? '') : labelsOf(question, question.response.choices ?? []);
    return text === '' ? t('record.blank') : text;
  };
  return (
    <WidgetPage title={record.title}>
      <section className="portal-card">
        <p className={styles.meta}>
          <span className="portal-badge portal-badge--info">{t(`kind.${record.kind}`)}</span>
          <span>{t('history.submittedAt', { time: minute(record.submittedAt) })}</span>
        </p>
        {record.score !== null && record.totalScore !== null ? (
          <p className={styles.score} data-testid="answer-total">
            {t('record.total', { score: record.score, total: record.totalScore })}
          </p>
        ) : null}
        {record.kind === 'quiz' && !record.answersShown ? <p className="portal-muted">{t('record.hidden')}</p> : null}
      </section>
      <ol className="portal-list" data-testid="answer-record">
        {record.questions.map((question, index) => (
          <li key={question.id} className="portal-card" data-question={index + 1}>
            <h2 className="portal-card__title">
              {index + 1}. [{t(`type.${question.type}`)}] {question.stem}
            </h2>
            {question.options.length > 0 && question.type !== 'judge' ? (
              <ul className="portal-muted">
                {question.options.map((option) => (
                  <li key={option.key}>
                    {option.key}. {option.label}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className={styles.meta}>
              <span>{t('record.mine', { answer: mine(question) })}</span>
              {question.correct !== null ? (
                <span className={`portal-badge portal-badge--${question.correct ? 'success' : 'error'}`}>
                  {question.correct ? t('record.right') : t('record.wrong')}
                </span>
              ) : null}
              {question.gained !== null ? <span>{t('record.gained', { gained: question.gained, points: question.points })}</span> : null}
            </p>
            {question.answer ? <p>{t('record.answer', { answer: labelsOf(question, question.answer) })}</p> : null}
            {question.explanation ? <p className="portal-muted">{t('record.explanation', { text: question.explanation })}</p> : null}
          </li>
        ))}
      </ol>
    </WidgetPage>
  );
}
