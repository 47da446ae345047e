/**
 * One site's draft in the console: the published version (authored file, base, ETag), the operator's
 * edits on it, the draft they make, its problems (asked of the host ~400 ms after the last keystroke,
 * so the messages are exactly the CLI's), and publishing with If-Match. Edits are stored on the device
 * per operator as they are made, and on the host a second after typing pauses, so the draft follows the
 * operator to another computer; opening a site takes the newer of the two. A conflict keeps the edits
 * and can apply them again on the newest version.
 *
 * The draft's If-Match is the ETag of the version its edits were made on. A draft restored from the
 * device that was made on an older version keeps that ETag: it is shown as a conflict, and publishing
 * it is refused (412) until the operator applies it on the newest version — never silently over a
 * version they have not seen.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ManifestProblem } from '../../shared/manifestProblems.ts';
import type { SiteManifest } from '../../shared/generated/siteManifest.ts';
import { applyEdits, countChanges, effectiveAt, inheritedAt, recordEdit, valueAt, type Edit, type FieldPath } from './draft.ts';
import { draftStore, type StoredDraft } from './draftStore.ts';
import { OperatorApiError, type EditableManifest, type OperatorApi, type Written } from './operatorApi.ts';

/** How long typing may pause before the draft is validated. */
export const VALIDATE_DELAY_MS = 400;
/** How long typing may pause before the draft is kept on the host too. */
export const HOST_SAVE_DELAY_MS = 1000;

/** Of the device's and the host's copy of a draft, the one edited last (the device's on a tie: it is here). */
function newerDraft(device: StoredDraft | undefined, host: StoredDraft | undefined): StoredDraft | undefined {
  if (!device || !host) return device ?? host;
  return Date.parse(host.savedAt) > Date.parse(device.savedAt) ? host : device;
}

/** Read and write access to the draft's fields, for the editors. */
export interface DraftFields {
  /** The effective value: what the portal would use with the draft published. */
  value(path: FieldPath): unknown;
  /** What the field would be if this site's file left it out. */
  inherited(path: FieldPath): unknown;
  /** Whether this site's file (the draft) sets the field itself. */
  isOwn(path: FieldPath): boolean;
  set(path: FieldPath, value: unknown): void;
}

export type DraftNotice =
  /** A draft kept on this device or on the host was restored (`savedAt`: ISO time of its last edit). */
  | { kind: 'restored'; count: number; savedAt: string }
  | { kind: 'reapplied'; count: number }
  | { kind: 'published'; version: number }
  | { kind: 'restored-version'; version: number; newVersion: number };

export type DraftConflict =
  /** A publish or restore answered 412: someone published since this draft's version. */
  | { kind: 'stale' }
  /** The draft restored from this device was made on a version that is no longer the current one. */
  | { kind: 'restored-stale'; count: number; savedAt: string };

export type SiteDraftState =
  | { status: 'loading' }
  | { status: 'failed'; error: OperatorApiError }
  | {
      status: 'ready';
      published: EditableManifest;
      draft: SiteManifest;
      edits: Edit[];
      changeCount: number;
      fields: DraftFields;
      problems: ManifestProblem[];
      validating: boolean;
      /** Someone else published since this draft's version: publish is refused until it is applied again. */
      conflict?: DraftConflict;
      notice?: DraftNotice;
      /** Loading the newest version again failed (the draft is still there). */
      loadError?: OperatorApiError;
      /** Bumped on each publish or restore, so views of the history load it again. */
      revision: number;
    };

export interface SiteDraftActions {
  /** Publishes the draft; resolves to an error to show, or undefined when published. */
  publish(reason: string): Promise<OperatorApiError | undefined>;
  restore(version: number, reason: string): Promise<OperatorApiError | undefined>;
  discard(): void;
  /** After a conflict: loads the newest version and applies this draft's edits on it. */
  reloadAndReapply(): Promise<void>;
  reload(): Promise<void>;
  dismissNotice(): void;
}

const asApiError = (error: unknown) => (error instanceof OperatorApiError ? error : new OperatorApiError(0, 'unknown', String(error)));

/** The edits that still change something on `published` (in order), e.g. after applying them on a newer version. */
function relevantEdits(edits: readonly Edit[], published: EditableManifest): Edit[] {
  return edits.reduce<Edit[]>((kept, edit) => recordEdit(kept, edit, published.authored, published.base), []);
}

/**
 * @param operator The signed-in operator: drafts are kept on the device per operator and site.
 */
