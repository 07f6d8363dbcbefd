/**
 * A render process (forked by render-pool.ts): loads the site once (as the main process did),
 * then renders the page jobs it is sent with its own MDX compiler and Shiki highlighter,
 * writing their files itself.
 */
import { loadSite } from './load-site.js';
import { createPageJobRunner, createSiteRendering, type PageJobRunner } from './page-job.js';
import { createRenderCache } from './render-cache.js';
import type { RenderInit, RenderReply, RenderRequest } from './render-pool.js';

if (!process.send) {
  process.stderr.write('render-process: this is the build\'s render process; run `quire build` instead.\n');
  process.exit(2);
}
const post = (reply: RenderReply) => process.send!(reply);

async function start(init: RenderInit): Promise<PageJobRunner> {
  // Remote documents come from the copy the main process's load just cached: the same bytes.
  const { loaded: own } = await loadSite(init.root, { exclude: init.exclude, offline: true, frontmatterOnly: true, noHistory: true });
  if (!own) throw new Error('it could not load the site (did docs.json change during the build?)');
  // The main process's page model and settings, so every page is laid out from the same
  // navigation even when a file changed since (and git ran only once). The process's own load
  // contributes the OpenAPI documents and the file scan.
  const loaded = { ...own, config: init.config, site: init.site };
  const rendering = createSiteRendering(loaded, init.settings);
  const cache = init.cache ? await createRenderCache(init.root) : undefined;
  return createPageJobRunner(loaded, rendering, init.settings, cache);
}

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
  runner
    .then((r) => r.run(msg.job))
    .then(
      (result) => post({ type: 'result', id: msg.id, result }),
      (err: unknown) => post({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined }),
    );
});
// The build closed the channel: it is done with this process, or it was killed. Either way
// nothing more may be written into its output folder.
process.on('disconnect', () => process.exit(0));
