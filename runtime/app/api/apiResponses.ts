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
