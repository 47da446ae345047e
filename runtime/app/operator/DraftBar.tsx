/**
 * The draft at a glance, always in view: how many fields it changes, whether it is valid, and what can
 * be done with it — see the differences, preview the portal as a role, publish, or throw it away.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { PreviewRole, PreviewRoleEntry } from './operatorApi.ts';
import { previewRoleLabel } from './previewRoleLabel.ts';

export interface DraftBarProps {
  changeCount: number;
  problemCount: number;
  validating: boolean;
  /** The roles the host can preview as (its `previewRoles`), anonymous first. */
  previewRoles: PreviewRoleEntry[];
  onViewDiff(): void;
  onPreview(role: PreviewRole): void;
  onPublish(): void;
  onDiscard(): void;
}

export function DraftBar({ changeCount, problemCount, validating, previewRoles, onViewDiff, onPreview, onPublish, onDiscard }: DraftBarProps) {
  const { t } = useTranslation('operator');
  // A signed-in role is what a draft is usually checked as: the deployment's first, else anonymous.
  const [role, setRole] = useState<PreviewRole>(() => previewRoles.find((r) => r.id !== 'anonymous')?.id ?? 'anonymous');
  const roleId = useId();
  const hasChanges = changeCount > 0;
  const status = validating ? t('draft.validating') : problemCount > 0 ? t('draft.fixFirst', { count: problemCount }) : hasChanges ? t('draft.valid') : '';
  return (
    <div className="operator-draft-bar" role="region" aria-label={t('draft.label')} data-testid="draft-bar">
      <div className="operator-draft-bar__status">
        <strong data-testid="change-count">{hasChanges ? t('draft.changes', { count: changeCount }) : t('draft.none')}</strong>
        <span className={problemCount > 0 ? 'operator-error' : 'operator-muted'} aria-live="polite">
          {status}
        </span>
      </div>
      <div className="operator-draft-bar__actions">
        <button type="button" className="portal-button" onClick={onViewDiff} disabled={!hasChanges}>
          {t('draft.viewDiff')}
        </button>
        <span className="operator-preview-as">
          <label htmlFor={roleId}>{t('draft.previewAs')}</label>
          <select id={roleId} value={role} onChange={(event) => setRole(event.target.value)}>
            {previewRoles.map((r) => (
              <option key={r.id} value={r.id}>
                {previewRoleLabel(t, r)}
              </option>
            ))}
          </select>
          <button type="button" className="portal-button" onClick={() => onPreview(role)}>
            {t('draft.preview')}
          </button>
        </span>
        <button type="button" className="portal-button portal-button--text" onClick={onDiscard} disabled={!hasChanges}>
          {t('draft.discard')}
        </button>
        <button type="button" className="portal-button portal-button--primary" onClick={onPublish} disabled={!hasChanges || problemCount > 0 || validating}>
          {t('draft.publish')}
        </button>
      </div>
    </div>
  );
}
