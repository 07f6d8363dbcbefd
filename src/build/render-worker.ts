/**
 * A render worker: loads the site once (as the main thread did), then renders the page jobs
 * it is sent with its own MDX compiler and Shiki highlighter, writing their files itself.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadSite } from './load-site.js';
import { createPageJobRunner, createSiteRendering, type PageJob } from './page-job.js';
import { createRenderCache } from './render-cache.js';
import type { WorkerInit, WorkerReply } from './render-pool.js';

const port = parentPort!;
const init = workerData as WorkerInit;
const post = (reply: WorkerReply) => port.postMessage(reply);

async function start() {
  // Remote documents come from the copy the main thread's load just cached: the same bytes.
  const { loaded: own } = await loadSite(init.root, { exclude: init.exclude, offline: true, frontmatterOnly: true, noHistory: true });
  if (!own) throw new Error('the worker could not load the site (did docs.json change during the build?)');
  // The main thread's page model and settings, so every page is laid out from the same
  // navigation even when a file changed since (and git ran only once). The worker's own load
  // contributes the OpenAPI documents and the file scan.
  const loaded = { ...own, config: init.config, site: init.site };
  const rendering = createSiteRendering(loaded, init.settings);
  const cache = init.cache ? await createRenderCache(init.root) : undefined;
  return createPageJobRunner(loaded, rendering, init.settings, cache);
}

const runner = start();
runner.then(
  () => post({ type: 'ready' }),
  (err: unknown) => post({ type: 'fatal', message: err instanceof Error ? err.message : String(err) }),
);
port.on('message', (msg: { id: number; job: PageJob }) => {
  runner
    .then((r) => r.run(msg.job))
    .then(
      (result) => post({ type: 'result', id: msg.id, result }),
      (err: unknown) => post({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined }),
    );
});
