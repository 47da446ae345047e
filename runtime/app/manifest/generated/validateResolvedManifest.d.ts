/* Types of the generated standalone validator (written by hand: ajv's standalone output has none). */
import type { ErrorObject } from 'ajv';
export declare const validateResolvedManifest: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
