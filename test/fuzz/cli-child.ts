/**
 * A long-lived child process that runs Quire's CLI in-process for the parent (see
 * child-cli.ts), one command at a time. Running builds here instead of in the parent lets the
 * parent bound a command that never yields (a synchronous loop, a regex that backtracks for
 * minutes) and survive one that takes the process down (heap exhausted): it kills the child
 * and starts another.
 */
import { runCli } from '../helpers/run-cli.js';

interface Request {
  id: number;
  argv: string[];
}

const rejections: string[] = [];
process.on('unhandledRejection', (reason) => rejections.push(String((reason as Error)?.stack ?? reason).slice(0, 4000)));

process.on('message', async (msg: Request) => {
  rejections.length = 0;
  const started = performance.now();
  let result: { code: number; stdout: string; stderr: string };
  try {
    result = await runCli(...msg.argv);
  } catch (err) {
    result = { code: 70, stdout: '', stderr: `main() threw: ${(err as Error)?.stack ?? String(err)}` };
  }
  // Give stray promises of this command a moment to reject before reporting.
  await new Promise((r) => setTimeout(r, 10));
  const ms = Math.round(performance.now() - started);
  process.send!({ id: msg.id, ...result, ms, rejections: [...rejections] });
});

process.send!({ ready: true });
