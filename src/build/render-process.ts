/**
 * A render process (forked by render-pool.ts): takes the site the main process loaded, then
 * renders the page jobs it is sent with its own MDX compiler and Shiki highlighter,
 * writing their files itself.
 */
import { createPageJobRunner, createSiteRendering, type PageJobRunner } from './page-job.js';
import { createRenderCache } from './render-cache.js';
import type { RenderInit, RenderReply, RenderRequest } from './render-pool.js';

if (!process.send) {
  process.stderr.write('render-process: this is the build\'s render process; run `quire build` instead.\n');
  process.exit(2);
}
const post = (reply: RenderReply) => process.send!(reply);

async function start(init: RenderInit): Promise<PageJobRunner> {
  // Page sources come with each job (the renderer takes a page's text as an argument).
  const loaded = { ...init.loaded, sources: new Map<string, string>() };
  const cache = init.cache ? await createRenderCache(loaded.cacheDir) : undefined;
  const rendering = createSiteRendering(loaded, init.settings, cache);
  return createPageJobRunner(loaded, rendering, init.settings, cache);
}

/*
 * Jobs run one at a time (the pool keeps a second one waiting here), and each ends with a
 * young-generation collection (`gc`, exposed by render-pool.ts's `--expose-gc`). Most of what a
 * page allocates is trees that live until the page is written. The scavenger copies what is
 * alive when it runs: run in the middle of a page, it copied that page's trees and then promoted
 * them, while between pages almost nothing is alive. Two pages interleaved never leave such a
 * moment. (Less CPU and wall time: bench/RESULTS.md, "Figures behind code comments".)
 */
const collectYoung = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;
let previous: Promise<unknown> = Promise.resolve();

let runner: Promise<PageJobRunner> | undefined;
process.on('message', (msg: RenderRequest) => {
  if (msg.type === 'init') {
    runner = start(msg.init);
    runner.then(
      () => post({ type: 'ready' }),
      (err: unknown) => post({ type: 'fatal', message: err instanceof Error ? err.message : String(err) }),
    );
    return;
  }
  if (!runner) return post({ type: 'error', id: msg.id, message: 'a job came before the render process was started' });
  const started = runner;
  previous = previous
    .then(() => started)
    .then((r) => r.run(msg.job))
    .then(
      (result) => post({ type: 'result', id: msg.id, result }),
      (err: unknown) => post({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined }),
    )
    .then(() => collectYoung?.({ type: 'minor' }));
});
// The build closed the channel: it is done with this process, or it was killed. Either way
// nothing more may be written into its output folder.
process.on('disconnect', () => process.exit(0));
