/**
 * The draft's problems where the operator looks: next to the field a problem's JSON path points to,
 * and all of them in a list at the top. Words come from the shared problem catalogue
 * (runtime/shared/manifestProblems.ts), in the reader's language — the same as `npm run validate`.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { describeProblem, inheritedHint, isError, readablePath, siteOfProblemFile, type ManifestProblem } from '../../shared/manifestProblems.ts';
import { toPointer, type FieldPath } from './draft.ts';
import { languageOf } from './operatorI18n.ts';

const ProblemsContext = createContext<readonly ManifestProblem[]>([]);

export function ProblemsProvider({ problems, children }: { problems: readonly ManifestProblem[]; children: ReactNode }) {
  return <ProblemsContext.Provider value={problems}>{children}</ProblemsContext.Provider>;
}

/** The DOM id of the control editing a field, so the list at the top can lead to it. */
export const fieldId = (path: FieldPath | string) => `field${typeof path === 'string' ? path : toPointer(path)}`;

const isAtOrUnder = (path: string, pointer: string) => path === pointer || path.startsWith(`${pointer}/`);

interface Selection {
  /** Problems at exactly this pointer… */
  pointer: string;
  /** …or also under it… */
  deep?: boolean;
  /** …except those at or under these (shown by other controls). */
  except?: readonly string[];
}

function select(problems: readonly ManifestProblem[], { pointer, deep, except = [] }: Selection): ManifestProblem[] {
  return problems.filter((p) => (deep ? isAtOrUnder(p.path, pointer) : p.path === pointer) && !except.some((e) => isAtOrUnder(p.path, e)));
}

/**
 * Problems for one control, and the props that tie them to it (`aria-invalid`, `aria-describedby`,
 * the id the problem list links to).
 */
export function useFieldProblems(path: FieldPath) {
  const problems = select(useContext(ProblemsContext), { pointer: toPointer(path) });
  const messageId = useId();
  return {
    problems,
    messageId,
    inputProps: {
      id: fieldId(path),
      'aria-invalid': problems.length > 0 ? true : undefined,
      'aria-describedby': problems.length > 0 ? messageId : undefined,
    },
  };
}

/** The messages of `problems`, under a control (or a row / section with `deep`). */
export function FieldMessages({ problems, id }: { problems: readonly ManifestProblem[]; id?: string }) {
  const { i18n } = useTranslation('operator');
  if (problems.length === 0) return null;
  const language = languageOf(i18n);
  return (
    <ul className="operator-field-problems" id={id} data-testid="field-problems">
      {problems.map((problem, index) => {
        const { message, hint } = describeProblem(problem, language);
        return (
          <li key={index} title={hint}>
            {message}
          </li>
        );
      })}
    </ul>
  );
}

/** The messages of a part of the draft that no single control shows (a row, a section). */
export function AreaProblems(selection: Selection) {
  const problems = select(useContext(ProblemsContext), { deep: true, ...selection });
  return <FieldMessages problems={problems} />;
}

/**
 * All problems at the top: errors (they hold up publishing) and warnings (they do not) apart, each with
 * where it is (the field, written as the reader writes it), whether it is this school's or comes from
 * the school it extends, what to do about it from here, and a way to the control it concerns.
 */
export function ProblemList({ problems, onGoTo, siteId }: { problems: readonly ManifestProblem[]; onGoTo(pointer: string): void; siteId?: string }) {
  const { t } = useTranslation('operator');
  if (problems.length === 0) return null;
  const errors = problems.filter(isError);
  const warnings = problems.filter((problem) => !isError(problem));
  return (
    <>
      {errors.length > 0 ? (
        <section className="operator-problems" role="alert" aria-labelledby="operator-problems-heading" data-testid="problem-list">
          <h2 id="operator-problems-heading">{t('problems.heading')}</h2>
          <p>{t('problems.count', { count: errors.length })}</p>
          <ProblemItems problems={errors} onGoTo={onGoTo} siteId={siteId} />
        </section>
      ) : null}
      {warnings.length > 0 ? (
        <section className="operator-problems operator-problems--warning" aria-labelledby="operator-warnings-heading" data-testid="warning-list">
          <h2 id="operator-warnings-heading">{t('problems.warningsHeading')}</h2>
          <p>{t('problems.warningsCount', { count: warnings.length })}</p>
          <ProblemItems problems={warnings} onGoTo={onGoTo} siteId={siteId} />
        </section>
      ) : null}
    </>
  );
}

function ProblemItems({ problems, onGoTo, siteId }: { problems: readonly ManifestProblem[]; onGoTo(pointer: string): void; siteId?: string }) {
  const { t, i18n } = useTranslation('operator');
  const language = languageOf(i18n);
  return (
    <ol>
      {problems.map((problem, index) => {
        const { message, hint } = describeProblem(problem, language);
        const source = siteOfProblemFile(problem.file);
        // A problem in the base school's file: this school cannot edit it there, so it is told what it can do.
        const base = siteId !== undefined && source !== undefined && source !== siteId ? source : undefined;
        return (
          <li key={index} data-source={base ?? 'own'}>
            <span className="operator-problems__source">{base ? t('problems.inherited', { base }) : t('problems.own')}</span>
            {problem.path ? <code>{readablePath(problem.path)}</code> : null}
            <span>{message}</span>
            <span className="operator-problems__hint">
              {t('problems.hint')}: {base ? inheritedHint(problem, base, language) : hint}
            </span>
            {problem.path && !base ? (
              <button type="button" className="portal-button portal-button--text operator-small-button" onClick={() => onGoTo(problem.path)}>
                {t('problems.goTo')}
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
