/**
 * How an application's chain is drawn from its type's levels (upc_approval_types.chain) and its answers:
 * the levels whose condition holds, each with its decider's name as the users table has it, fixed on the
 * application when it is submitted or resubmitted, so a school changing a chain later does not move
 * applications already under way.
 */
import { holds, type FormValues, type SandboxDatabase } from '../../../sandbox/kit.ts';
import type { ApprovalType, LevelDefinition, LocalText } from './approvalTypes.ts';

/** One level of an application's chain, as stored on the application. */
export interface ChainLevel {
  id: string;
  name: LocalText;
  kind: LevelDefinition['kind'];
  decider: string;
  deciderName: string;
}

/**
 * The levels that apply to `values`, each with who decides it for `applicant`: never the applicant
 * (approvalTypes.ts, `ownApplication`).
 */
export function chainOf(type: Pick<ApprovalType, 'chain'>, values: FormValues, applicant: string, nameOf: (username: string) => string): ChainLevel[] {
  return type.chain
    .filter((level) => holds(level.when, values))
    .flatMap((level) => {
      const decider = deciderFor(level, applicant);
      return decider === undefined ? [] : [{ id: level.id, name: level.name, kind: level.kind, decider, deciderName: nameOf(decider) }];
    });
}

/** Who decides `level` on an application of `applicant`: undefined when the level is skipped for them. */
export function deciderFor(level: Pick<LevelDefinition, 'decider' | 'ownApplication'>, applicant: string): string | undefined {
  return level.decider === applicant ? level.ownApplication?.decider : level.decider;
}

/** A decider's name from the users table (the account may be renamed by the school); the username when none. */
export function deciderNames(db: SandboxDatabase): (username: string) => string {
  const find = db.prepare<[string], { name: string }>('SELECT name FROM users WHERE username = ?');
  return (username) => find.get(username)?.name ?? username;
}

/** The rule every type's chain keeps: at least one level, only the last one final. Checked at startup. */
export function checkedChain(type: Pick<ApprovalType, 'id' | 'chain'>): void {
  const last = type.chain.at(-1);
  if (!last || last.kind !== 'final' || last.when) throw new Error(`upc_approval_types ${type.id}: the chain must end with a final level that always applies`);
  if (type.chain.slice(0, -1).some((level) => level.kind === 'final')) throw new Error(`upc_approval_types ${type.id}: only the last level may be final`);
  if (!last.ownApplication || last.ownApplication.decider === last.decider)
    throw new Error(`upc_approval_types ${type.id}: the final level must name who decides its decider's own applications (ownApplication)`);
  const self = type.chain.find((level) => level.ownApplication?.decider === level.decider);
  if (self) throw new Error(`upc_approval_types ${type.id}: level ${self.id} hands its decider's own applications to the same decider`);
}
