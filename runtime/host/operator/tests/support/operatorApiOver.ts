/**
 * The operator API alone over given folders, with the save-step seam (publishManifest.ts) that the host
 * does not expose: for tests that stop or fail a save between two of its writes, in
 * this process or in a child that is then killed.
 */
import { createOperatorApi } from '../../createOperatorApi.ts';
import type { SaveStep } from '../../publishManifest.ts';
import { loadWidgetCatalog } from '../../../manifest/widgetCatalog.ts';
import { createSiteStore } from '../../../siteStore.ts';
import { createFilesOperatorStore } from '../../../store/filesOperatorStore.ts';
import { createFilesSiteSource } from '../../../store/filesSiteSource.ts';

export const origin = 'http://localhost';

export interface OperatorApiOver {
  /** Calls `<path>` of the API (`sites/demo/history`), as the console would: JSON, CSRF header and Origin on writes, the session cookie once logged in. */
  call(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  login(password: string): Promise<void>;
  logs: string[];
  close(): void;
}

export function operatorApiOver(options: {
  sitesDir: string;
  dataDir: string;
  passwordHash: string;
  onSaveStep?: (step: SaveStep) => void | Promise<void>;
  log?: (line: string) => void;
}): OperatorApiOver {
  const logs: string[] = [];
  const log = (line: string) => {
    logs.push(line);
    options.log?.(line);
  };
  const catalog = loadWidgetCatalog();
  const source = createFilesSiteSource(options.sitesDir, log);
  const sites = createSiteStore({ source, catalog, log });
  const store = createFilesOperatorStore({
    sitesDir: options.sitesDir,
    dataDir: options.dataDir,
    now: () => Date.now(),
    log,
    ...(options.onSaveStep ? { onSaveStep: options.onSaveStep } : {}),
  });
  const api = createOperatorApi({
    operators: [{ name: 'ops', passwordHash: options.passwordHash, sites: ['*'] }],
    store,
    source,
    catalog,
    sites,
    log,
  });
  let cookie: string | undefined;
  const call: OperatorApiOver['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = {
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', 'X-Portal-Operator': '1', Origin: origin }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...init.headers,
    };
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    return api.fetch(new Request(`${origin}/${path}`, { method, headers, ...(body === undefined ? {} : { body }) }));
  };
  return {
    call,
    async login(password) {
      const response = await call('POST', 'login', { body: { name: 'ops', password } });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      cookie = /^(portal-operator=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
    },
    logs,
    close: () => {
      sites.close();
      source.close();
    },
  };
}
