/**
 * The operator CLI: `npm run ops -- <command> [options] [--json]`. It opens the platform
 * database directly, or, when a running platform holds the embedded database, sends the command
 * to that platform over loopback with the token the platform wrote at start.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { dataDirectoryOwner } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { loadPlatformConfig, type PlatformConfig } from '../config';
import { systemClock } from '../infra/time/clock';
import { openPlatformDatabase } from '../platform-database';
import { createPlatformServices } from '../services';
import { OPS_COMMANDS, type OpsOutcome, runOpsCommand } from './commands';
import { readOpsToken } from './ops-token';

const STRING_FLAGS = [
  'email',
  'password',
  'country',
  'currency',
  'balance',
  'reason',
  'first-name',
  'last-name',
  'birth-date',
  'street',
  'city',
  'zip',
  'phone',
  'national-id',
  'player',
  'amount',
  'key',
  'limit',
  'after',
  'operator',
  'level',
  'required',
  'type',
  'version',
  'game',
  'tx',
  'since',
  'decision',
  'method',
  'language',
] as const;

function usage(): string {
  return [
    'usage: npm run ops -- <command> [options] [--json]',
    '',
    ...OPS_COMMANDS.flatMap((command) => [`  ${command.usage}`, `      ${command.summary}`]),
  ].join('\n');
}

function camelCase(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function parseCommandLine(argv: string[]) {
  const [name, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      ...Object.fromEntries(STRING_FLAGS.map((flag) => [flag, { type: 'string' as const }])),
      verified: { type: 'boolean' },
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const options: Record<string, unknown> = { operator: userInfo().username };
  for (const [flag, value] of Object.entries(values)) {
    if (flag !== 'json' && flag !== 'help') options[camelCase(flag)] = value;
  }
  return { name, options, json: values.json === true, help: values.help === true };
}

async function runDirect(config: PlatformConfig, name: string, options: Record<string, unknown>): Promise<OpsOutcome> {
  const logger = createLogger({ name: 'ops', level: 'warn' });
  const database = await openPlatformDatabase(config);
  try {
    const services = createPlatformServices({ database, config, clock: systemClock, logger });
    return await runOpsCommand(services, name, options);
  } finally {
    await database.close();
  }
}

async function runRemote(config: PlatformConfig, name: string, options: Record<string, unknown>): Promise<OpsOutcome> {
  const token = readOpsToken(config.database.dataDir);
  if (!token) throw new Error(`the running platform left no operator token in ${config.database.dataDir}`);
  const response = await fetch(`http://127.0.0.1:${config.port}/api/ops/v1/commands/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': token },
    body: JSON.stringify(options),
  });
  const body = (await response.json()) as OpsOutcome | { error: { code: string; message: string } };
  if ('error' in body) throw new Error(`the platform refused the command: ${body.error.code}: ${body.error.message}`);
  return body;
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage()}`);
    return 2;
  }
  if (!parsed.name || parsed.help || parsed.name === 'help') {
    console.log(usage());
    return parsed.name ? 0 : 2;
  }
  const config = loadPlatformConfig();
  const platformRunning = !config.database.url && dataDirectoryOwner(config.database.dataDir) !== undefined;
  const outcome = platformRunning
    ? await runRemote(config, parsed.name, parsed.options)
    : await runDirect(config, parsed.name, parsed.options);
  console.log(parsed.json ? JSON.stringify(outcome.data, null, 2) : outcome.text);
  return outcome.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`ops failed: ${(error as Error).message}`);
    process.exitCode = 1;
  },
);
