import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../api/apiError.ts';
import type { ConfirmOptions } from '../dialogs/dialogService.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { useDialogs } from '../site/PortalContext.tsx';
import { actionErrorText } from './actionErrorText.ts';

/** What an action hands its `send`: the idempotency key of this intended submit, to pass as a call option. */
export interface ActionCall {
  idempotencyKey: string;
}

export interface ActionOptions<Input, Result> {
  /**
   * Asked first (legacy-portal §8's confirm dialog). A string is the dialog's message; options give its details;
   * a function decides per input (undefined: no question this time). Cancelling sends nothing.
   */
  confirm?: string | ConfirmOptions | ((input: Input) => string | ConfirmOptions | undefined);
  /** A short popup once the server said yes (legacy-portal §9: dismissed after 1.5 s). */
  done?: string | ((result: Result, input: Input) => string | undefined);
  /** What the page does with the server's answer (reload a list, navigate on). */
  onDone?: (result: Result, input: Input) => void | Promise<void>;
  /** Turns the failure into the line shown beside the button; the reader's words by default. */
  failed?: (reason: string, error: unknown) => string;
}

export interface Action<Input, Result> {
  /** Runs the action; a second call while one is under way is ignored (a double tap sends one request). */
  run: (input: Input) => Promise<Result | undefined>;
  busy: boolean;
  /** The refusal or failure of the last run, in the reader's language; cleared by the next run. */
  error?: string;
  /** The failure itself (a form may read the server's per-field problems from it). */
  failure?: unknown;
  /** The last run succeeded. */
  succeeded: boolean;
  /** Forgets the last failure (the user changed the input). */
  reset: () => void;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The life of a submit button, owned once: busy while the request runs, the refusal in the reader's
 * language beside the button, an optional confirmation, a done notice, and one idempotency key per
 * intended submit. The key is kept when the request failed on the network (a retry is the same submit,
 * which the server may already have taken) and renewed after an answer, so a new submit is a new one.
 *
 *   const approve = useAction((id: number, call) => api.post('leave.decide', { id, action: 'approve' }, call),
 *     { confirm: t('decide.confirm'), done: t('decide.done'), onDone: () => list.reload() });
 *   <ActionButton action={approve} input={leave.id}>{t('decide.approve')}</ActionButton>
 */
export function useAction<Input = void, Result = unknown>(
  send: (input: Input, call: ActionCall) => Promise<Result>,
  options: ActionOptions<Input, Result> = {},
): Action<Input, Result> {
  const { t } = useTranslation('portal');
  const dialogs = useDialogs();
  const [state, setState] = useState<{ busy: boolean; error?: string; failure?: unknown; succeeded: boolean }>({ busy: false, succeeded: false });
  const running = useRef(false);
  const key = useRef<string | undefined>(undefined);
  // The latest send and options, so a page may pass inline functions without re-creating `run`.
  const latest = useRef({ send, options });
  useLayoutEffect(() => {
    latest.current = { send, options };
  });

  const run = useCallback(
    async (input: Input): Promise<Result | undefined> => {
      if (running.current) return undefined;
      const { send: sendNow, options: now } = latest.current;
      const question = typeof now.confirm === 'function' ? now.confirm(input) : now.confirm;
      running.current = true;
      try {
        if (question !== undefined && !(await dialogs.confirm(typeof question === 'string' ? { message: question } : question))) return undefined;
        setState({ busy: true, succeeded: false });
        key.current ??= newKey();
        let result: Result;
        try {
          result = await sendNow(input, { idempotencyKey: key.current });
        } catch (error) {
          // Only a failure that may not have reached the server keeps the key for the retry.
          if (!isApiError(error) || error.kind !== 'network') key.current = undefined;
          const reason = actionErrorText(error, t);
          setState({ busy: false, succeeded: false, failure: error, error: reason && now.failed ? now.failed(reason, error) : reason || undefined });
          return undefined;
        }
        key.current = undefined;
        setState({ busy: false, succeeded: true });
        const notice = typeof now.done === 'function' ? now.done(result, input) : now.done;
        if (notice) dialogs.popup(notice);
        await now.onDone?.(result, input);
        return result;
      } finally {
        running.current = false;
      }
    },
    [dialogs, t],
  );
  const reset = useCallback(() => setState((current) => (current.busy ? current : { busy: false, succeeded: false })), []);
  return { run, reset, ...state };
}
