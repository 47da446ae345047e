import { Link } from 'react-router';
import { DetailPage, Facts, WidgetPage, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AnswerPaperData } from '../generated/types.ts';
import { PaperBadges, Paragraphs, attemptsLeft, minute } from './answerParts.tsx';
import styles from './answer.module.css';

/**
 * answer/mes?id: the notice before starting (答题须知): the organizer's words, the time, the number of
 * questions, the full and pass scores, the attempts left, and the way in while one may still answer.
 */
export default function AnswerNoticePage({ query, module }: WidgetPageProps) {
  const { t } = useTranslation('answer');
  return (
    <DetailPage apiKey="answer.paper" query={query} missingMessage={t('missingId')}>
      {(paper) => <Notice paper={paper} module={module} />}
    </DetailPage>
  );
}

function Notice({ paper, module }: { paper: AnswerPaperData; module: string }) {
  const { t } = useTranslation('answer');
  const left = attemptsLeft(paper);
  const blocked =
    paper.status === 'upcoming'
      ? t('notice.upcoming', { time: minute(paper.opensAt) })
      : paper.status === 'closed'
        ? t('notice.closed')
        : left === 0
          ? t('notice.noneLeft')
          : undefined;
  return (
    <WidgetPage title={paper.title}>
      <article className="portal-card">
        <p className={styles.meta}>
          <PaperBadges paper={paper} />
        </p>
        <Paragraphs text={paper.intro} testId="answer-intro" />
        <Facts
          testId="answer-facts"
          facts={[
            [t('notice.organizer'), paper.organizer, 'organizer'],
            [t('notice.period'), `${minute(paper.opensAt)} – ${minute(paper.closesAt)}`, 'period'],
            [t('notice.questions'), t('list.questions', { count: paper.questionCount }), 'questions'],
            paper.totalScore !== null && [
              t('notice.score'),
              paper.passScore !== null
                ? t('notice.scoreLine', { total: paper.totalScore, pass: paper.passScore })
                : t('notice.scoreOnly', { total: paper.totalScore }),
              'score',
            ],
            [
              t('notice.attempts'),
              paper.attemptsLimit === null ? t('notice.attemptsFree') : t('notice.attemptsLeft', { limit: paper.attemptsLimit, left }),
              'attempts',
            ],
          ]}
        />
      </article>
      <p className={styles.links}>
        {blocked ? (
          <span className="portal-notice portal-notice--warning">{blocked}</span>
        ) : (
          <Link className="portal-button portal-button--primary" to={`/${module}/detail?id=${paper.id}`}>
            {paper.kind === 'quiz' ? t('notice.start') : t('notice.startSurvey')}
          </Link>
        )}
        {paper.attemptsUsed > 0 ? <Link to={`/${module}/history?id=${paper.id}`}>{t('list.history')}</Link> : null}
      </p>
    </WidgetPage>
  );
}
