import type { Diagnostic } from '../diagnostics/quire-error.js';
import { indexApi, type ApiIndex } from './api-index.js';
import { bundleExternalRefs, EXTERNAL_KEY, splitBundledPointer, type BundleProblem, type SourceDocument } from './bundle-external-refs.js';
import { checkDocumentKind, checkSpec, openapiVersion, type SpecProblem } from './check-spec.js';
import { toPointer } from './json-pointer.js';
import { locatePointers, parseSpecText } from './parse-spec-text.js';
import { readSpecSource, type FetchLimits } from './read-spec-source.js';
import { isUrl, normaliseSpecSource } from './spec-source.js';
import { validateOpenApi, type ValidationProblem } from './validate-spec.js';

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
  /** Time, size and redirect limits of fetched documents (defaults: 15 s, 100 MB, 5 redirects). */
  limits?: Partial<FetchLimits>;
  /** Folder of cached validation results (see validateOpenApi); none: always validate. */
  validationCache?: string;
}

export interface LoadOpenApiResult {
  /** The usable documents by normalised source: OpenAPI 3.0/3.1, however many rules they break. */
  apis: Map<string, ApiIndex>;
  /**
   * Documents that cannot be used at all (unreadable, unparseable, not OpenAPI 3.x), by
   * normalised source: their pages get a notice instead of the reference.
   */
  unusable: Map<string, UnusableSpec>;
  diagnostics: Diagnostic[];
}

/** Why a document cannot be used: a one-line reason, and the error (the same object as in `diagnostics`). */
export interface UnusableSpec {
  reason: string;
  diagnostic: Diagnostic;
}

/**
 * Loads, bundles, validates and indexes each distinct document referenced by `refs` (once per
 * normalised source). Never throws for user errors: every problem becomes a Diagnostic located
 * at `file` + `#/json/pointer` (+ line:column). Tolerant like Mintlify: only a document that
 * cannot be used at all is an error; everything a usable document gets wrong (validator
 * findings, broken operation rules, `$ref`s to nothing) is a warning, and it is indexed.
 */
export async function loadOpenApiDocuments(root: string, refs: OpenApiRef[], options: LoadOpenApiOptions = {}): Promise<LoadOpenApiResult> {
  const apis = new Map<string, ApiIndex>();
  const unusable = new Map<string, UnusableSpec>();
  const diagnostics: Diagnostic[] = [];
  const byId = new Map<string, OpenApiRef>();
  for (const ref of refs) {
    const id = normaliseSpecSource(ref.source);
    if (!byId.has(id)) byId.set(id, ref);
  }
  // Parsed files are shared between documents that reference the same external file.
  const cache = new Map<string, Promise<SourceDocument | ReadFailure>>();
  const handedOut = new Set<string>();
  const loadSource = async (location: string): Promise<SourceDocument | ReadFailure> => {
    let pending = cache.get(location);
    if (!pending) {
      pending = readAndParse(root, location, options.fetch, options.limits);
      cache.set(location, pending);
    }
    const loaded = await pending;
    if (!('value' in loaded)) return loaded;
    // Bundling rewrites refs in place: the first user takes the parsed value, later ones parse
    // the text again (a copy of a 50 MB document with structuredClone took ~1.2 s, twice JSON.parse).
    if (!handedOut.has(location)) {
      handedOut.add(location);
      return loaded;
    }
    const again = parseSpecText(loaded.text, location);
    return 'value' in again ? { ...loaded, value: again.value } : loaded;
  };
  // Load in parallel, report in the order of `refs` whatever finished first.
  const results = await Promise.all([...byId].map(([id, ref]) => loadOne(id, ref, loadSource, options.validationCache).then((r) => ({ id, ...r }))));
  for (const r of results) {
    diagnostics.push(...r.diagnostics);
    if (r.api) apis.set(r.id, r.api);
    if (r.unusable !== undefined) unusable.set(r.id, r.unusable);
  }
  return { apis, unusable, diagnostics };
}

type LoadSource = (location: string) => Promise<SourceDocument | ReadFailure>;

