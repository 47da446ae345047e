/**
 * Every API key with its declared method and default path (Node only): the runtime's own calls
 * (shellApi.json) and each widget's `api`, read from the folders discoverWidgets() finds. The sandbox
 * mounts its routes by key from this, so a path is written once, in its widget.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverWidgets } from './discoverWidgets.ts';
import shellApi from './shellApi.json' with { type: 'json' };

export interface ApiDeclaration {
  method: 'GET' | 'POST';
  /** Below the API base, e.g. `/news/list`. */
  path: string;
  /** `runtime` or the id of the widget that declares the key. */
  owner: string;
  /** The response contract's absolute path, when the declaration names one. */
  response?: string;
  /** The query's and the body's contracts (absolute paths), when declared: the sandbox checks calls against them. */
  query?: string;
  body?: string;
  /** Who may call it beyond whoever may open a page of its widgets (widget.schema.json `grant`). */
  grant?: { pages?: string[]; module?: string };
}

let cached: ReadonlyMap<string, ApiDeclaration> | undefined;

export function apiDeclarations(widgetsDir?: string): ReadonlyMap<string, ApiDeclaration> {
  if (cached && !widgetsDir) return cached;
  const declarations = new Map<string, ApiDeclaration>();
  for (const [key, endpoint] of Object.entries(shellApi as Record<string, unknown>)) {
    if (!key.startsWith('$')) declarations.set(key, { ...(endpoint as Omit<ApiDeclaration, 'owner'>), owner: 'runtime' });
  }
  for (const widget of discoverWidgets(widgetsDir)) {
    const { api } = JSON.parse(readFileSync(widget.definitionFile, 'utf8')) as { api: Record<string, Omit<ApiDeclaration, 'owner'>> };
    for (const [key, endpoint] of Object.entries(api)) {
      declarations.set(key, {
        method: endpoint.method,
        path: endpoint.path,
        owner: widget.id,
        ...(endpoint.response ? { response: join(widget.dir, endpoint.response) } : {}),
        ...(endpoint.query ? { query: join(widget.dir, endpoint.query) } : {}),
        ...(endpoint.body ? { body: join(widget.dir, endpoint.body) } : {}),
        ...(endpoint.grant ? { grant: endpoint.grant } : {}),
      });
    }
  }
  if (!widgetsDir) cached = declarations;
  return declarations;
}
