/**
 * A parsed manifest or answer that a test reads and edits at any depth (`json.apps.news.props.pageSize`):
 * the schema-typed shapes would bury each poke in casts. Tests only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately loose: see above
export type LooseJson = Record<string, any>;
