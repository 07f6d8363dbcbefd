import { docsConfigJsonSchema } from '../config/json-schema.js';
import { EXIT, type CliIO } from './cli-context.js';
import type { ParsedCommand } from './main.js';

export async function runSchema(_cmd: ParsedCommand, io: CliIO): Promise<number> {
  io.stdout(JSON.stringify(docsConfigJsonSchema(), null, 2));
  return EXIT.ok;
}
