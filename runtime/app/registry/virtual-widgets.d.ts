/** Built in Node by scripts/vite/widgetIndexPlugin.ts from discoverWidgets(): tests, dev and Storybook only. */
declare module 'virtual:widgets' {
  /** Widget id → its widgets/<id>/index.ts, loaded on first use. */
  export const widgetLoaders: Record<string, () => Promise<unknown>>;
  /** Widget id → the `api` of its widget.json. */
  export const widgetApis: Record<string, Record<string, { path: string; method: string; response?: string }>>;
}
