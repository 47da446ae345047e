/**
 * A widget backend's routes, by API key: `routes.get('guide.list', handler)` answers the method and path
 * that `guide.list` declares in widgets/guide/widget.json. The path is written once, there; a key nobody
 * declares, or declared with the other method, fails when the sandbox starts, naming the key.
 *
 *   const routes = keyedRoutes<LoggedInEnv>();
 *   routes.use(requireLogin(services.sessions));      // before every route below (call it first)
 *   routes.get('guide.list', (c, call) => call.ok({ list, total }));     // typed by guide.list's response contract
 *   routes.post('guide.feedback', extraMiddleware, (c, call) => … call.input.text …);   // its body contract
 *   api.route('/', routes.app);                       // in the module's mount()
 *
 * `routes.app` is a plain Hono app: a sandbox-only helper route that no widget calls (a demo token for
 * the tests) may still be added to it by path.
 *
 * Each key's middleware and handlers find the key they answer in `c.get('apiKey')` ({@link KeyedEnv}):
 * requireGrant (sandbox/auth/requireGrant.ts) grants a call by the pages that make it. The last handler
 * is the key's own ({@link KeyedHandler}): it gets the checked input and a reply typed by its contracts.
 */
import { Hono, type Context } from 'hono';
import type { Env, H, MiddlewareHandler } from 'hono/types';
import type { ApiBodies, ApiData, ApiKey, ApiQueries } from '../../runtime/app/api/apiResponses.ts';
import { replyOk } from '../envelope.ts';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import { inputCheck } from './requestContracts.ts';

/** The context of a keyed route: the API key it answers. */
export type KeyedEnv = { Variables: { apiKey: string; input: unknown } };

/**
 * What a key's handler gets beside the context: the key's input, checked against its declared contract
 * (the query of a GET, the body of a POST, with the schema's types and defaults), and `ok`, the success
 * answer typed by the key's response contract, so a reply that strays from widget.json does not compile.
 */
export interface KeyedCall<K extends ApiKey, M extends 'GET' | 'POST'> {
  key: K;
  /** Undefined for a key that declares no contract for it (its handler reads the request itself). */
  input: M extends 'GET' ? (K extends keyof ApiQueries ? ApiQueries[K] : undefined) : K extends keyof ApiBodies ? ApiBodies[K] : undefined;
  ok(data: ApiData<K>): Response;
}

/** A key's own handler, the last of its route: middleware before it are plain Hono handlers. */
export type KeyedHandler<E extends Env, K extends ApiKey, M extends 'GET' | 'POST'> = (c: Context<E>, call: KeyedCall<K, M>) => Response | Promise<Response>;

export interface KeyedRoutes<E extends Env> {
  app: Hono<E>;
  /**
   * Middleware run before the handlers of every key registered after this call. Typed loosely as Hono's
   * own `use` is: a middleware made for a narrower environment (requireLogin's) serves a wider one.
   */
  use(...middleware: MiddlewareHandler[]): KeyedRoutes<E>;
  get<K extends ApiKey>(key: K, ...handlers: [...H<E>[], KeyedHandler<E, K, 'GET'>]): KeyedRoutes<E>;
  post<K extends ApiKey>(key: K, ...handlers: [...H<E>[], KeyedHandler<E, K, 'POST'>]): KeyedRoutes<E>;
}

export function keyedRoutes<E extends Env = Env>(): KeyedRoutes<E> {
  const app = new Hono<E>();
  const before: H<E>[] = [];
  const on = (method: 'GET' | 'POST', key: ApiKey, middleware: H<E>[], handler: KeyedHandler<E, ApiKey, 'GET' | 'POST'>) => {
    const declared = apiDeclarations().get(key);
    if (!declared) throw new Error(`sandbox route for API key "${key}": no widget.json declares it`);
    if (declared.method !== method)
      throw new Error(`sandbox route for API key "${key}": declared as ${declared.method} in widgets/${declared.owner}/widget.json, mounted as ${method}`);
    const tagKey: MiddlewareHandler<KeyedEnv> = async (c, next) => {
      c.set('apiKey', key);
      await next();
    };
    // A declared query or body is checked after login and grants, the routes' and the key's own middleware
    // (who may not call it learns nothing of its parameters), just before the key's handler.
    const check = inputCheck(declared);
    const answer: H<E> = (c) => handler(c, { key, input: (c as unknown as Context<KeyedEnv>).get('input') as never, ok: (data) => replyOk(c, data) });
    app.on(
      method,
      declared.path,
      ...([tagKey as unknown as H<E>, ...before, ...middleware, ...(check ? [check as unknown as H<E>] : []), answer] as unknown as [H<E>]),
    );
  };
  const routes: KeyedRoutes<E> = {
    app,
    use(...middleware) {
      before.push(...(middleware as H<E>[]));
      return routes;
    },
    get(key, ...handlers) {
      on('GET', key, handlers.slice(0, -1) as H<E>[], handlers.at(-1) as KeyedHandler<E, ApiKey, 'GET' | 'POST'>);
      return routes;
    },
    post(key, ...handlers) {
      on('POST', key, handlers.slice(0, -1) as H<E>[], handlers.at(-1) as KeyedHandler<E, ApiKey, 'GET' | 'POST'>);
      return routes;
    },
  };
  return routes;
}
