/**
 * The lists and maps of a manifest that are longer than site.schema.json allows (`maxItems`,
 * `maxProperties`), found before the validator looks at their entries. ajv checks every
 * entry of a list even once the list is too long: 130,000 entries cost 130,000 errors to make, report and
 * prune. Found here first, such a part is refused whole and taken out, and the validator never walks it.
 *
 * The caps are read from the schema (its `properties`, `additionalProperties`, `items` and local `$ref`s),
 * so the schema stays their one source; ajv checks them again on what is left.
 */
import type { ErrorObject } from 'ajv';
import { escapePointer } from '../../shared/schemaProblems.ts';

type SchemaNode = {
  $ref?: string;
  maxItems?: number;
  maxProperties?: number;
  items?: unknown;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** ajv-shaped errors (keyword `maxItems` or `maxProperties`), one for each part of `document` over its cap. */
export function overCapErrors(schema: Record<string, unknown>, document: unknown): ErrorObject[] {
  const defs = (schema.$defs ?? {}) as Record<string, unknown>;
  const errors: ErrorObject[] = [];
  // Explicit stack: a schema that refers to itself (PropsValue) follows the document as deep as it goes.
  const stack: Array<{ node: unknown; value: unknown; path: string; schemaPath: string }> = [{ node: schema, value: document, path: '', schemaPath: '#' }];
  while (stack.length) {
    const { node, value, path, schemaPath } = stack.pop()!;
    if (!isPlainObject(node)) continue;
    const s = node as SchemaNode;
    if (typeof s.$ref === 'string' && s.$ref.startsWith('#/$defs/')) {
      const name = s.$ref.slice('#/$defs/'.length);
      stack.push({ node: defs[name], value, path, schemaPath: s.$ref });
    }
    if (Array.isArray(value)) {
      if (typeof s.maxItems === 'number' && value.length > s.maxItems) {
        errors.push(capError('maxItems', path, `${schemaPath}/maxItems`, s.maxItems, `must NOT have more than ${s.maxItems} items`));
        continue;
      }
      // Children pushed last first, so parts are found in document order.
      if (isPlainObject(s.items))
        for (let i = value.length - 1; i >= 0; i--) stack.push({ node: s.items, value: value[i], path: `${path}/${i}`, schemaPath: `${schemaPath}/items` });
    } else if (isPlainObject(value)) {
      const keys = Object.keys(value);
      if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) {
        errors.push(capError('maxProperties', path, `${schemaPath}/maxProperties`, s.maxProperties, `must NOT have more than ${s.maxProperties} properties`));
        continue;
      }
      for (const key of keys.reverse()) {
        const child = s.properties && Object.hasOwn(s.properties, key) ? s.properties[key] : s.additionalProperties;
        const via = child === s.additionalProperties ? 'additionalProperties' : `properties/${escapePointer(key)}`;
        if (isPlainObject(child)) stack.push({ node: child, value: value[key], path: `${path}/${escapePointer(key)}`, schemaPath: `${schemaPath}/${via}` });
      }
    }
  }
  // A part over its cap is not walked, so none lies inside another; one reached twice (a `$ref` and its siblings) is said once.
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.instancePath) && seen.add(error.instancePath));
}

function capError(keyword: 'maxItems' | 'maxProperties', instancePath: string, schemaPath: string, limit: number, message: string): ErrorObject {
  return { keyword, instancePath, schemaPath, params: { limit }, message };
}
