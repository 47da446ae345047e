/** Built in Node by sitesPlugin.ts; read it through sites.ts, which gives it its types. */
declare module 'virtual:portal-sites' {
  export const sites: unknown;
  export const invalidExample: unknown;
}
