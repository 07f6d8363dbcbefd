import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocuments } from './load-openapi.js';
import { operationView } from './operation-model.js';
import { MAX_FORM_FIELDS, renderFormField } from './playground/render-form-fields.js';
import { renderPlayground } from './playground/render-playground.js';
import { renderApiPage } from './render-api-page.js';
import { MAX_FIELDS_PER_PAGE, MAX_SCHEMA_DEPTH, renderSchemaBlock, schemaContext } from './render-schema.js';

/**
 * What the APIs.guru sweep (`npm run sweep:openapi`, issue 32) found, one small fixture each in
 * test/fixtures/openapi-sweep/ (written for the case, not copied from the documents).
 */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/openapi-sweep');

async function load(source: string) {
  const { apis, diagnostics } = await loadOpenApiDocuments(fixtures, [{ source, file: 'docs.json' }]);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return apis.get(source)!;
}

describe('OpenAPI documents from the sweep', () => {
  it('a schema that recurses only through allOf wrappers ends in a link (was: stack overflow)', async () => {
    const api = await load('allof-wrapped-recursion.yaml');
    const html = await renderApiPage(api, { kind: 'openapi', spec: api.id, method: 'POST', path: '/costs' });
    // The wrapper's own description stays; its type links back to the schema being shown.
    expect(html).toMatch(
      /data-name="Not"><div class="api-field-head"><code class="api-field-name">Not<\/code> <span class="api-type"><a class="api-schema-link api-recursive" href="#schema-Expression"[^>]*>Expression<\/a><\/span><\/div><div class="api-md"><p>Not this expression.<\/p>/,
    );
    expect(html).toContain('id="schema-Expression"');
    // Expression is expanded once for the request and once for the response, no deeper.
    expect(html.match(/data-name="Dimension"/g)).toHaveLength(2);
    const form = renderPlayground(api.document, operationView(api, 'POST', '/costs')!, {});
    expect(form).toContain('data-key="Filter"');
    expect(form.length).toBeLessThan(20_000);
  });

  it('the playground form stops where anyOf alternatives lead back to a schema being edited (was: stack overflow)', async () => {
    const api = await load('anyof-nullable-recursion.yaml');
    const form = renderPlayground(api.document, operationView(api, 'PATCH', '/users/{id}')!, {});
    expect(form).toContain('data-key="manager"');
    // manager is a form (a directoryObject); its owner leads back to `user`, so it is edited as JSON.
    expect(form).toMatch(/data-key="manager"><legend>.*?data-type="json" data-key="owner"/);
    expect(form.match(/data-key="manager"/g)).toHaveLength(1);
    expect(await renderApiPage(api, { kind: 'openapi', spec: api.id, method: 'PATCH', path: '/users/{id}' })).toContain('data-name="owner"');
  });

  it('inline schemas nested deeper than the bound are cut with a note, not a stack overflow', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5000; i++) schema = { type: 'object', properties: { [`p${i}`]: schema } };
    const html = renderSchemaBlock(schemaContext({}), schema);
    expect(html.match(/class="api-field"/g)).toHaveLength(MAX_SCHEMA_DEPTH);
    expect(html).toContain(`Not expanded: schemas nest more than ${MAX_SCHEMA_DEPTH} levels deep here.`);
    const form = renderFormField({ document: {}, prefix: 'pg', next: 0, files: false }, { label: 'body', schema, required: true });
    expect(form.match(/<fieldset/g)).toHaveLength(24);
    expect(form).toContain('data-type="json" data-key="p4976"');
  });

  it('a page shows at most MAX_FIELDS_PER_PAGE fields', () => {
    // 20 × 20 × 20 inline fields: 8,420 in all.
    const level = (inner: unknown) => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, inner])) });
    const html = renderSchemaBlock(schemaContext({}), level(level(level({ type: 'string' }))));
    expect(html.match(/class="api-field"/g)!.length).toBe(MAX_FIELDS_PER_PAGE);
    expect(html).toContain('Not expanded: this page already shows too many fields.');
  });
  it('a form of nested arrays of objects stops at MAX_FORM_FIELDS; the rest is edited as JSON (was: 216 MB pages, a build that never ended)', async () => {
    const api = await load('nested-array-forms.yaml');
    const form = renderPlayground(api.document, operationView(api, 'POST', '/documents')!, {});
    const fields = (form.match(/class="pg-field /g) ?? []).length;
    expect(fields).toBeGreaterThan(MAX_FORM_FIELDS / 2);
    // Past the budget, the siblings still pending at each open level render as JSON leaves.
    expect(fields).toBeLessThanOrEqual(MAX_FORM_FIELDS + 50);
    expect(form).toContain('data-type="json"');
    expect(form.length).toBeLessThan(2_000_000);
  });
});