export function useSiteDraft(api: OperatorApi, siteId: string, operator: string): [SiteDraftState, SiteDraftActions] {
  const [published, setPublished] = useState<EditableManifest>();
  const [failure, setFailure] = useState<OperatorApiError>();
  const [edits, setEdits] = useState<Edit[]>([]);
  /** The ETag of the version the edits were made on: the published one, unless a restored draft is older. */
  const [baseEtag, setBaseEtag] = useState<string>();
  // The problems of one draft: while newer edits wait for their check, the last problems stay shown.
  const [checked, setChecked] = useState<{ draft?: SiteManifest; problems: ManifestProblem[] }>({ problems: [] });
  const [conflict, setConflict] = useState<DraftConflict>();
  const [notice, setNotice] = useState<DraftNotice>();
  const [revision, setRevision] = useState(0);
  const hostCopy = useHostDraftCopy(api, siteId);

  const load = useCallback(
    async (keepEdits: readonly Edit[] | undefined) => {
      setFailure(undefined);
      try {
        // The host's copy is a convenience: a host that cannot give it leaves the device's copy to work with.
        const [read, onHost] = await Promise.all([
          api.manifest(siteId),
          keepEdits
            ? undefined
            : api.draft(siteId).then(
                (answer) => answer.draft ?? undefined,
                () => undefined,
              ),
        ]);
        // A file that is not JSON cannot be edited field by field: its problems say what to fix by hand.
        if (read.authored === null) throw new OperatorApiError(200, 'unreadable', 'the manifest is not valid JSON', { problems: read.problems ?? [] });
        const answer = read as EditableManifest;
        const onDevice = keepEdits ? undefined : draftStore.load(operator, siteId);
        const stored = newerDraft(onDevice, onHost);
        const pending = relevantEdits(keepEdits ?? stored?.edits ?? [], answer);
        // A kept draft made on an older version keeps that version's ETag: publishing it is refused until the
        // operator applies it on this one (reloadAndReapply). Edits passed in are applied by their choice already.
        const stale = stored !== undefined && pending.length > 0 && stored.etag !== answer.etag;
        const base = stale ? stored.etag : answer.etag;
        setPublished(answer);
        setEdits(pending);
        setBaseEtag(base);
        const kept = draftStore.save(operator, siteId, base, pending, keepEdits ? undefined : stored?.savedAt);
        // The host learns what it lacks: edits applied again, a newer copy from this device, or none left.
        if (keepEdits || JSON.stringify(kept ?? null) !== JSON.stringify(onHost ?? null)) hostCopy.keep(kept, 0);
        setConflict(stale ? { kind: 'restored-stale', count: pending.length, savedAt: stored.savedAt } : undefined);
        if (keepEdits) setNotice({ kind: 'reapplied', count: pending.length });
        else if (stored && pending.length && !stale) setNotice({ kind: 'restored', count: pending.length, savedAt: stored.savedAt });
        else setNotice(undefined);
      } catch (error) {
        setFailure(asApiError(error));
      }
    },
    [api, siteId, operator, hostCopy],
  );

  useEffect(() => {
    setPublished(undefined);
    setEdits([]);
    setChecked({ problems: [] });
    void load(undefined);
  }, [load]);

  const draft = useMemo(() => (published ? applyEdits(published.authored, published.base, edits) : undefined), [published, edits]);

  // Validate the draft once typing pauses; answers to older drafts are ignored.
  const validation = useRef(0);
  useEffect(() => {
    const ticket = ++validation.current;
    if (!draft || edits.length === 0) return;
    const timer = setTimeout(() => {
      api.validate(siteId, draft).then(
        (answer) => ticket === validation.current && setChecked({ draft, problems: answer.problems }),
        // Unchecked, the draft can still be published: the host checks it again and answers 422.
        () => ticket === validation.current && setChecked((last) => ({ draft, problems: last.problems })),
      );
    }, VALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, siteId, draft, edits.length]);

  // With no edits, the problems are the current file's (none when it is the version served).
  const problems = edits.length === 0 ? (published?.problems ?? []) : checked.problems;
  const validating = edits.length > 0 && checked.draft !== draft;

  const set = useCallback(
    (path: FieldPath, value: unknown) => {
      if (!published) return;
      setEdits((current) => {
        const next = recordEdit(current, { path, value }, published.authored, published.base);
        hostCopy.keep(draftStore.save(operator, siteId, baseEtag ?? published.etag, next), HOST_SAVE_DELAY_MS);
        return next;
      });
    },
    [published, baseEtag, siteId, operator, hostCopy],
  );

  // A draft undone edit by edit is no draft: the next edit stands on the version on screen, and no conflict is left to settle.
  useEffect(() => {
    if (edits.length > 0 || !published) return;
    setBaseEtag(published.etag);
    setConflict(undefined);
  }, [edits.length, published]);

  const fields = useMemo<DraftFields | undefined>(
    () =>
      draft && published
        ? {
            value: (path) => effectiveAt(draft, published.base, path),
            inherited: (path) => inheritedAt(published.base, path),
            isOwn: (path) => valueAt(draft, path) !== undefined,
            set,
          }
        : undefined,
    [draft, published, set],
  );

  const afterWrite = useCallback(
    (answer: Written, manifest: SiteManifest, nextNotice: DraftNotice) => {
      if (!published) return;
      setPublished({ ...published, authored: manifest, etag: answer.etag, problems: [] });
      setEdits([]);
      setBaseEtag(answer.etag);
      setChecked({ problems: [] });
      setConflict(undefined);
      draftStore.clear(operator, siteId);
      hostCopy.keep(undefined, 0);
      setNotice(nextNotice);
      setRevision((r) => r + 1);
    },
    [published, siteId, operator, hostCopy],
  );

  const onWriteError = (error: OperatorApiError) => {
    if (error.status === 412) setConflict({ kind: 'stale' });
    if (error.status === 422) setChecked({ draft, problems: error.problems });
    return error;
  };

  const actions: SiteDraftActions = {
    async publish(reason) {
      if (!published || !draft) return undefined;
      try {
        const answer = await api.publish(siteId, draft, reason, baseEtag ?? published.etag);
        afterWrite(answer, draft, { kind: 'published', version: answer.version });
        return undefined;
      } catch (error) {
        return onWriteError(asApiError(error));
      }
    },
    async restore(version, reason) {
      if (!published) return undefined;
      try {
        const answer = await api.restore(siteId, version, reason, published.etag);
        const { manifest } = await api.version(siteId, version);
        // Unpublished edits stay the operator's: they apply on the restored version.
        const pending = edits;
        afterWrite(answer, manifest, { kind: 'restored-version', version, newVersion: answer.version });
        if (pending.length) await load(pending);
        return undefined;
      } catch (error) {
        return onWriteError(asApiError(error));
      }
    },
    discard() {
      setEdits([]);
      if (published) setBaseEtag(published.etag);
      setConflict(undefined);
      draftStore.clear(operator, siteId);
      hostCopy.keep(undefined, 0);
      setNotice(undefined);
    },
    reloadAndReapply: () => load(edits),
    reload: () => load(undefined),
    dismissNotice: () => setNotice(undefined),
  };

  if (failure && !published) return [{ status: 'failed', error: failure }, actions];
  if (!published || !draft || !fields) return [{ status: 'loading' }, actions];
  return [
    {
      status: 'ready',
      published,
      draft,
      edits,
      changeCount: countChanges(published.authored, draft),
      fields,
      problems,
      validating,
      ...(conflict ? { conflict } : {}),
      ...(notice ? { notice } : {}),
      ...(failure ? { loadError: failure } : {}),
      revision,
    },
    actions,
  ];
}

/**
 * The host's copy of the draft: the latest state sent after `delayMs` (0: at once), one request after
 * another so an older state never lands after a newer one, and whatever is still waiting sent when the
 * editor closes. A failure is left alone: the device keeps the draft, and the next edit sends it again.
 */
function useHostDraftCopy(api: OperatorApi, siteId: string) {
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; send?: () => void; chain: Promise<unknown> }>({ chain: Promise.resolve() });
  const copy = useMemo(
    () => ({
      keep(draft: StoredDraft | undefined, delayMs: number) {
        const state = pending.current;
        clearTimeout(state.timer);
        const send = () => {
          state.timer = undefined;
          state.send = undefined;
          state.chain = state.chain.then(() => (draft ? api.saveDraft(siteId, draft) : api.deleteDraft(siteId))).catch(() => undefined);
        };
        state.send = send;
        if (delayMs === 0) send();
        else state.timer = setTimeout(send, delayMs);
      },
    }),
    [api, siteId],
  );
  useEffect(
    () => () => {
      const state = pending.current;
      clearTimeout(state.timer);
      state.send?.();
    },
    [copy],
  );
  return copy;
}
