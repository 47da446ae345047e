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

export function chainOf(type: Pick<ApprovalType, 'chain'>, values: FormValues, nameOf: (username: string) => string): ChainLevel[] {
  return type.chain
    .filter((level) => holds(level.when, values))
    .map((level) => ({ id: level.id, name: level.name, kind: level.kind, decider: level.decider, deciderName: nameOf(level.decider) }));
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
}
