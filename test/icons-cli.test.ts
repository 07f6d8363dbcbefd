import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.js';

/**
 * Icons as a user gets them from the CLI: Pro names drawn as their free stand-ins, a Tabler site,
 * and names no set has reported with file, place and the closest names (test/fixtures/icons*).
 */
const fixtures = join(import.meta.dirname, 'fixtures');
const temps: string[] = [];
afterAll(() => Promise.all(temps.map((t) => rm(t, { recursive: true, force: true }))));

/** A copy of a fixture (a build writes its cache into the docs folder) and an output folder. */
async function copy(name: string): Promise<{ root: string; out: string }> {
  const tmp = await mkdtemp(join(tmpdir(), 'quire-icons-'));
  temps.push(tmp);
  await cp(join(fixtures, name), join(tmp, 'docs'), { recursive: true });
  return { root: join(tmp, 'docs'), out: join(tmp, 'out') };
}

const svgOf = (html: string, name: string) => new RegExp(`<svg class="icon[^"]* icon-${name}"[^>]*>`).exec(html)?.[0];

describe('icons', () => {
  it('draws Font Awesome names, aliases, Pro names, styles, Lucide and Tabler as inline SVG', async () => {
    const { root, out } = await copy('icons');
    const r = await runCli('build', root, '--offline', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    // `home` (an old alias) and `rocket-launch` (Pro) under the free icons' names.
    expect(svgOf(html, 'house')).toMatch(/viewBox="0 0 512 512"[^>]* fill="currentColor"/);
    expect(html.match(/<svg class="icon[^"]* icon-rocket"/g)?.length).toBeGreaterThanOrEqual(2);
    // `browsers` (Pro) as Lucide's app-window, with Lucide's stroke on <svg>.
    expect(svgOf(html, 'app-window')).toMatch(/viewBox="0 0 24 24"[^>]* fill="none" stroke="currentColor" stroke-width="2"/);
    // iconType: regular and solid differ.
    const checks = [...html.matchAll(/icon-circle-check"[^>]*><path d="([^"]+)"/g)].map((m) => m[1]);
    expect(checks).toHaveLength(2);
    expect(checks[0]).not.toBe(checks[1]);
    // A Tabler icon named with library="tabler" draws Tabler's own markup.
    expect(html).toMatch(/<svg class="icon icon-brand-github" viewBox="0 0 24 24"[^>]*><path fill="none" stroke="currentColor"/);
    // The navigation's Pro group icon (docs.json) is drawn in the sidebar.
    expect(html).toMatch(/<svg class="icon chrome-icon icon-rocket"/);
  });

  it('warns about names no set has, with the file, place and closest names, once each', async () => {
    const { root, out } = await copy('icons');
    const r = await runCli('build', root, '--offline', '--out', out);
    expect(r.code).toBe(0);
    const text = r.stdout + r.stderr;
    expect(text).toContain('warning docs.json:9:35 navigation.groups[1].icon: unknown icon "boook": no icon set has it, so it is not shown');
    expect(text).toMatch(/hint: did you mean "book"/);
    expect(text).toContain('warning typos.mdx:8:1: unknown icon "rocet": no icon set has it, so it is not shown');
    expect(text).toMatch(/did you mean "rocket"/);
    // The same typo twice in a page is one warning; the frontmatter icon is placed on its line.
    expect(text.match(/unknown icon "rocet"/g)).toHaveLength(1);
    expect(text).toContain('warning typos.mdx:3:1: unknown icon "gaer"');
    expect(text).toMatch(/did you mean "gear"/);
    expect(text).toMatch(/3 warnings \(2 unknown icons in pages, 1 unknown icon in docs\.json\)/);
    // Nothing is drawn for them, and the page still builds.
    const typos = await readFile(join(out, 'typos', 'index.html'), 'utf8');
    expect(typos).toContain('A typo.');
    expect(typos).not.toMatch(/icon-rocet|icon-gaer/);
  });

  it('fails --strict on unknown icons, in build and check', async () => {
    const { root, out } = await copy('icons');
    const build = await runCli('build', root, '--offline', '--strict', '--out', out);
    expect(build.code).toBe(1);
    expect(build.stdout + build.stderr).toMatch(/unknown icon "rocet"/);
    const check = await runCli('check', root, '--offline', '--strict');
    expect(check.code).toBe(1);
    expect(check.stdout + check.stderr).toMatch(/typos\.mdx:8:1: unknown icon "rocet"/);
    expect((await runCli('check', root, '--offline')).code).toBe(0);
  });

  it('builds a site whose icons.library is tabler, with Font Awesome as its fallback', async () => {
    const { root, out } = await copy('icons-tabler');
    const r = await runCli('build', root, '--offline', '--strict', '--out', out);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<svg class="icon icon-home" viewBox="0 0 24 24"[^>]*><(?:g|path) fill="none" stroke="currentColor"/);
    expect(html).toMatch(/<svg class="icon icon-books" viewBox="0 0 24 24"/);
    expect(svgOf(html, 'discord')).toMatch(/viewBox="0 0 576 512"[^>]* fill="currentColor"/);
    expect(html).toMatch(/<svg class="icon chrome-icon icon-brand-github" viewBox="0 0 24 24"/);
  });
});
