/**
 * The fields an editor shows, read from site.schema.json (STYLE rule 3): a field the schema gains — say
 * `branding.shortTitle` — gets its control without a change to the console. What a field's schema
 * node is decides its control: a LocalizedText is one text per language, a Color a colour picker, a
 * SafeUrl an address, an object of known properties a group of fields.
 */
import { deref, schemaAt, type SchemaNode } from './schemaDefaults.ts';

export type SchemaFieldKind = 'localized' | 'color' | 'url' | 'text' | 'number' | 'boolean' | 'group';

export interface SchemaField {
  /** The property's name. */
  key: string;
  /** Its path in the manifest (segments). */
  path: string[];
  kind: SchemaFieldKind;
  /** A group's fields. */
  fields?: SchemaField[];
}

/** Kinds known by the `$defs` entry a property refers to. */
const kindByRef: Record<string, SchemaFieldKind> = {
  '#/$defs/LocalizedText': 'localized',
  '#/$defs/Color': 'color',
  '#/$defs/SafeUrl': 'url',
};

function kindOf(node: SchemaNode): SchemaFieldKind | undefined {
  const byRef = node.$ref ? kindByRef[node.$ref] : undefined;
  if (byRef) return byRef;
  const resolved = deref(node);
  if (resolved.type === 'object' && resolved.properties) return 'group';
  if (resolved.type === 'string') return 'text';
  if (resolved.type === 'integer' || resolved.type === 'number') return 'number';
  if (resolved.type === 'boolean') return 'boolean';
  return undefined; // lists and maps need an editor of their own
}

/** The fields of the object at `path`, in the schema's order; properties no control can edit are left out. */
export function schemaFields(path: readonly string[]): SchemaField[] {
  const node = schemaAt(path);
  const properties = node ? deref(node).properties : undefined;
  if (!properties) return [];
  return Object.entries(properties).flatMap(([key, property]): SchemaField[] => {
    const kind = kindOf(property);
    if (!kind) return [];
    const fieldPath = [...path, key];
    return [kind === 'group' ? { key, path: fieldPath, kind, fields: schemaFields(fieldPath) } : { key, path: fieldPath, kind }];
  });
}
