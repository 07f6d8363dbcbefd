import type { Diagnostic } from '../diagnostics/quire-error.js';
import { indexApi, type ApiIndex } from './api-index.js';
import { bundleExternalRefs, splitBundledPointer, type SourceDocument } from './bundle-external-refs.js';
import { checkSpec } from './check-spec.js';
import { toPointer } from './json-pointer.js';
import { locatePointer, parseSpecText } from './parse-spec-text.js';
import { readSpecSource, type FetchLimits } from './read-spec-source.js';
import { isUrl, normaliseSpecSource } from './spec-source.js';
import { validateOpenApi } from './validate-spec.js';

export { normaliseSpecSource } from './spec-source.js';

/** A reference to an OpenAPI document, as written in docs.json or frontmatter. */
export interface OpenApiRef {
  /** Exactly as written: `openapi.yaml`, `/specs/api.json`, `https://…`. */
  source: string;
  /** Where it was written (docs.json or a page file), for messages. */
  file: string;
  /** Dotted JSON path of the navigation element, e.g. `navigation.tabs[1]`. */
  jsonPath?: string;
}

/** Collaborators, injectable for tests. */
export interface LoadOpenApiOptions {
  fetch?: typeof fetch;
  /** Time, size and redirect limits of fetched documents (defaults: 15 s, 20 MB, 5 redirects). */
  limits?: Partial<FetchLimits>;
  /** Folder of cached validation results (see validateOpenApi); none: always validate. */
  validationCache?: string;
}

/**
 * Loads, bundles, validates and indexes each distinct document referenced by `refs` (once per
 * normalised source). Never throws for user errors: every problem becomes a Diagnostic located
 * at `file` + `#/json/pointer` (+ line:column). A document that is OpenAPI 3.0/3.1 is indexed
 * even when validation finds problems, so navigation can still report its own errors.
 */
export async function loadOpenApiDocuments(
  root: string,
  refs: OpenApiRef[],
  options: LoadOpenApiOptions = {},
): Promise<{ apis: Map<string, ApiIndex>; diagnostics: Diagnostic[] }> {
  const apis = new Map<string, ApiIndex>();
  const diagnostics: Diagnostic[] = [];
  const byId = new Map<string, OpenApiRef>();
  for (const ref of refs) {
    const id = normaliseSpecSource(ref.source);
    if (!byId.has(id)) byId.set(id, ref);
  }
  // Parsed files are shared between documents that reference the same external file.
  const cache = new Map<string, Promise<SourceDocument | ReadFailure>>();
  const loadSource = (location: string) => {
    let pending = cache.get(location);
    if (!pending) {
      pending = readAndParse(root, location, options.fetch, options.limits);
      cache.set(location, pending);
    }
    // Bundling rewrites refs in place, so each document gets its own copy.
    return pending.then((r) => ('value' in r ? { ...r, value: structuredClone(r.value) } : r));
  };
  // Load in parallel, report in the order of `refs` whatever finished first.
  const results = await Promise.all([...byId].map(([id, ref]) => loadOne(id, ref, loadSource, options.validationCache).then((r) => ({ id, ...r }))));
  for (const r of results) {
    diagnostics.push(...r.diagnostics);
    if (r.api) apis.set(r.id, r.api);
  }
  return { apis, diagnostics };
}

async function loadOne(
  id: string,
  ref: OpenApiRef,
  loadSource: (location: string) => Promise<SourceDocument | ReadFailure>,
  validationCache: string | undefined,
): Promise<{ api?: ApiIndex; diagnostics: Diagnostic[] }> {
  const loaded = await loadSource(id);
  if (!('value' in loaded)) {
    if (loaded.diagnostic) return { diagnostics: [loaded.diagnostic] };
    // Nothing was read: the place to fix is the reference in docs.json / the page.
    return {
      diagnostics: [
        {
          severity: 'error',
          code: loaded.code,
          message: ref.jsonPath ? `${loaded.message} (referenced at ${ref.jsonPath})` : loaded.message,
          file: ref.file,
          ...(ref.jsonPath ? { jsonPath: ref.jsonPath } : {}),
          ...(loaded.hint ? { hint: loaded.hint } : {}),
        },
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const documents = new Map<string, SourceDocument>([[id, loaded]]);
  const place = (location: string, segments: readonly string[]) => {
    const split = splitBundledPointer(location, segments);
    const text = documents.get(split.location)?.text;
    const pos = text !== undefined && split.segments.length ? locatePointer(text, split.segments) : undefined;
    return {
      file: split.location,
      jsonPath: toPointer(split.segments),
      ...(pos ? { line: pos.line, column: pos.column } : {}),
    };
  };

  const checks = checkSpec(loaded.value, id);
  const fatal = checks.filter((c) => c.fatal);
  if (fatal.length) {
    return { diagnostics: fatal.map((c) => toDiagnostic(c, place(id, c.segments))) };
  }
  const bundled = await bundleExternalRefs(loaded, loadSource);
  for (const [location, doc] of bundled.documents) documents.set(location, doc);
  for (const p of bundled.problems) {
    diagnostics.push(toDiagnostic(p, place(p.location, p.segments)));
    if (p.diagnostic) diagnostics.push(p.diagnostic);
  }

  const document = loaded.value as Record<string, any>;
  const problems = checkSpec(document, id);
  for (const p of problems) diagnostics.push(toDiagnostic(p, place(id, p.segments)));
  const webhooksIn30 = problems.some((p) => p.code === 'openapi/webhooks-3.0');
  if (webhooksIn30) delete document.webhooks;
  // The validator stops at the first broken $ref, and we have already listed them all.
  if (!problems.some((p) => p.code === 'openapi/missing-ref') && bundled.problems.length === 0) {
    for (const v of await validateOpenApi(document, { ...(validationCache && { cacheDir: validationCache }) })) {
      if (v.skipped) {
        diagnostics.push({
          severity: 'warning',
          code: 'openapi/validation-skipped',
          message: `${id} was not fully validated: ${v.message}`,
          file: id,
          hint: 'Pages are still generated; check the document with another validator if they look wrong.',
        });
        continue;
      }
      diagnostics.push({
        severity: 'error',
        code: 'openapi/invalid',
        message: `Invalid OpenAPI document: ${v.message}`,
        ...(v.segments ? place(id, v.segments) : { file: id }),
        hint: 'Fix the document so that it follows the OpenAPI specification; the location points at the offending node.',
      });
    }
  }
  return { api: indexApi(id, document), diagnostics };
}

function toDiagnostic(p: { code: string; message: string; hint?: string }, where: Partial<Diagnostic>): Diagnostic {
  return { severity: 'error', code: p.code, message: p.message, ...where, ...(p.hint ? { hint: p.hint } : {}) };
}

/** Why a document could not be used; `diagnostic` carries a syntax error's own location. */
interface ReadFailure {
  code: string;
  message: string;
  hint?: string;
  diagnostic?: Diagnostic;
}

async function readAndParse(root: string, location: string, fetchImpl?: typeof fetch, limits?: Partial<FetchLimits>): Promise<SourceDocument | ReadFailure> {
  const read = await readSpecSource(root, location, fetchImpl, limits);
  if (!('text' in read)) return read;
  const parsed = parseSpecText(read.text, location);
  if ('diagnostic' in parsed) {
    return { code: parsed.diagnostic.code, message: parsed.diagnostic.message, diagnostic: parsed.diagnostic };
  }
  return { location, value: parsed.value, text: read.text } satisfies SourceDocument;
}

/** True when `source` names a hosted document (fetched, not read from the docs folder). */
export { isUrl };
