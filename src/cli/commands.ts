/** Help texts and option specs of every command, in one place so `--help` and parsing agree. */

export interface CommandSpec {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, { type: 'string' | 'boolean'; short?: string; description: string }>;
  /** Positional arguments accepted (max). */
  positionals: number;
}

const strict = { type: 'boolean' as const, description: 'treat warnings as errors' };

export const COMMANDS: CommandSpec[] = [
  {
    name: 'build',
    summary: 'Build the static site',
    usage: 'quire build [root] [--out DIR] [--strict]',
    options: { out: { type: 'string', short: 'o', description: 'output folder (default: <root>/dist)' }, strict },
    positionals: 1,
  },
  {
    name: 'dev',
    summary: 'Serve the docs with live reload while you write',
    usage: 'quire dev [root] [--port N] [--host]',
    options: {
      port: { type: 'string', short: 'p', description: 'port to listen on (default: 3000; the next free one if taken)' },
      host: { type: 'boolean', description: 'listen on all interfaces instead of localhost only' },
    },
    positionals: 1,
  },
  {
    name: 'preview',
    summary: 'Serve the built site as a static host would',
    usage: 'quire preview [root] [--out DIR] [--port N]',
    options: {
      out: { type: 'string', short: 'o', description: 'built folder to serve (default: <root>/dist)' },
      port: { type: 'string', short: 'p', description: 'port to listen on (default: 4173; the next free one if taken)' },
      host: { type: 'boolean', description: 'listen on all interfaces instead of localhost only' },
    },
    positionals: 1,
  },
  {
    name: 'check',
    summary: 'Validate docs.json, pages and OpenAPI files without writing anything',
    usage: 'quire check [root] [--strict]',
    options: { strict },
    positionals: 1,
  },
  {
    name: 'nav',
    summary: 'Print the resolved navigation (the SiteModel)',
    usage: 'quire nav [root] --json',
    options: { json: { type: 'boolean', description: 'print JSON (the only format for now)' } },
    positionals: 1,
  },
  {
    name: 'schema',
    summary: 'Print the JSON Schema of docs.json (for editor autocompletion)',
    usage: 'quire schema',
    options: {},
    positionals: 0,
  },
];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.name === name);
}

export function mainHelp(version: string): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    `quire ${version} — static docs sites from a Mintlify-style docs.json`,
    '',
    'Usage: quire <command> [root] [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  -h, --help     show help (also: quire <command> --help)',
    '  -v, --version  print the version',
    '',
    '`root` is the folder holding docs.json (default: the current folder).',
    'Exit codes: 0 success, 1 problems in the docs, 2 wrong command-line usage.',
  ].join('\n');
}

export function commandHelp(spec: CommandSpec): string {
  const opts = Object.entries(spec.options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.type === 'string' ? ` <${name === 'out' ? 'dir' : 'n'}>` : ''}`;
    return `  ${flag.padEnd(22)} ${o.description}`;
  });
  return [`${spec.summary}.`, '', `Usage: ${spec.usage}`, '', 'Options:', ...opts, `  ${'-h, --help'.padEnd(22)} show this help`].join('\n');
}
