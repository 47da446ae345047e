/**
 * The default site.schema.json gives a field, found by its path. Defaults live in the schema (STYLE
 * rule 4); the console reads them from there to know what an absent field means — "enabled" absent is
 * `true` — instead of keeping a second list. The schema is plain JSON: no ajv in the browser.
 */
import siteSchema from '../../../schemas/site.schema.json';

export type SchemaNode = {
  $ref?: string;
  type?: string | string[];
  default?: unknown;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
};

const root = siteSchema as unknown as SchemaNode & { $defs: Record<string, SchemaNode> };

/** The node a `$ref` points to (its own default kept). */
export function deref(node: SchemaNode): SchemaNode {
  let current = node;
  // Only local `#/$defs/X` references occur in site.schema.json.
  for (let hops = 0; current.$ref && hops < 8; hops++) {
    const target = root.$defs[current.$ref.replace('#/$defs/', '')];
    if (!target) break;
    current = { ...target, ...(current.default !== undefined ? { default: current.default } : {}) };
  }
  return current;
}

/** The schema node of a path in an authored manifest (segments, not escaped), or undefined. */
export function schemaAt(path: readonly string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const segment of path) {
    if (!node) return undefined;
    const here: SchemaNode = deref(node);
    if (here.properties && Object.hasOwn(here.properties, segment)) node = here.properties[segment];
    else if (typeof here.additionalProperties === 'object') node = here.additionalProperties;
    else if (here.items && /^\d+$/.test(segment)) node = here.items;
    else return undefined;
  }
  return node;
}

/** What an absent field at `path` means, per the schema; undefined when the schema gives no default. */
export function schemaDefault(path: readonly string[]): unknown {
  const node = schemaAt(path);
  if (!node) return undefined;
  // A property may carry its own default beside a $ref (`"logo": { "$ref": …, "default": … }`).
  const value = node.default !== undefined ? node.default : deref(node).default;
  return value === undefined ? undefined : structuredClone(value);
}
