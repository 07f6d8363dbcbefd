import type { Diagnostic } from '../../diagnostics/quire-error.js';
import { bundleExternalRefs, type SourceDocument } from '../bundle-external-refs.js';
import { readAndParse } from '../load-openapi.js';
import { normaliseSpecSource } from '../spec-source.js';

/** A loaded AsyncAPI document: every `$ref` internal (external files bundled like OpenAPI's). */
export interface AsyncApiDocument {
  id: string;
  /** The document's `asyncapi` version, e.g. `3.0.0`. */
  version: string;
  document: any;
}

export interface AsyncApiRef {
  source: string;
  /** Where it is named: docs.json or a page file. */
  file: string;
  jsonPath?: string;
}

/**
 * Loads AsyncAPI 2.x / 3.x documents with the OpenAPI loader's reader, YAML/JSON parser and
 * `$ref` bundler: an AsyncAPI document is the same kind of text with the same `$ref` rules, and
 * @asyncapi/parser (with its validators) would add tens of megabytes to the installed package for
 * rendering that needs only the parsed tree. Problems are located diagnostics; a document that
 * cannot be used is left out (its pages render without the reference).
 */
export async function loadAsyncApiDocuments(root: string, refs: AsyncApiRef[], fetchImpl?: typeof fetch): Promise<{ docs: Map<string, AsyncApiDocument>; diagnostics: Diagnostic[] }> {
  const docs = new Map<string, AsyncApiDocument>();
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const id = normaliseSpecSource(ref.source);
    if (seen.has(id)) continue;
    seen.add(id);
    const loaded = await readAndParse(root, id, fetchImpl);
    if (!('value' in loaded)) {
      diagnostics.push(loaded.diagnostic ?? { severity: 'error', code: loaded.code, message: loaded.message, file: ref.file, ...(ref.jsonPath && { jsonPath: ref.jsonPath }), ...(loaded.hint && { hint: loaded.hint }) });
      continue;
    }
    const value = loaded.value as Record<string, unknown> | null;
    const version = value && typeof value === 'object' ? String(value.asyncapi ?? '') : '';
    if (!/^[23]\./.test(version)) {
      diagnostics.push({
        severity: 'error',
        code: 'asyncapi/not-asyncapi',
        message: `${id} is not an AsyncAPI 2.x or 3.x document (its "asyncapi" field is ${version ? `"${version}"` : 'missing'})`,
        file: id,
        hint: 'name an AsyncAPI document here; OpenAPI documents go under "openapi"',
      });
      continue;
    }
    const bundled = await bundleExternalRefs(loaded as SourceDocument, (location) => readAndParse(root, location, fetchImpl));
    for (const p of bundled.problems) {
      diagnostics.push({ severity: 'warning', code: p.code, message: p.message, file: p.location, ...(p.hint && { hint: p.hint }) });
    }
    docs.set(id, { id, version, document: value });
  }
  return { docs, diagnostics };
}
