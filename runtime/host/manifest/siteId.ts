/**
 * Site ids name files; they are checked before anything touches the file system: 1 to 64 lower-case
 * letters, digits or dashes, and not a name that means something else to JavaScript objects
 * (`constructor`) or to Windows file systems (`con`, `nul`, `com1`…). schemas/site.schema.json's SiteId
 * states the same rule.
 */
export const siteIdPattern = /^(?!(?:constructor|prototype|con|prn|aux|nul|com[1-9]|lpt[1-9])$)[a-z0-9-]{1,64}$/;

export function isValidSiteId(value: unknown): value is string {
  return typeof value === 'string' && siteIdPattern.test(value);
}
