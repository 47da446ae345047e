/**
 * every list and map a manifest may hold has a cap in schemas/site.schema.json, and every
 * list whose entries must differ names their type, so ajv checks uniqueness with a hash (linear) rather than
 * comparing every pair (it only hashes items with a declared scalar `type`; an item behind a `$ref` has none).
 */
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../runtime/host/manifest/manifestSchemas.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every subschema of the site schema with its JSON pointer. */
function subschemas(node: unknown, path = ''): Array<[string, Node]> {
  if (!isNode(node)) return [];
  const found: Array<[string, Node]> = [[path, node]];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === '$defs') {
      for (const [name, sub] of Object.entries(value as Node)) found.push(...subschemas(sub, `${path}/${key}/${name}`));
    } else if (isNode(value) && ['items', 'additionalProperties', 'then', 'else', 'if'].includes(key)) {
      found.push(...subschemas(value, `${path}/${key}`));
    }
  }
  return found;
}
const types = (node: Node) => (Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : []);

describe('schemas/site.schema.json caps', () => {
  const all = subschemas(siteSchema);

  it('caps every list (maxItems), unless its entries are a short enum that must differ', () => {
    const uncapped = all
      .filter(([, node]) => types(node).includes('array') && node.maxItems === undefined)
      .filter(([, node]) => !(node.uniqueItems === true && isNode(node.items) && (node.items.$ref === '#/$defs/Language' || Array.isArray(node.items.enum))))
      .map(([path]) => path);
    expect(uncapped).toEqual([]);
  });

  it('caps every map (an object with additionalProperties of a schema: maxProperties)', () => {
    const uncapped = all.filter(([, node]) => types(node).includes('object') && isNode(node.additionalProperties) && node.maxProperties === undefined);
    expect(uncapped.map(([path]) => path)).toEqual([]);
  });

  it('gives the entries of every list with uniqueItems a scalar type', () => {
    const pairwise = all.filter(([, node]) => {
      if (node.uniqueItems !== true) return false;
      const itemTypes = isNode(node.items) ? types(node.items) : [];
      return !itemTypes.length || itemTypes.some((type) => type === 'object' || type === 'array');
    });
    expect(pairwise.map(([path]) => path)).toEqual([]);
  });
});
