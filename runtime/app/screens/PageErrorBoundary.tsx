import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/** A dynamic import that failed: after a redeploy the old chunk names are gone. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|ChunkLoadError/i.test(error.message);

const reloadMarker = 'portal.chunkReloadAt';

/**
 * Reloads the page once for a failed chunk load (a redeploy replaced the chunks). The marker prevents a
 * loop: within a minute of one automatic reload the retry panel stays instead.
 */
export function reloadOnceForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage, reload = () => location.reload()): boolean {
  const last = Number(storage.getItem(reloadMarker) ?? 0);
  if (Date.now() - last < 60_000) return false;
  storage.setItem(reloadMarker, String(Date.now()));
  reload();
  return true;
}

function ErrorPanel({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('portal');
  if (isChunkLoadError(error)) {
    return (
      <StatusScreen testId="chunk-error" role="alert" title={t('chunkError.title')} message={t('chunkError.message')}>
        <button type="button" className="portal-button portal-button--primary" onClick={() => location.reload()}>
          {t('chunkError.reload')}
        </button>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen testId="error-panel" role="alert" title={t('errorPanel.title')} message={t('errorPanel.message')}>
      <button type="button" className="portal-button portal-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
      <details className="portal-status__details">
        <summary>{t('errorPanel.details')}</summary>
        <code>{error.message}</code>
      </details>
    </StatusScreen>
  );
}

/**
 * Replaces one broken page with an error panel and a retry; the shell and every other page live on.
 * Unhandled errors are written to the console (legacy-portal §8).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; onRetry?: () => void; resetKey?: string }, { error: Error | null; resetKey?: string }> {
  override state: { error: Error | null; resetKey?: string } = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { error: Error | null; resetKey?: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[portal] a page failed', error, info.componentStack);
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        error={this.state.error}
        onRetry={() => {
          this.props.onRetry?.();
          this.setState({ error: null });
        }}
      />
    );
  }
}
