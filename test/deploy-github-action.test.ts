import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * docs/deploy/github-pages.yml, tested as far as it can be offline: its shape (the Pages
 * actions, permissions, the artifact folder) is checked, and every `run:` step of the build job
 * runs here, in a copy of a docs repository, with two stand-ins for what only GitHub has:
 *   - `npx --yes quire-docs@0` (the published package) is this repository's bin/quire.js,
 *     which runs lib/ (built by `npm run build:lib`; `npm test` does it first);
 *   - `${{ steps.pages.outputs.base_url }}` (what actions/configure-pages answers) is the URL
 *     of a project site, https://example.github.io/handbook, so the site is built under /handbook.
 * Then the folder the workflow would upload must hold the built site.
 */
const REPO = fileURLToPath(new URL('..', import.meta.url));
const WORKFLOW = join(REPO, 'docs', 'deploy', 'github-pages.yml');
const FIXTURE = join(REPO, 'test', 'fixtures', 'deploy');
const PAGES_URL = 'https://example.github.io/handbook';
const run = promisify(execFile);

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
  environment?: { name: string };
  defaults?: { run?: { 'working-directory'?: string } };
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const action = (step: Step) => step.uses?.replace(/@.*$/, '');

/** A `run:` step as it runs here: the local Quire instead of the published one, the Pages URL filled in. */
function localCommand(script: string): string {
  const local = script
    .replaceAll('npx --yes quire-docs@0', `node ${JSON.stringify(join(REPO, 'bin', 'quire.js'))}`)
    .replaceAll('${{ steps.pages.outputs.base_url }}', PAGES_URL);
  if (local.includes('${{')) throw new Error(`a step uses an expression this test cannot fill in: ${script}`);
  return local;
}

describe('the GitHub Pages workflow template', () => {
  let workflow: Workflow;
  let dir: string;
  const ran: { command: string; code: number; output: string }[] = [];

  beforeAll(async () => {
    if (!existsSync(join(REPO, 'lib', 'bundle', 'main.js'))) throw new Error('lib/ is missing: run `npm run build:lib` first (npm test does).');
    workflow = parse(await readFile(WORKFLOW, 'utf8')) as Workflow;
    dir = await mkdtemp(join(tmpdir(), 'quire-gh-action-'));
    await cp(FIXTURE, dir, { recursive: true });
    const build = workflow.jobs.build!;
    const cwd = join(dir, build.defaults?.run?.['working-directory'] ?? '.');
    for (const step of build.steps.filter((s) => s.run)) {
      const command = localCommand(step.run!);
      const result = await run('bash', ['-e', '-o', 'pipefail', '-c', command], { cwd }).then(
        (r) => ({ code: 0, output: r.stdout + r.stderr }),
        (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` }),
      );
      ran.push({ command, ...result });
      if (result.code !== 0) break;
    }
  }, 120_000);
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('builds on pushes to main and by hand, with only the permissions Pages needs', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
  });

  it('checks out, sets up Node, builds, uploads the artifact; a second job deploys it', () => {
    const build = workflow.jobs.build!;
    expect(build.steps.map((s) => action(s) ?? 'run')).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'actions/configure-pages',
      'run',
      'run',
      'actions/upload-pages-artifact',
    ]);
    expect(build.steps.find((s) => action(s) === 'actions/configure-pages')?.id).toBe('pages');
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.map(action)).toEqual(['actions/deploy-pages']);
  });

  it('runs every build step successfully', () => {
    expect(ran.length).toBe(workflow.jobs.build!.steps.filter((s) => s.run).length);
    for (const step of ran) expect(step.code, `${step.command}\n${step.output}`).toBe(0);
  });

  it('leaves the built site, under the project path, in the folder it uploads', async () => {
    const upload = workflow.jobs.build!.steps.find((s) => action(s) === 'actions/upload-pages-artifact');
    const artifact = join(dir, String(upload?.with?.path));
    const intro = await readFile(join(artifact, 'guides', 'intro', 'index.html'), 'utf8');
    expect(intro).toContain('<title>Intro to hosting');
    expect(intro).toContain(`<link rel="canonical" href="${PAGES_URL}/guides/intro"`);
    expect(intro).toContain('href="/handbook/guides/nested/deep"');
    expect(await readFile(join(artifact, '404.html'), 'utf8')).toContain('Lost in the stacks');
    expect(existsSync(join(artifact, '.nojekyll'))).toBe(true);
    // Fixed redirects become pages GitHub Pages can serve (it has no server-side redirects).
    expect(await readFile(join(artifact, 'old-intro', 'index.html'), 'utf8')).toContain('/handbook/guides/intro');
  });
});
