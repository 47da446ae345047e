import { useCallback, useState } from 'react';
import { useTranslation, isApiError, useApi } from '../../../runtime/app/index.ts';

export type AcknowledgeState = { status: 'idle' | 'sending' } | { status: 'failed'; message: string };

/** Sends notice.acknowledge for one notice; `onDone` gets the count of important notices still pending. */
export function useAcknowledge(onDone: (id: number, pendingTips: number) => void) {
  const api = useApi();
  const { t } = useTranslation('notice');
  const [state, setState] = useState<AcknowledgeState>({ status: 'idle' });
  const acknowledge = useCallback(
    async (id: number) => {
      setState({ status: 'sending' });
      try {
        const answer = await api.post('notice.acknowledge', { id });
        setState({ status: 'idle' });
        onDone(id, answer.pendingTips);
      } catch (error) {
        const reason = isApiError(error) && error.kind !== 'network' ? error.message : t('portal:networkError.message');
        setState({ status: 'failed', message: t('tip.failed', { message: reason }) });
      }
    },
    [api, onDone, t],
  );
  return { state, acknowledge };
}
