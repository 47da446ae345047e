/**
 * API key → type of the envelope's `d`. Empty here: each widget's generated types (npm run gen, from its
 * contracts/*.schema.json) add their keys by declaration merging, so `api.get('news.list')` is typed
 * without the runtime knowing any widget.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ApiResponses {}

export type ApiKey = keyof ApiResponses & string;
export type ApiData<K extends string> = K extends keyof ApiResponses ? ApiResponses[K] : unknown;
