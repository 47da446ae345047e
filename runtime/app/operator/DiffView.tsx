/** A list of changes (JSON pointer, before, after) as the operator API's diff answers them (runtime/shared/jsonDiff.ts). */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { JsonChange } from '../../shared/jsonDiff.ts';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function DiffView({ heading, changes, onClose }: { heading: string; changes: readonly JsonChange[]; onClose?(): void }) {
  const { t } = useTranslation('operator');
  return (
    <section className="operator-panel" aria-label={heading} data-testid="diff-view">
      <div className="operator-panel__head">
        <h2>{heading}</h2>
        {onClose ? (
          <button type="button" className="portal-dialog__close" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        ) : null}
      </div>
      {changes.length === 0 ? (
        <p className="operator-muted">{t('diff.empty')}</p>
      ) : (
        <table className="operator-diff">
          <thead>
            <tr>
              <th scope="col">{t('diff.field')}</th>
              <th scope="col">{t('diff.before')}</th>
              <th scope="col">{t('diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path} data-path={change.path}>
                <th scope="row">
                  <code>{change.path}</code>
                </th>
                <td className="operator-diff__before">
                  {'before' in change ? <code>{show(change.before)}</code> : <span className="operator-muted">{t('diff.absent')}</span>}
                </td>
                <td className="operator-diff__after">
                  {'after' in change ? <code>{show(change.after)}</code> : <span className="operator-muted">{t('diff.absent')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
