/**
 * A widget backend's routes, by API key: `routes.get('guide.list', handler)` answers the method and path
 * that `guide.list` declares in widgets/guide/widget.json. The path is written once, there; a key nobody
 * declares, or declared with the other method, fails when the sandbox starts, naming the key.
 *
 *   const routes = keyedRoutes<LoggedInEnv>();
 *   routes.use(requireLogin(services.sessions));      // before every route below (call it first)
 *   routes.get('guide.list', (c) => replyOk(c, …));
 *   routes.post('guide.feedback', extraMiddleware, (c) => …);
 *   api.route('/', routes.app);                       // in the module's mount()
 *
 * `routes.app` is a plain Hono app: a sandbox-only helper route that no widget calls (a demo token for
 * the tests) may still be added to it by path.
 *
 * Each key's middleware and handlers find the key they answer in `c.get('apiKey')` ({@link KeyedEnv}):
 * requireGrant (sandbox/auth/requireGrant.ts) grants a call by the pages that make it.
 */
import { Hono } from 'hono';
import type { Env, H, MiddlewareHandler } from 'hono/types';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import { inputCheck } from './requestContracts.ts';

/** The context of a keyed route: the API key it answers. */
export type KeyedEnv = { Variables: { apiKey: string; input: unknown } };

export interface KeyedRoutes<E extends Env> {
  app: Hono<E>;
  /**
   * Middleware run before the handlers of every key registered after this call. Typed loosely as Hono's
   * own `use` is: a middleware made for a narrower environment (requireLogin's) serves a wider one.
   */
  use(...middleware: MiddlewareHandler[]): KeyedRoutes<E>;
  get(key: string, ...handlers: H<E>[]): KeyedRoutes<E>;
  post(key: string, ...handlers: H<E>[]): KeyedRoutes<E>;
}

export function keyedRoutes<E extends Env = Env>(): KeyedRoutes<E> {
  const app = new Hono<E>();
  const before: H<E>[] = [];
  const on = (method: 'GET' | 'POST', key: string, handlers: H<E>[]) => {
    const declared = apiDeclarations().get(key);
    if (!declared) throw new Error(`sandbox route for API key "${key}": no widget.json declares it`);
    if (declared.method !== method)
      throw new Error(`sandbox route for API key "${key}": declared as ${declared.method} in widgets/${declared.owner}/widget.json, mounted as ${method}`);
    const tagKey: MiddlewareHandler<KeyedEnv> = async (c, next) => {
      c.set('apiKey', key);
      await next();
    };
    // A declared query or body is checked after login and grants (who may not call it learns nothing of
    // its parameters) and before the key's handlers, which find it checked in c.get('input').
    const check = inputCheck(declared);
    app.on(method, declared.path, ...([tagKey as unknown as H<E>, ...before, ...(check ? [check as unknown as H<E>] : []), ...handlers] as [H<E>]));
  };
  const routes: KeyedRoutes<E> = {
    app,
    use(...middleware) {
      before.push(...(middleware as H<E>[]));
      return routes;
    },
    get(key, ...handlers) {
      on('GET', key, handlers);
      return routes;
    },
    post(key, ...handlers) {
      on('POST', key, handlers);
      return routes;
    },
  };
  return routes;
}
