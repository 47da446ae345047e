/**
 * What the operator console keeps: the live manifests it writes, their versions (who, when, why), the
 * audit log, operator sessions, login throttles, operators' drafts and draft previews. One interface, two implementations:
 * files and memory on one host (filesOperatorStore.ts, the default: nothing to install), or PostgreSQL
 * shared by several hosts (postgres/postgresOperatorStore.ts). The contract both keep is tested by one
 * suite (tests/operatorStoreContract.ts).
 */
import type { AuditLog } from '../operator/auditLog.ts';
import type { LoginFailureLedger } from '../operator/loginFailureLedger.ts';
import type { HistoryEntry } from '../operator/manifestHistory.ts';
import type { SessionStore } from '../operator/operatorSessions.ts';
import type { PreviewStore } from '../operator/previews.ts';
import type { DraftStore } from '../operator/operatorDrafts.ts';

/** A site's manifest as it is live now: its exact bytes and their strong ETag. */
export interface LiveManifest {
  bytes: Buffer;
  etag: string;
  /** When it was last written (ms since the epoch): the time of a version found that the console did not write. */
  modifiedAt: number;
}

export interface PublishRequest {
  siteId: string;
  /** The new manifest's exact bytes. */
  bytes: Uint8Array;
  /** The ETag the operator edited: the publish happens only if the live manifest still has it. */
  expectedEtag: string;
  operator: string;
  /** One line, why. */
  reason: string;
  /** ISO time of the save. */
  at: string;
  /** Set on a restore: the version whose bytes these are. */
  restoredFrom?: number;
}

export type PublishOutcome =
  | { outcome: 'published'; etag: string; version: number }
  /** Someone published first (on this host or another): nothing was written. `etag` is the live one. */
  | { outcome: 'stale'; etag: string }
  | { outcome: 'missing' };

export interface OperatorStore {
  /** The live manifest of a site, read afresh (not from a cache); undefined when the site has none. */
  live(siteId: string): Promise<LiveManifest | undefined>;
  /**
   * Publishes a version when the live ETag is still `expectedEtag`: compared and replaced as one step, so
   * two operators saving the same version (on one host or two) cannot both win. On success the version,
   * its audit line and the live manifest are all written; on a failure (thrown) none of them is live.
   * A live manifest the history does not know yet (edited by hand, or imported) is recorded first, so a
   * restore can always go back to it.
   */
  publish(request: PublishRequest): Promise<PublishOutcome>;
  /** The published versions, newest first. */
  history(siteId: string): Promise<HistoryEntry[]>;
  /** A version's exact bytes, or undefined. */
  version(siteId: string, version: number): Promise<Buffer | undefined>;
  audit: AuditLog;
  sessions: SessionStore;
  loginFailures: LoginFailureLedger;
  previews: PreviewStore;
  /** Each operator's unpublished edits per site, so a draft follows the operator to another computer. */
  drafts: DraftStore;
  /** Settles what a host killed mid-save left behind; the console waits for it before its first site call. */
  recover(): Promise<void>;
}

/** The store cannot be reached now (the database is restarting, the network is down): nothing was changed. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}
