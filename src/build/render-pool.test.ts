import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitReason, noteStderr, renderFlags } from './render-pool.js';

/** What V8 prints when a heap limit is reached: GC lines, the message, then a native stack trace. */
function oomReport(frames: number): string {
  const gcs = Array.from({ length: 3 }, (_, i) => `[25072:0x67591b0]  ${531 + i} ms: Mark-Compact 7.4 (10.2) -> 5.7 (10.7) MB, 21.42 / 0.00 ms  (average mu = 0.941) task`).join('\n');
  const stack = Array.from({ length: frames }, (_, i) => `${String(i + 1).padStart(2)}: 0x${(0xb78db3 + i * 977).toString(16)} v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [/usr/bin/node]`).join('\n');
  return `\n<--- Last few GCs --->\n\n${gcs}\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n\n${stack}\n`;
}

describe('why a render process died', () => {
  it('says it ran out of memory even when the native stack trace pushed the message out of the kept stderr', () => {
    const report = oomReport(40);
    expect(report.length).toBeGreaterThan(4000 + 500);
    const slot = { stderr: '', outOfMemory: false };
    // In pieces, one of them splitting the message in two.
    const cut = report.indexOf('heap out of') + 5;
    for (const chunk of [report.slice(0, cut), report.slice(cut, cut + 900), report.slice(cut + 900)]) noteStderr(slot, chunk);
    expect(slot.stderr).not.toContain('FATAL ERROR');
    expect(slot.stderr.length).toBe(4000);
    expect(exitReason(null, 'SIGABRT', slot.stderr, slot.outOfMemory)).toMatch(/^a render process ran out of memory \(its old space is \d+ MB; QUIRE_WORKER_HEAP_MB raises it\)$/);
  });

  it('names another crash by its message, not by the stack trace after it', () => {
    const slot = { stderr: '', outOfMemory: false };
    noteStderr(slot, '#\n# Fatal error in , line 0\n# Check failed: marking_state.\n#\n----- Native stack trace -----\n\n 1: 0xb78db3 node::Abort() [/usr/bin/node]\n 2: 0xee8300  [/usr/bin/node]\n');
    expect(slot.outOfMemory).toBe(false);
    expect(exitReason(null, 'SIGABRT', slot.stderr, slot.outOfMemory)).toBe('a render process exited (SIGABRT): # Check failed: marking_state.');
    const plain = { stderr: '', outOfMemory: false };
    noteStderr(plain, 'Error: Cannot find module x\n    at load (node:internal)\n');
    expect(exitReason(1, null, plain.stderr, plain.outOfMemory)).toBe('a render process exited (code 1): Error: Cannot find module x');
  });
});

describe('the V8 flags render processes start with', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are all known to this Node (one it did not know would stop every render process at start)', () => {
    const flags = renderFlags();
    expect(flags).toContain('--heap-growing-percent=20');
    expect(flags).toContain('--no-allocation-site-pretenuring');
    const run = spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit))'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The old space limit took: ~384 MB plus the young generation, far below a default heap.
    expect(Number(run.stdout) / 2 ** 20).toBeLessThan(512);
  });

  it('leave the old space growth to V8 when QUIRE_WORKER_HEAP_GROWING is 0, and take another value from it', () => {
    vi.stubEnv('QUIRE_WORKER_HEAP_GROWING', '0');
    expect(renderFlags().some((f) => f.startsWith('--heap-growing-percent'))).toBe(false);
    vi.stubEnv('QUIRE_WORKER_HEAP_GROWING', '50');
    expect(renderFlags()).toContain('--heap-growing-percent=50');
  });

  it('keep V8 from pretenuring unless QUIRE_WORKER_PRETENURING is 1', () => {
    // V8 takes the flag: its printed values show pretenuring off for a process started with them.
    const run = spawnSync(process.execPath, [...renderFlags(), '--print-flag-values', '-e', '0'], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/^--no-allocation-site-pretenuring\b/m);
    vi.stubEnv('QUIRE_WORKER_PRETENURING', '1');
    expect(renderFlags()).not.toContain('--no-allocation-site-pretenuring');
  });
});
