import { z } from 'zod';
import { docsConfigSchema } from './docs-config-schema.js';

/** JSON Schema of docs.json, generated from the same zod schema that validates it. */
export function docsConfigJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(docsConfigSchema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as Record<string, unknown>;
  return { ...schema, title: 'Quire docs.json', description: 'Configuration of a Quire (Mintlify-compatible) documentation site' };
}
