import type { ReactNode } from 'react';

/** One fact: its term, its value, and the name tests and stylesheets find the value by (`data-fact`; the term if none). */
export type Fact = readonly [term: string, value: ReactNode, name?: string];

/**
 * A record's facts as a description list, each term with its value in a row of its own. A fact that is
 * left out (`false`, `null`, `undefined`) or has no value (`null`, `undefined`) is not shown.
 */
export function Facts({ facts, className, testId }: { facts: ReadonlyArray<Fact | false | null | undefined>; className?: string; testId?: string }) {
  const shown = facts.filter((fact): fact is Fact => Array.isArray(fact) && fact[1] !== null && fact[1] !== undefined);
  return (
    <dl className={className} data-testid={testId}>
      {shown.map(([term, value, name]) => (
        <div key={name ?? term}>
          <dt>{term}</dt>
          <dd data-fact={name ?? term}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
