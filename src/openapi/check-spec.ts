import { checkOperations } from './check-operations.js';
import { getAtPath, parsePointer } from './json-pointer.js';

/** A problem in a bundled document, located by pointer segments into it. */
export interface SpecProblem {
  code: string;
  segments: string[];
  message: string;
  hint?: string;
  /** The document cannot be used at all (not OpenAPI 3.0/3.1): its pages get a notice instead. */
  fatal?: boolean;
}

/**
 * Whether a parsed document is an OpenAPI 3.0/3.1 document at all: not an object, Swagger 2.0
 * (Mintlify refuses it too: "OpenAPI versions prior to 3.0 not supported"), no `openapi`
 * field or another major version. Anything else is usable, however many rules it breaks.
 */
export function checkDocumentKind(document: unknown, file: string): SpecProblem | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return { code: 'openapi/not-openapi', segments: [], fatal: true, message: `${file} is not an OpenAPI document (expected an object at the top level)` };
  }
  const doc = document as Record<string, unknown>;
  if (doc.swagger !== undefined) {
    return {
      code: 'openapi/swagger-2',
      segments: ['swagger'],
      fatal: true,
      message: `${file} is a Swagger ${String(doc.swagger)} document; Quire reads OpenAPI 3.0 and 3.1 (as Mintlify does)`,
      hint: `Convert it to OpenAPI 3 first, e.g. \`npx swagger2openapi ${file} -o openapi.json\`, and point docs.json at the result.`,
    };
  }
  const version = openapiVersion(doc.openapi);
  if (!version) {
    return {
      code: 'openapi/not-openapi',
      segments: [],
      fatal: true,
      message: `${file} has no \`openapi\` version field, so it is not an OpenAPI document`,
      hint: 'Add `openapi: 3.1.0` (or the 3.0.x version the document follows) at the top.',
    };
  }
  if (!/^3\.[01](\.\d+)?$/.test(version)) {
    return {
      code: 'openapi/unsupported-version',
      segments: ['openapi'],
      fatal: true,
      message: `${file} declares OpenAPI ${version}; Quire reads OpenAPI 3.0.x and 3.1.x`,
      hint: 'Set `openapi` to the 3.0.x or 3.1.x version the document follows.',
    };
  }
  return undefined;
}

/**
 * The `openapi` field as a version string. YAML reads an unquoted `openapi: 3.1` as the number
 * 3.1 (and `3.0` as 3): usable, so it is read as 3.1.0 (3.0.0) with a warning (see checkSpec).
 */
export function openapiVersion(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && (value === 3 || value === 3.1)) return `${value.toFixed(1)}.0`;
  return undefined;
}

/**
 * Checks a usable (bundled) document for what the validator reports poorly or not at all, each
 * problem at the place it is written: webhooks in 3.0, `$ref`s that point at nothing (the
 * validator stops at the first one), and the operation rules real documents break (path
 * parameters against the template, repeated parameters, operationIds used twice). Every one of
 * them leaves the document usable: they are warnings.
 */
export function checkSpec(document: Record<string, unknown>, file: string): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const version = openapiVersion(document.openapi) ?? String(document.openapi);
  if (typeof document.openapi === 'number') {
    problems.push({
      code: 'openapi/version-number',
      segments: ['openapi'],
      message: `\`openapi: ${document.openapi}\` is a number, not a version string; read as ${version}`,
      hint: `Quote it and give the patch version: \`openapi: "${version}"\` (other OpenAPI tools refuse a number).`,
    });
  }
  if (version.startsWith('3.0') && document.webhooks !== undefined) {
    problems.push({
      code: 'openapi/webhooks-3.0',
      segments: ['webhooks'],
      message: `Webhooks need OpenAPI 3.1 or later, but ${file} declares ${version}; they are documented anyway`,
      hint: 'Change `openapi` to 3.1.0 (checking the document for 3.1 changes such as `nullable` → `type: [x, "null"]`), or remove `webhooks`.',
    });
  }
  problems.push(...findBrokenRefs(document));
  problems.push(...checkOperations(document));
  return problems;
}

/** Every internal `$ref` whose target does not exist, at the place the `$ref` is written. */
export function findBrokenRefs(document: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const visited = new Set<object>();
  // Real documents use the same few thousand targets over and over.
  const known = new Map<string, boolean>();
  const resolves = (ref: string) => {
    let hit = known.get(ref);
    if (hit === undefined) known.set(ref, (hit = getAtPath(document, parsePointer(ref)) !== undefined));
    return hit;
  };
  // Segments are built only for a broken ref: each entry keeps its parent (a 50 MB document has millions of nodes).
  type Entry = { node: object; key: string; parent: Entry | undefined };
  const stack: Entry[] = document !== null && typeof document === 'object' ? [{ node: document, key: '', parent: undefined }] : [];
  while (stack.length) {
    const entry = stack.pop()!;
    const { node } = entry;
    if (visited.has(node)) continue;
    visited.add(node);
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && !resolves(ref)) {
      const segments: string[] = [];
      for (let e: Entry | undefined = entry; e?.parent; e = e.parent) segments.unshift(e.key);
      problems.push({
        code: 'openapi/missing-ref',
        segments: [...segments, '$ref'],
        message: `$ref ${ref} points to nothing; what it describes is shown as any value`,
        hint: 'Check the spelling of the target; names in components are case-sensitive.',
      });
    }
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = (node as Record<string, unknown>)[keys[i]!];
      if (child && typeof child === 'object') stack.push({ node: child, key: keys[i]!, parent: entry });
    }
  }
  return problems;
}
