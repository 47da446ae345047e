/** Site ids name files; they are checked before anything touches the file system. */
export const siteIdPattern = /^[a-z0-9-]{1,64}$/;

export function isValidSiteId(value: unknown): value is string {
  return typeof value === 'string' && siteIdPattern.test(value);
}
