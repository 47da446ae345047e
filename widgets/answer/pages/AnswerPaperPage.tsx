import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DetailPage, FormActions, WidgetPage, useAction, useApi, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AnswerPaperData, AnswerQuestion, AnswerSubmitBody, AnswerSubmitData } from '../generated/types.ts';
import { PaperBadges, attemptsLeft } from './answerParts.tsx';
import styles from './answer.module.css';

type Responses = Record<number, { choices?: string[]; text?: string }>;

/**
 * answer/detail?id: the paper, question by question (single and multiple choice, true/false, a blank,
 * free text in surveys); submitted once for scoring by the server, whose score shows with a way to the
 * attempt's review.
 */
export default function AnswerPaperPage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('answer');
  return (
    <DetailPage apiKey="answer.paper" query={query} missingMessage={t('missingId')}>
      {(paper) => <Paper key={paper.id} paper={paper} module={module} />}
    </DetailPage>
  );
}

const answered = (question: AnswerQuestion, response: Responses[number] | undefined) =>
  question.type === 'fill' || question.type === 'text' ? (response?.text ?? '').trim() !== '' : (response?.choices ?? []).length > 0;

function Paper({ paper, module }: { paper: AnswerPaperData; module: string }) {
  const { t } = useTranslation('answer');
  const api = useApi();
  const [responses, setResponses] = useState<Responses>({});
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<AnswerSubmitData>();
  const submit = useAction((answers: AnswerSubmitBody['answers'], call) => api.post('answer.submit', { id: paper.id, answers }, call), {
    confirm: t('paper.confirm'),
    // The result replaces the paper; the notice and the list ask for the attempts again when opened.
    onDone: (answer) => setResult(answer),
    failed: (reason) => t('failed', { reason }),
  });
  const canAnswer = paper.status === 'open' && attemptsLeft(paper) !== 0;
  const respond = (question: AnswerQuestion, response: Responses[number]) => {
    setProblem('');
    submit.reset();
    setResponses((now) => ({ ...now, [question.id]: response }));
  };
  const choose = (question: AnswerQuestion, key: string) => {
    const chosen = responses[question.id]?.choices ?? [];
    const choices = question.type !== 'multiple' ? [key] : chosen.includes(key) ? chosen.filter((one) => one !== key) : [...chosen, key];
    respond(question, { choices });
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const missing = paper.questions.findIndex((question) => question.required && !answered(question, responses[question.id]));
    if (missing >= 0) return setProblem(t('paper.unanswered', { number: missing + 1 }));
    void submit.run(
      paper.questions
        .filter((question) => answered(question, responses[question.id]))
        .map((question) => ({ question: question.id, ...responses[question.id] })),
    );
  };

  if (result) return <Result paper={paper} result={result} module={module} />;
  return (
    <WidgetPage title={paper.title}>
      <p className={styles.meta}>
        <PaperBadges paper={paper} />
      </p>
      <form className="portal-card" onSubmit={send} data-testid="answer-paper" noValidate>
        {paper.questions.map((question, index) => (
          <fieldset key={question.id} className={styles.question} disabled={!canAnswer || submit.busy} data-question={index + 1}>
            <legend>
              {index + 1}. [{t(`type.${question.type}`)}] {question.stem}
              {question.points > 0 ? t('paper.points', { count: question.points }) : null}
              {question.required ? null : t('paper.optional')}
            </legend>
            {question.type === 'fill' || question.type === 'text' ? (
              <label className="portal-field">
                <span className="portal-muted">{question.type === 'fill' ? t('paper.fill') : t('paper.text')}</span>
                {question.type === 'fill' ? (
                  <input maxLength={100} value={responses[question.id]?.text ?? ''} onChange={(event) => respond(question, { text: event.target.value })} />
                ) : (
                  <textarea
                    maxLength={500}
                    rows={4}
                    value={responses[question.id]?.text ?? ''}
                    onChange={(event) => respond(question, { text: event.target.value })}
                  />
                )}
              </label>
            ) : (
              question.options.map((option) => (
                <label key={option.key} className={styles.option}>
                  <input
                    type={question.type === 'multiple' ? 'checkbox' : 'radio'}
                    name={`question-${question.id}`}
                    checked={(responses[question.id]?.choices ?? []).includes(option.key)}
                    onChange={() => choose(question, option.key)}
                  />
                  <span>
                    {question.type === 'judge' ? '' : `${option.key}. `}
                    {option.label}
                  </span>
                </label>
              ))
            )}
          </fieldset>
        ))}
        {canAnswer ? (
          <FormActions action={submit} submit={t('paper.submit')} problem={problem} />
        ) : (
          <p className="portal-notice portal-notice--warning">{t('paper.notOpen')}</p>
        )}
      </form>
    </WidgetPage>
  );
}

function Result({ paper, result, module }: { paper: AnswerPaperData; result: AnswerSubmitData; module: string }) {
  const { t } = useTranslation('answer');
  return (
    <WidgetPage title={paper.title}>
      <section className="portal-card" role="status" data-testid="answer-result">
        {result.score !== null && result.totalScore !== null ? (
          <>
            <p className={styles.score}>{t('paper.scored', { score: result.score, total: result.totalScore })}</p>
            {result.passed !== null ? <p>{result.passed ? t('paper.passed') : t('paper.notPassed')}</p> : null}
          </>
        ) : (
          <p className={styles.score}>{t('paper.surveyDone')}</p>
        )}
        {result.attemptsLeft !== null && result.attemptsLeft > 0 ? <p className="portal-muted">{t('paper.left', { count: result.attemptsLeft })}</p> : null}
        <p className={styles.links}>
          <Link to={`/${module}/record?id=${result.attemptId}`}>{t('paper.review')}</Link>
          <Link to={`/${module}/history?id=${paper.id}`}>{t('list.history')}</Link>
        </p>
      </section>
    </WidgetPage>
  );
}
