/** An application's state as a coloured word: 待办理, 已办好待领取, 已邮寄, 已领取, 已送达, 已退回. */
import { useTranslation } from '../../../runtime/app/index.ts';
import type { State } from '../generated/types.ts';
import styles from './paperApply.module.css';

export function PaperState({ state }: { state: State }) {
  const { t } = useTranslation('paper-apply');
  return (
    <span className={styles.state} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
