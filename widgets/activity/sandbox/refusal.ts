/** A refusal thrown from inside a transaction (a sign-up's guarded insert): nothing is kept, and it is answered with its words. */
import type { LocalMessage, SandboxErrorCodeValue } from '../../../sandbox/kit.ts';

export class Refusal extends Error {
  constructor(
    readonly code: SandboxErrorCodeValue,
    readonly refusal: LocalMessage,
  ) {
    super('the request was refused');
  }
}
