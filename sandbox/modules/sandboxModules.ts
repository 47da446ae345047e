/**
 * Every sandbox module, in the order their migrations run and their routes mount: the core's own
 * (attachments: other modules store their documents in its table, so it comes first), then each widget's
 * `widgets/<id>/sandbox/index.ts`, found by discoverWidgets() like everything else. No list to keep.
 */
import { pathToFileURL } from 'node:url';
import { discoverWidgets } from '../../runtime/shared/discoverWidgets.ts';
import { attachmentsModule } from './attachments.ts';
import type { SandboxModule } from './sandboxModule.ts';

/** Imports each widget's backend; its default export must be a module named by the widget's id. */
export async function loadWidgetBackends(widgetsDir?: string): Promise<SandboxModule[]> {
  const backends: SandboxModule[] = [];
  for (const widget of discoverWidgets(widgetsDir)) {
    if (!widget.backendEntry) continue;
    const backend = ((await import(pathToFileURL(widget.backendEntry).href)) as { default?: SandboxModule }).default;
    if (!backend || typeof backend.mount !== 'function' || !Array.isArray(backend.migrations)) {
      throw new Error(`widgets/${widget.id}/sandbox/index.ts must export a sandbox module as default (see sandbox/modules/sandboxModule.ts)`);
    }
    if (backend.name !== widget.id)
      throw new Error(`widgets/${widget.id}/sandbox/index.ts: the module's name "${backend.name}" must be the widget's id "${widget.id}"`);
    backends.push(backend);
  }
  return backends;
}

export const SANDBOX_MODULES: readonly SandboxModule[] = [attachmentsModule, ...(await loadWidgetBackends())];
