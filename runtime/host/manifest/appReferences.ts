/**
 * Which props of an app name other apps. A widget says so in its props schema: a string (or the items of
 * an array) marked `"x-app-key": true`, e.g. app-directory's `featured`. The list is derived from the
 * schemas, never kept by hand, so a new widget's props are checked the day it marks them.
 */
import { escapePointer } from './manifestSchemas.ts';

/** The annotation a widget's props schema puts on a string that holds an app key. */
export const appKeyAnnotation = 'x-app-key';

export interface AppReference {
  /** The app key written. */
  app: string;
  /** JSON pointer of the value inside the props (`/featured/1`). */
  path: string;
  /** The top-level prop it is in (`featured`), as the operator knows it. */
  prop: string;
}

type Schema = Record<string, unknown>;

/** The app keys `props` (as authored, defaults not applied) names where `schema` marks an app key. Values of the wrong type are skipped: the props check reports them. */
export function appReferencesIn(props: unknown, schema: unknown): AppReference[] {
  const found: AppReference[] = [];
  const root = isObject(schema) ? schema : {};
  const resolve = (node: unknown): Schema | undefined => {
    if (!isObject(node)) return undefined;
    const ref = node.$ref;
    // Props schemas refer only to their own $defs (`#/$defs/X`).
    if (typeof ref === 'string' && ref.startsWith('#/$defs/')) return resolve((root.$defs as Schema | undefined)?.[ref.slice('#/$defs/'.length)]);
    return node;
  };
  const walk = (value: unknown, node: unknown, path: string, prop: string) => {
    const schemaNode = resolve(node);
    if (!schemaNode) return;
    if (schemaNode[appKeyAnnotation] === true && typeof value === 'string') {
      found.push({ app: value, path, prop });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, schemaNode.items, `${path}/${index}`, prop));
    } else if (isObject(value)) {
      const properties = isObject(schemaNode.properties) ? schemaNode.properties : {};
      for (const [key, item] of Object.entries(value)) {
        const itemSchema = Object.hasOwn(properties, key) ? properties[key] : schemaNode.additionalProperties;
        walk(item, itemSchema, `${path}/${escapePointer(key)}`, prop || key);
      }
    }
  };
  walk(props, root, '', '');
  return found;
}

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
