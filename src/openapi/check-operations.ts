import { HTTP_METHODS } from './api-index.js';
import { getAtPath, parsePointer, toPointer } from './json-pointer.js';
import type { SpecProblem } from './check-spec.js';
import { isRef } from './resolve-ref.js';

/** A node of the document and where it is written (after following internal refs). */
interface Located {
  value: any;
  segments: string[];
}

interface DeclaredParameter {
  name: string;
  in: string;
  /** Where the entry is written in its `parameters` list (the `$ref` itself when it is one). */
  segments: string[];
}

/**
 * The operation rules real documents break and Mintlify renders anyway, each reported at the
 * place to fix: a path parameter the template lacks, a template variable no parameter declares,
 * a parameter declared twice, an operationId used twice. The validator knows these rules too,
 * but names no location for them and only checks them once the schema errors are fixed.
 */
export function checkOperations(document: Record<string, unknown>): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const operationIds = new Map<string, { label: string; segments: string[] }>();
  const eachOperation = (item: Located, label: (method: string) => string, visit: (op: Located, method: string) => void) => {
    for (const method of HTTP_METHODS) {
      if (item.value[method] === undefined) continue;
      const op = follow(document, item.value[method], [...item.segments, method]);
      if (!isObject(op.value)) continue;
      problems.push(...duplicateParameters(document, op, label(method)));
      visit(op, method);
      const id = op.value.operationId;
      if (typeof id !== 'string') continue;
      const first = operationIds.get(id);
      if (!first) operationIds.set(id, { label: label(method), segments: [...op.segments, 'operationId'] });
      else {
        problems.push({
          code: 'openapi/duplicate-operation-id',
          segments: [...op.segments, 'operationId'],
          message: `operationId "${id}" of ${label(method)} is already used by ${first.label} (${toPointer(first.segments)}); both are documented`,
          hint: 'Give each operation its own operationId: client generators and links by operationId need them unique.',
        });
      }
    }
  };

  for (const [pathKey, raw] of entries(document.paths)) {
    const item = follow(document, raw, ['paths', pathKey]);
    if (!isObject(item.value)) continue;
    const template = [...pathKey.matchAll(/\{([^{}/]+)\}/g)].map((m) => m[1]!);
    const label = (method: string) => `${method.toUpperCase()} ${pathKey}`;
    const pathLevel = declaredParameters(document, item.value.parameters, [...item.segments, 'parameters']);
    problems.push(...duplicateParameters(document, item, `the path ${pathKey}`));
    for (const p of pathLevel) {
      if (p.in === 'path' && !template.includes(p.name)) problems.push(notInTemplate(p, `The path ${pathKey}`, pathKey));
    }
    eachOperation(item, label, (op, method) => {
      const own = declaredParameters(document, op.value.parameters, [...op.segments, 'parameters']);
      for (const p of own) {
        if (p.in === 'path' && !template.includes(p.name)) problems.push(notInTemplate(p, label(method), pathKey));
      }
      const declared = new Set([...pathLevel, ...own].filter((p) => p.in === 'path').map((p) => p.name));
      const missing = [...new Set(template.filter((name) => !declared.has(name)))];
      if (missing.length) {
        const names = missing.map((n) => `{${n}}`).join(', ');
        problems.push({
          code: 'openapi/path-parameter-undeclared',
          segments: op.segments,
          message: `${label(method)} uses ${names} in its path but declares no path parameter ${missing.map((n) => `"${n}"`).join(', ')}; the page lists no parameter for ${missing.length > 1 ? 'them' : 'it'}`,
          hint: `Add ${missing.map((n) => `{ name: ${n}, in: path, required: true, schema: { type: string } }`).join(' and ')} to the operation's (or the path's) parameters.`,
        });
      }
    });
  }
  for (const [name, raw] of entries(document.webhooks)) {
    const item = follow(document, raw, ['webhooks', name]);
    if (isObject(item.value)) eachOperation(item, () => `webhook ${name}`, () => undefined);
  }
  return problems;
}

/** `name` + `in` declared twice in one `parameters` list (an operation's own may override the path's). */
function duplicateParameters(document: unknown, owner: Located, label: string): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const seen = new Map<string, DeclaredParameter>();
  for (const p of declaredParameters(document, owner.value.parameters, [...owner.segments, 'parameters'])) {
    const key = `${p.in}\0${p.name}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, p);
      continue;
    }
    problems.push({
      code: 'openapi/duplicate-parameter',
      segments: p.segments,
      message: `${label} declares the ${p.in} parameter "${p.name}" twice (first at ${toPointer(first.segments)}); the last one is documented`,
      hint: 'Remove one of them, or tell them apart by name or by `in`.',
    });
  }
  return problems;
}

function notInTemplate(p: DeclaredParameter, owner: string, pathKey: string): SpecProblem {
  return {
    code: 'openapi/path-parameter-not-in-path',
    segments: p.segments,
    message: `${owner} declares the path parameter "${p.name}", but ${pathKey} has no {${p.name}}; the parameter is documented anyway`,
    hint: `Add {${p.name}} to the path, or change the parameter's \`in\` (e.g. to query) if it is not part of the path.`,
  };
}

function declaredParameters(document: unknown, list: unknown, segments: string[]): DeclaredParameter[] {
  if (!Array.isArray(list)) return [];
  const out: DeclaredParameter[] = [];
  list.forEach((raw, i) => {
    const p = follow(document, raw, []).value;
    if (isObject(p) && typeof p.name === 'string' && typeof p.in === 'string') out.push({ name: p.name, in: p.in, segments: [...segments, String(i)] });
  });
  return out;
}

/** Follows internal `$ref` chains; the segments become those of the node's real place. */
function follow(document: unknown, value: unknown, segments: string[]): Located {
  const seen = new Set<string>();
  while (isRef(value) && value.$ref.startsWith('#') && !seen.has(value.$ref)) {
    seen.add(value.$ref);
    segments = parsePointer(value.$ref);
    value = getAtPath(document, segments);
  }
  return { value, segments };
}

function entries(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value) : [];
}

function isObject(v: unknown): v is Record<string, any> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
