/**
 * The draft's problems where the operator looks: next to the field a problem's JSON path points to,
 * and all of them in a list at the top. Words come from the shared problem catalogue
 * (runtime/shared/manifestProblems.ts), in the reader's language — the same as `npm run validate`.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { describeProblem, type ManifestProblem } from '../../shared/manifestProblems.ts';
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

/** All problems at the top, each with its path, hint, and a way to the control it concerns. */
export function ProblemList({ problems, onGoTo }: { problems: readonly ManifestProblem[]; onGoTo(pointer: string): void }) {
  const { t, i18n } = useTranslation('operator');
  if (problems.length === 0) return null;
  const language = languageOf(i18n);
  return (
    <section className="operator-problems" role="alert" aria-labelledby="operator-problems-heading" data-testid="problem-list">
      <h2 id="operator-problems-heading">{t('problems.heading')}</h2>
      <p>{t('problems.count', { count: problems.length })}</p>
      <ol>
        {problems.map((problem, index) => {
          const { message, hint } = describeProblem(problem, language);
          return (
            <li key={index}>
              <code>
                {problem.file} {problem.path || '/'}
              </code>{' '}
              <span>{message}</span>
              <span className="operator-problems__hint">
                {t('problems.hint')}: {hint}
              </span>
              {problem.path ? (
                <button type="button" className="portal-button portal-button--text operator-small-button" onClick={() => onGoTo(problem.path)}>
                  {t('problems.goTo')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
