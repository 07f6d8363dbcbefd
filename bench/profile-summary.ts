/**
 * Summarises V8 CPU profiles (`node --cpu-prof`): self time by function and by module
 * (npm package, or Quire source file), across every .cpuprofile in a folder (one per thread).
 *
 *   npx tsx bench/profile-summary.ts <dir> [top=25]
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** `node_modules/@scope/pkg/…` → `@scope/pkg`; Quire's own files by path under lib/; else the URL kind. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native/V8)';
  if (url.startsWith('wasm://')) return 'wasm (Shiki oniguruma regex engine)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  const lib = /\/lib\/((?:src|themes)\/.+)$/.exec(url);
  if (lib) return `quire: ${lib[1]}`;
  if (url.startsWith('node:')) return 'node internals';
  return url.replace(/^file:\/\//, '');
}

export async function summariseProfile(dir: string, top = 25): Promise<string> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let totalUs = 0;
  for (const f of files) {
    const profile = JSON.parse(await readFile(join(dir, f), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    for (let i = 0; i < profile.samples.length; i++) {
      const node = nodes.get(profile.samples[i]!)!;
      const dt = profile.timeDeltas[i + 1] ?? 0;
      totalUs += dt;
      const { functionName, url, lineNumber } = node.callFrame;
      const mod = moduleOf(url, functionName);
      const fn = `${functionName || '(anonymous)'} — ${mod}${url ? `:${lineNumber + 1}` : ''}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
      byModule.set(mod, (byModule.get(mod) ?? 0) + dt);
    }
  }
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `| ${(us / 1e6).toFixed(2)} s | ${((100 * us) / totalUs).toFixed(1)}% | ${k.replace(/\|/g, '\\|')} |`)
      .join('\n');
  return [
    `${files.length} profile(s), ${(totalUs / 1e6).toFixed(1)} s sampled`,
    '',
    '**Self time by module**',
    '',
    '| self | share | module |\n|---|---|---|',
    rows(byModule),
    '',
    '**Self time by function**',
    '',
    '| self | share | function — module:line |\n|---|---|---|',
    rows(byFunction),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await summariseProfile(process.argv[2] ?? '.', Number(process.argv[3] ?? 25)));
}
