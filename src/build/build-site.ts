import { resolve } from 'node:path';
import { getTheme } from '../../themes/index.js';
import type { Diagnostic } from '../diagnostics/quire-error.js';
import { urlToOutputFile } from '../shared/page-paths.js';
import { copyStaticFiles, writeQuireAssets } from './site-assets.js';
import { loadSite, type LoadedSite } from './load-site.js';
import { mapLimit } from './map-limit.js';
import { createOutputDir } from './output-dir.js';
import { createPageRenderer } from './render-site-page.js';
import { redirectPage } from './redirect-page.js';

export interface BuildOptions {
  root: string;
  /** Output folder; default `<root>/dist`. */
  out?: string;
  strict?: boolean;
  /** Called as pages finish (for progress output). */
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  out: string;
  pages: number;
  loaded?: LoadedSite;
}

function failed(diagnostics: readonly Diagnostic[], strict: boolean): boolean {
  return diagnostics.some((d) => d.severity === 'error' || (strict && d.severity === 'warning'));
}

/**
 * Builds the site into a temporary folder beside `out` and swaps it in only when every page
 * rendered without errors: a failed build never touches the previous output.
 */
export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const root = resolve(opts.root);
  const out = resolve(opts.out ?? `${root}/dist`);
  const strict = opts.strict ?? false;
  const diagnostics: Diagnostic[] = [];

  const guard = outputGuard(root, out);
  if (guard) return { ok: false, diagnostics: [guard], out, pages: 0 };

  const { loaded, diagnostics: loadDiagnostics } = await loadSite(root, { exclude: [out] });
  diagnostics.push(...loadDiagnostics);
  if (!loaded || failed(diagnostics, strict)) return { ok: false, diagnostics, out, pages: 0 };

  const output = await createOutputDir(out);
  try {
    const theme = getTheme(loaded.config.theme);
    const assets = await writeQuireAssets(output.dir, theme);
    const renderer = createPageRenderer({ loaded, theme, assets });
    const { pages } = loaded.site;
    let done = 0;
    await mapLimit(pages, 8, async (page) => {
      const { html, diagnostics: pageDiagnostics } = await renderer.render(page);
      diagnostics.push(...pageDiagnostics);
      await output.write(urlToOutputFile(page.path), html);
      opts.onProgress?.(++done, pages.length);
    });
    await copyStaticFiles(root, output.dir, loaded.scan.otherFiles);
    if (!loaded.site.pages.some((p) => p.path === '/404')) await output.write('404.html', renderer.renderNotFound());
    if (!loaded.site.pages.some((p) => p.path === '/')) {
      await output.write('index.html', redirectPage(loaded.site.home));
    }
    if (failed(diagnostics, strict)) {
      await output.discard();
      return { ok: false, diagnostics, out, pages: 0, loaded };
    }
    await output.commit();
    return { ok: true, diagnostics, out, pages: pages.length, loaded };
  } catch (err) {
    await output.discard();
    throw err;
  }
}

/** Refuses output folders that would overwrite the docs themselves. */
function outputGuard(root: string, out: string): Diagnostic | undefined {
  if (out === root || root.startsWith(`${out}/`)) {
    return {
      severity: 'error',
      code: 'build/out-contains-root',
      message: `the output folder ${out} contains the docs folder; building there would delete your docs`,
      hint: 'choose another folder with --out, e.g. --out dist',
    };
  }
  return undefined;
}
