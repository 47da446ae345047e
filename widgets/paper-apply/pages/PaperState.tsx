/** An application's state as a badge: 待办理, 已办好待领取, 已邮寄, 已领取, 已送达, 已退回. */
import { useTranslation } from '../../../runtime/app/index.ts';
import type { State } from '../generated/types.ts';

const TONE: Record<State, string> = {
  pending: 'portal-badge--warning',
  ready: 'portal-badge--info',
  mailed: 'portal-badge--info',
  collected: 'portal-badge--success',
  delivered: 'portal-badge--success',
  returned: 'portal-badge--error',
};

export function PaperState({ state }: { state: State }) {
  const { t } = useTranslation('paper-apply');
  return (
    <span className={`portal-badge ${TONE[state]}`} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
