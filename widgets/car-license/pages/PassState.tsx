/** An application's state as a badge: 待审核, 已通过, 未通过, 已过期. */
import { useTranslation } from '../../../runtime/app/index.ts';
import type { CarLicenseMineData } from '../generated/types.ts';
import styles from './carLicense.module.css';

export type PassStateName = CarLicenseMineData['list'][number]['state'];

const TONE: Record<PassStateName, string> = {
  pending: 'portal-badge--warning',
  approved: 'portal-badge--success',
  rejected: 'portal-badge--error',
  expired: '',
};

export function PassState({ state }: { state: PassStateName }) {
  const { t } = useTranslation('car-license');
  return (
    <span className={`portal-badge ${TONE[state]} ${styles.state}`} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
