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
  // Page sources come with each job; `page-job.ts` lends them to the compile.
  const loaded = { ...init.loaded, sources: new Map<string, string>() };
  const rendering = createSiteRendering(loaded, init.settings);
  const cache = init.cache ? await createRenderCache(loaded.root) : undefined;
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
