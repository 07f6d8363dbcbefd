import { parseArgs } from 'node:util';
import { quireVersion } from '../render/package-root.js';
import { EXIT, processIO, UsageError, type CliIO } from './cli-context.js';
import { commandHelp, findCommand, mainHelp, COMMANDS, type CommandSpec } from './commands.js';
import { closest } from '../shared/did-you-mean.js';

export interface ParsedCommand {
  spec: CommandSpec;
  root: string;
  values: Record<string, string | boolean | undefined>;
}

type Runner = (cmd: ParsedCommand, io: CliIO) => Promise<number>;

/** Commands load lazily so `quire --help` stays instant. */
const RUNNERS: Record<string, () => Promise<Runner>> = {
  build: async () => (await import('./build-command.js')).runBuild,
  check: async () => (await import('./check-command.js')).runCheck,
  nav: async () => (await import('./nav-command.js')).runNav,
  schema: async () => (await import('./schema-command.js')).runSchema,
  dev: async () => (await import('./dev-command.js')).runDev,
  preview: async () => (await import('./preview-command.js')).runPreview,
  mock: async () => (await import('./mock-command.js')).runMock,
  openapi: async () => (await import('./openapi-command.js')).runOpenApi,
  'openapi-check': async () => (await import('./openapi-check-command.js')).runOpenApiCheck,
  mcp: async () => (await import('./mcp-command.js')).runMcp,
  new: async () => (await import('./new-command.js')).runNew,
};

export function parseCommand(argv: string[]): ParsedCommand | { help: string } | { version: true } {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    const topic = name === 'help' && rest[0] ? findCommand(rest[0]) : undefined;
    return { help: topic ? commandHelp(topic) : mainHelp(quireVersion()) };
  }
  if (name === '-v' || name === '--version') return { version: true };
  const spec = findCommand(name);
  if (!spec) {
    const guess = name.startsWith('-') ? undefined : closest(name, COMMANDS.map((c) => c.name));
    throw new UsageError(
      name.startsWith('-')
        ? `unknown option ${name}; options go after the command (quire build --out dist)`
        : `unknown command "${name}"${guess ? ` — did you mean "${guess}"?` : ''}`,
    );
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message.replace(/\. To specify a positional.*$/s, '')}\n\n${commandHelp(spec)}`);
  }
  if (parsed.values.help) return { help: commandHelp(spec) };
  if (parsed.positionals.length > spec.positionals) {
    throw new UsageError(`too many arguments: ${parsed.positionals.slice(spec.positionals).join(' ')}\n\nUsage: ${spec.usage}`);
  }
  if (spec.required && parsed.positionals.length === 0) {
    throw new UsageError(`missing <${spec.required}>\n\nUsage: ${spec.usage}`);
  }
  return { spec, root: parsed.positionals[0] ?? '.', values: parsed.values as ParsedCommand['values'] };
}

/** Runs the CLI; returns the exit code. Never lets a user error become a stack trace. */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  let parsed;
  try {
    parsed = parseCommand(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`quire: ${err.message}\nRun "quire --help" for the list of commands.`);
      return EXIT.usage;
    }
    throw err;
  }
  if ('help' in parsed) {
    io.stdout(parsed.help);
    return EXIT.ok;
  }
  if ('version' in parsed) {
    io.stdout(quireVersion());
    return EXIT.ok;
  }
  const run = await RUNNERS[parsed.spec.name]!();
  try {
    return await run(parsed, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`quire ${parsed.spec.name}: ${err.message}`);
      return EXIT.usage;
    }
    io.stderr(
      `quire ${parsed.spec.name}: internal error — this is a bug in Quire, not in your docs.\n` +
        `Please report it with the output below.\n\n${(err as Error)?.stack ?? String(err)}`,
    );
    return 70;
  }
}
