/**
 * A synthetic OpenAPI 3.1 document of about `targetBytes` (pretty-printed JSON, as big real
 * descriptions are published): one component schema and one path with three operations per
 * resource, each schema with two dozen described properties and refs to its neighbours, so
 * parsing, bundling, validation and indexing see the shapes of a real 50 MB description.
 */
export function largeSpecJson(targetBytes: number): string {
  // A typical resource (five-digit numbers), indented as deep as in the document.
  const unit = JSON.stringify({ paths: { components: resource(12345) } }, null, 2).length;
  const count = Math.max(1, Math.ceil(targetBytes / unit));
  const schemas: Record<string, unknown> = {};
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const r = resource(i);
    schemas[`Resource${i}`] = r.schema;
    paths[`/resources${i}/{id}`] = r.path;
  }
  return JSON.stringify(
    {
      openapi: '3.1.0',
      info: { title: 'Large API', version: '1.0.0' },
      servers: [{ url: 'https://api.example.com' }],
      paths,
      components: { schemas },
    },
    null,
    2,
  );
}

/** How many operations `largeSpecJson(targetBytes)` has (three per resource). */
export function largeSpecOperations(spec: string): number {
  return Object.values((JSON.parse(spec) as { paths: Record<string, object> }).paths).reduce((n, item) => n + Object.keys(item).filter((k) => k !== 'parameters').length, 0);
}

function resource(i: number) {
  const properties: Record<string, unknown> = {};
  for (let p = 0; p < 24; p++) {
    const description = `Property ${p} of resource ${i}: a sentence long enough to look like real documentation text.`;
    properties[`field${p}`] =
      p % 6 === 0
        ? { $ref: `#/components/schemas/Resource${Math.max(0, i - 1)}`, description }
        : p % 6 === 1
          ? { type: 'array', items: { type: 'string', format: 'uuid' }, description }
          : p % 6 === 2
            ? { type: 'string', enum: ['active', 'pending', 'archived'], description }
            : p % 6 === 3
              ? { type: 'integer', format: 'int64', minimum: 0, description, example: p * 7 }
              : { type: 'string', description, example: `value-${p}` };
  }
  const ref = { $ref: `#/components/schemas/Resource${i}` };
  const json = (schema: unknown) => ({ 'application/json': { schema } });
  const tag = `Group ${i % 40}`;
  return {
    schema: { type: 'object', description: `Resource ${i}.`, required: ['field0', 'field3'], properties },
    path: {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'The identifier.' }],
      get: {
        operationId: `getResource${i}`,
        summary: `Get resource ${i}`,
        tags: [tag],
        parameters: [{ name: 'expand', in: 'query', schema: { type: 'boolean' }, description: 'Expand nested objects.' }],
        responses: { '200': { description: 'The resource.', content: json(ref) }, '404': { description: 'Not found.' } },
      },
      put: {
        operationId: `putResource${i}`,
        summary: `Replace resource ${i}`,
        tags: [tag],
        requestBody: { required: true, content: json(ref) },
        responses: { '200': { description: 'The replaced resource.', content: json(ref) } },
      },
      delete: {
        operationId: `deleteResource${i}`,
        summary: `Delete resource ${i}`,
        tags: [tag],
        responses: { '204': { description: 'Deleted.' } },
      },
    },
  };
}
