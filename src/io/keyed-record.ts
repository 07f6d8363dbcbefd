import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeFileAtomicallySync } from './write-file-atomically.js';

/*
 * A value kept between runs in one file of the cache folder, under a key that names everything
 * it was computed from (format, Quire's code, inputs). V8's serializer keeps Maps and Dates
 * (JSON would not). Both sides are best effort: a missing, torn or foreign file reads as
 * nothing, and a file that cannot be written costs the next run the work, nothing else.
 */

/** The value stored under `key`, or undefined (none, another key, unreadable). */
export function readKeyedRecord<T>(file: string, key: string): T | undefined {
  const stored = readRecord<T>(file);
  return stored && stored.key === key ? stored.value : undefined;
}

/** The record whatever its key, for a caller that reads it before its key is known; undefined when none or unreadable. */
export function readRecord<T>(file: string): { key: unknown; value: T } | undefined {
  try {
    const stored = deserialize(readFileSync(file)) as { key?: unknown; value?: T } | undefined;
    return stored && typeof stored === 'object' && 'value' in stored ? { key: stored.key, value: stored.value as T } : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`, renamed into place (never torn); false when it could not be written. */
export function writeKeyedRecord(file: string, key: string, value: unknown): boolean {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileAtomicallySync(file, serialize({ key, value }));
    return true;
  } catch {
    return false;
  }
}