async function loadOne(id: string, ref: OpenApiRef, loadSource: LoadSource, validationCache: string | undefined): Promise<{ api?: ApiIndex; unusable?: UnusableSpec; diagnostics: Diagnostic[] }> {
  const loaded = await loadSource(id);
  const fails = (reason: string, diagnostic: Diagnostic) => ({ unusable: { reason, diagnostic }, diagnostics: [diagnostic] });
  if (!('value' in loaded)) {
    if (loaded.diagnostic) return fails(loaded.message, loaded.diagnostic);
    // Nothing was read: the place to fix is the reference in docs.json / the page.
    return fails(loaded.message, {
      severity: 'error',
      code: loaded.code,
      message: ref.jsonPath ? `${loaded.message} (referenced at ${ref.jsonPath})` : loaded.message,
      file: ref.file,
      ...(ref.jsonPath ? { jsonPath: ref.jsonPath } : {}),
      ...(loaded.hint ? { hint: loaded.hint } : {}),
    });
  }
  const documents = new Map<string, SourceDocument>([[id, loaded]]);
  const located = new Locations(id, documents);

  const kind = checkDocumentKind(loaded.value, id);
  if (kind) return fails(kind.message, located.place([{ diagnostic: toDiagnostic(kind, 'error'), segments: kind.segments }])[0]!);

  const pending: Pending[] = [];
  const bundled = await bundleExternalRefs(loaded, loadSource);
  for (const [location, doc] of bundled.documents) documents.set(location, doc);
  for (const p of bundled.problems) {
    pending.push({ diagnostic: toDiagnostic(p, 'warning'), location: p.location, segments: p.segments });
    // A syntax error inside the referenced file: only what the $ref points at is lost.
    if (p.diagnostic) pending.push({ diagnostic: { ...p.diagnostic, severity: 'warning' } });
  }

  const document = loaded.value as Record<string, any>;
  const problems = checkSpec(document, id);
  // Reported above (openapi/version-number); the index and the validator need the string.
  document.openapi = openapiVersion(document.openapi);
  for (const p of problems) pending.push({ diagnostic: toDiagnostic(p, 'warning'), segments: p.segments });

  // What the loader already reported stays out of the validator's sight: it would stop at the
  // first `$ref` to nothing, and 3.0's schema has no `webhooks` (documented anyway).
  const skip = [
    ...problems.filter((p) => p.code === 'openapi/missing-ref').map((p) => p.segments.slice(0, -1)),
    ...bundled.problems.map((p) => bundledSegments(id, p).slice(0, -1)),
    ...(problems.some((p) => p.code === 'openapi/webhooks-3.0') ? [['webhooks']] : []),
  ];
  for (const v of await validateOpenApi(document, { ...(validationCache && { cacheDir: validationCache }), skip })) {
    if (reportedAlready(v, skip, problems)) continue;
    if (v.skipped) {
      pending.push({
        diagnostic: {
          severity: 'warning',
          code: 'openapi/validation-skipped',
          message: `${id} was not fully validated: ${v.message}`,
          file: id,
          hint: 'Pages are still generated; check the document with another validator if they look wrong.',
        },
      });
      continue;
    }
    pending.push({
      diagnostic: {
        severity: 'warning',
        code: 'openapi/invalid',
        message: `Invalid OpenAPI document: ${v.message}`,
        file: id,
        hint: 'The pages are generated anyway; fix the document so that other OpenAPI tools accept it too (the location points at the offending node).',
      },
      ...(v.segments && { segments: v.segments }),
    });
  }
  return { api: indexApi(id, document), diagnostics: located.place(pending) };
}

/** A diagnostic waiting for its line:column: `segments` point into the bundled document (or into `location`). */
interface Pending {
  diagnostic: Diagnostic;
  location?: string;
  segments?: readonly string[];
}

/** Places diagnostics in the files they belong to, one pass over each file's text for all of them. */
class Locations {
  constructor(
    private readonly rootLocation: string,
    private readonly documents: ReadonlyMap<string, SourceDocument>,
  ) {}

  place(pending: readonly Pending[]): Diagnostic[] {
    const byFile = new Map<string, { index: number; segments: string[] }[]>();
    const out = pending.map((p, index) => {
      if (!p.segments) return p.diagnostic;
      const split = p.location && p.location !== this.rootLocation ? { location: p.location, segments: [...p.segments] } : splitBundledPointer(this.rootLocation, p.segments);
      if (split.segments.length && this.documents.has(split.location)) {
        const list = byFile.get(split.location) ?? [];
        list.push({ index, segments: split.segments });
        byFile.set(split.location, list);
      }
      return { ...p.diagnostic, file: split.location, jsonPath: toPointer(split.segments) };
    });
    for (const [file, list] of byFile) {
      const positions = locatePointers(this.documents.get(file)!.text, list.map((l) => l.segments));
      list.forEach((l, i) => {
        const pos = positions[i];
        if (pos) out[l.index] = { ...out[l.index]!, line: pos.line, column: pos.column };
      });
    }
    return out;
  }
}

/** Where a bundling problem's `$ref` sits in the bundled root document. */
function bundledSegments(rootLocation: string, p: BundleProblem): string[] {
  return p.location === rootLocation ? p.segments : [EXTERNAL_KEY, p.location, ...p.segments];
}

/**
 * A validator finding about what the loader reported already: inside a node kept from it, or
 * the schema's "duplicate items" for a parameter list with a located duplicate-parameter warning.
 */
function reportedAlready(v: ValidationProblem, skip: readonly string[][], problems: readonly SpecProblem[]): boolean {
  const at = v.segments;
  if (!at) return false;
  if (skip.some((s) => s.length <= at.length && s.every((seg, i) => seg === at[i]))) return true;
  if (!/duplicate items/.test(v.message) || at[at.length - 1] !== 'parameters') return false;
  const list = toPointer(at);
  return problems.some((p) => p.code === 'openapi/duplicate-parameter' && toPointer(p.segments.slice(0, -1)) === list);
}

function toDiagnostic(p: { code: string; message: string; hint?: string }, severity: Diagnostic['severity']): Diagnostic {
  return { severity, code: p.code, message: p.message, ...(p.hint ? { hint: p.hint } : {}) };
}

/** Why a document could not be used; `diagnostic` carries a syntax error's own location. */
interface ReadFailure {
  code: string;
  message: string;
  hint?: string;
  diagnostic?: Diagnostic;
}

/** Reads a document (file or URL) and parses its YAML or JSON. */
export async function readAndParse(root: string, location: string, fetchImpl?: typeof fetch, limits?: Partial<FetchLimits>): Promise<SourceDocument | ReadFailure> {
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
