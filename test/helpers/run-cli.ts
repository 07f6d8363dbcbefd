import { main } from '../../src/cli/main.js';

/** Runs the CLI in-process and captures what it prints. */
export async function runCli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (t) => (stdout += t.endsWith('\n') ? t : `${t}\n`),
    stderr: (t) => (stderr += t.endsWith('\n') ? t : `${t}\n`),
    color: false,
  });
  return { code, stdout, stderr };
}
