/**
 * API key → type of the envelope's `d`. Empty here: each widget's generated types (npm run gen, from its
 * widget.json and contracts/*.schema.json) add their keys by declaration merging, and so do the runtime's
 * own (generated/shellApiKeys.ts). So `api.get('news.list')` is typed without the runtime knowing any
 * widget, and a key nobody declares (`api.get('news.lsit')`) does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: widgets' generated types add keys by declaration merging
export interface ApiResponses {}

export type ApiKey = keyof ApiResponses & string;
export type ApiData<K extends ApiKey> = ApiResponses[K];

/**
 * API key → type of its query, for keys whose widget.json declares a `query` contract; and → type of a
 * POST's body, for keys declaring `body`. Filled by the widgets' generated types like ApiResponses.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ApiQueries {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ApiBodies {}

/** What a call of `K` sends in its query: the declared contract's type, else any flat query. */
export type ApiQuery<K extends ApiKey> = K extends keyof ApiQueries ? ApiQueries[K] : Record<string, string | number | boolean | undefined>;
/** What a POST of `K` sends as its body: the declared contract's type, else any flat or JSON body. */
export type ApiBody<K extends ApiKey> = K extends keyof ApiBodies ? ApiBodies[K] : Record<string, unknown>;
