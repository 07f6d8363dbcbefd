import { addTarget } from '@readme/httpsnippet';
import type { Target } from '@readme/httpsnippet/targets';
// Kong's httpsnippet (the project @readme/httpsnippet forked) has a Rust target, the fork has
// none; only its target module is imported, so the bundle takes its ~200 lines, not its CLI.
import rustModule from 'httpsnippet/dist/targets/rust/target.js';

let added = false;

/**
 * Registers Kong's Rust (reqwest) target with @readme/httpsnippet once, so Rust samples are
 * generated like the other languages. The fork checks that each client names its file
 * extension, which Kong's records on the target only.
 */
export function addRustTarget(): void {
  if (added) return;
  added = true;
  const rust = (rustModule as unknown as { rust: Target }).rust;
  const reqwest = rust.clientsById.reqwest!;
  addTarget({ ...rust, clientsById: { reqwest: { ...reqwest, info: { ...reqwest.info, extname: '.rs' } } } } as Target);
}
