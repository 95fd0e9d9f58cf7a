import type { Database } from '@vauhti/db';
import fc from 'fast-check';
import { sql } from 'kysely';
import { PLATFORM_SCHEMA } from '../platform-database';
import type { PlatformTables } from '../platform-tables';

/*
 * A fuzzer over the platform's HTTP API, driven by its OpenAPI document: every operation gets
 * request bodies, query strings, path parameters, headers and cookies built from its own schemas,
 * both shaped like a valid request but hostile in content and plainly invalid (wrong types, huge,
 * negative and fractional numbers, long and control-character strings, missing and extra fields,
 * text that is not JSON, the wrong content type). The suites in this folder send them through
 * app.inject and check each answer with `checkAnswer` and the database with `RowSnapshots`.
 */

/** How many cases per operation (or per signed call): FUZZ_RUNS, else the suite's bounded default. */
export function fuzzRuns(boundedDefault: number): number {
  const configured = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(configured) && configured > 0 ? configured : boundedDefault;
}

/** The fast-check seed: FUZZ_SEED to replay a failure, else a fixed one so `npm test` is reproducible. */
export function fuzzSeed(): number {
  const configured = Number(process.env.FUZZ_SEED);
  return Number.isInteger(configured) ? configured : 20_261_128;
}

/** The longest text sent in one field: well over every limit the schemas declare. */
const LONG_TEXT_LENGTH_MAX = 70_000;

/** The part of JSON Schema (as fastify-type-provider-zod writes it into OpenAPI 3.0) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Operation = {
  method: HttpMethod;
  /** The OpenAPI path, parameters in braces: /api/v1/cashier/transactions/{txnId}/status. */
  path: string;
  pathParameters: Array<{ name: string; schema: JsonSchema }>;
  queryParameters: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  body: JsonSchema | undefined;
  /** Statuses of 500 and over the operation documents (a provider that is down: 502, 503). */
  documentedServerStatuses: number[];
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        pathParameters: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        queryParameters: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required === true,
            schema: parameter.schema ?? {},
          })),
        body: operation.requestBody?.content?.['application/json']?.schema,
        documentedServerStatuses: Object.keys(operation.responses ?? {})
          .map(Number)
          .filter((status) => status >= 500),
      });
    }
  }
  return operations;
}

/* Values ---------------------------------------------------------------------------------------- */

/** Text a careless or hostile client sends: control characters, NUL, lone surrogates, markup, SQL. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ minLength: 1_000, maxLength: 5_000 }),
  fc.integer({ min: 10_000, max: LONG_TEXT_LENGTH_MAX }).map((length) => 'x'.repeat(length)),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[2J',
    '\r\n\r\nX-Injected: 1',
    '\uD800',
    '\uDFFF\uD800',
    '\u202Egnp.exe',
    '\uFEFF',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '١٢٣٤٥٦',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '"; drop table players; --',
    '../../etc/passwd',
    '%00',
    '%s%n',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '0x10',
    // Decimal amounts as a payment provider might mangle them.
    '10.001',
    '-0.00',
    '1e3',
    ' 10',
    '10,00',
    '１０',
    '9999999999999999999999.99',
    'null',
    'true',
  ),
);

/** Numbers at and past every edge: huge, negative, fractional, unsafe integers. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    -0.01,
    0.1 + 0.2,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    2 ** 63,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of another kind than the schema asks for (or of the same kind, but wrong). */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, '', [], {}, [null], { '': '' }),
  hostileNumber,
  hostileText,
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting, past what a recursive validator or a query builder expects.
  fc.integer({ min: 50, max: 2_000 }).map((depth) => {
    let value: unknown = 'deep';
    for (let level = 0; level < depth; level += 1) value = [value];
    return value;
  }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Text matching a schema's pattern; undefined for none, or one fast-check cannot build from (lookahead). */
function patternText(pattern: string | undefined): fc.Arbitrary<string> | undefined {
  if (!pattern) return undefined;
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** Text of the schema's shape: matching its pattern or enum, within its lengths, hostile inside that. */
function conformingText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 5_000, LONG_TEXT_LENGTH_MAX);
  const fit = (text: string) => text.slice(0, maxLength).padEnd(minLength, 'x');
  const matching = patternText(schema.pattern);
  // Padding or cutting would break the pattern: text of the wrong length is generated again instead.
  if (matching) return matching.filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.oneof(
    hostileText.map(fit),
    fc.constant('x'.repeat(maxLength)),
    fc.constantFrom('FI', 'EUR', 'en', 'fi', 'deposit', 'sms', 'email', 'a@b.test', '2000-01-01').map(fit),
    // Amounts as the cashier takes them (decimal text), from the smallest to past any limit.
    fc.constantFrom('0.01', '10.00', '25.50', '1000.00', '99999999.99', '0.00').map(fit),
  );
}

function conformingNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMinimum = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMaximum = schema.exclusiveMaximum === true ? 1 : 0;
  const min = Math.max(schema.minimum ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER) + exclusiveMinimum;
  const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER) - exclusiveMaximum;
  if (min > max) return fc.constant(min);
  if (integer) return fc.oneof(fc.constantFrom(min, max), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
  return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true }));
}

/**
 * A value of the schema's shape (best effort: types, enums, patterns, lengths, bounds, required
 * fields), but with the hostile content the shape allows: the longest strings, the edge numbers.
 */
export function conforming(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const value = conformingOfType(schema, depth);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function conformingOfType(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((variant) => conforming(variant, depth + 1)));
  const [type] = typesOf(schema);
  switch (type) {
    case 'string':
      return conformingText(schema);
    case 'integer':
      return conformingNumber(schema, true);
    case 'number':
      return conformingNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(conforming(schema.items ?? {}, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
    case 'object':
      return conformingObject(schema, depth);
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function conformingObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = conforming(property, depth + 1);
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value the schema must refuse, or at least must not choke on: a wrong type, or a spoiled object. */
export function invalid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const [type] = typesOf(schema);
  if (type !== 'object' || !schema.properties) return wrongValue;
  return fc.oneof(wrongValue, spoiledObject(schema));
}

/** A valid-shaped object with one thing wrong: a required field dropped, a field spoiled, junk added. */
export function spoiledObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = (schema.required ?? []).filter((name) => name in properties);
  const base = conformingObject(schema, 0);
  const junkName = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'playerId', 'admin', 'role', 'status', 'balance'),
    fc.string({ maxLength: 12 }),
  );
  const spoilers: Array<fc.Arbitrary<Record<string, unknown>>> = [
    fc
      .tuple(base, fc.dictionary(junkName, wrongValue, { minKeys: 1, maxKeys: 4 }))
      .map(([body, junk]) => ({ ...junk, ...body })),
  ];
  if (names.length > 0) {
    spoilers.push(
      fc.tuple(base, fc.constantFrom(...names), wrongValue).map(([body, name, value]) => ({ ...body, [name]: value })),
    );
  }
  if (required.length > 0) {
    spoilers.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([body, name]) => {
        const { [name]: _dropped, ...rest } = body;
        return rest;
      }),
    );
  }
  return fc.oneof(...spoilers);
}

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (as U+FFFD). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A value as it appears in a URL: plain when it is plain, else percent-encoded. */
function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return /^[A-Za-z0-9._~-]*$/.test(text) ? text : percentEncode(text);
}

/** Raw URL pieces that are not valid percent-encoding or that walk the path. */
const brokenUrlText = fc.constantFrom(
  '%',
  '%%',
  '%FF%FE',
  '%E0%A4%A',
  'a%00b',
  '..',
  '%2e%2e',
  '%2F',
  '',
  '[]',
  '%5B%5D',
);

/* Requests -------------------------------------------------------------------------------------- */

/** Who sends: a registered player, one after registration step 1 only, nobody, a forged session. */
export type FuzzIdentity = 'player' | 'registering' | 'visitor' | 'garbage-session';

export type FuzzRequest = {
  method: HttpMethod;
  url: string;
  identity: FuzzIdentity;
  headers: Record<string, string>;
  /** Extra cookies (besides the identity's session cookie), as name=value pairs. */
  cookies: string[];
  payload: string | undefined;
};

/** A header value inject can carry: visible ASCII only. */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 }),
  fc.constantFrom('', ' ', 'null', '0', '-1', '999999999999999999999', 'x'.repeat(8_000)),
);

const ODD_HEADER_NAMES = [
  'accept',
  'accept-language',
  'accept-encoding',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'forwarded',
  'cf-ipcountry',
  'if-none-match',
  'if-modified-since',
  'range',
  'referer',
  'sec-fetch-site',
  'x-provider-id',
  'x-signature',
  'x-merchant-id',
  'authorization',
] as const;

const oddHeaders = fc.dictionary(fc.constantFrom(...ODD_HEADER_NAMES), headerText, { maxKeys: 3 });

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json, text/plain',
  '',
] as const;

/** Cookies the platform reads besides the session: the dev country and cashier-type overrides. */
function oddCookies(cookieNames: string[]): fc.Arbitrary<string[]> {
  const cookie = fc
    .tuple(
      fc.constantFrom(...cookieNames, 'x'),
      fc.oneof(
        hostileText.map((text) => text.slice(0, 200)),
        brokenUrlText,
      ),
    )
    .map(([name, text]) => `${name}=${urlText(text)}`);
  return fc.array(cookie, { maxLength: 3 });
}

/**
 * The path with each parameter filled: a value of its shape, or (unless `shaped`) a wrong one or
 * broken encoding.
 */
function pathOf(operation: Operation, shaped: boolean): fc.Arbitrary<string> {
  if (operation.pathParameters.length === 0) return fc.constant(operation.path);
  const values = operation.pathParameters.map(({ schema }) =>
    shaped
      ? conforming(schema).map(urlText)
      : fc.oneof(
          { weight: 3, arbitrary: conforming(schema).map(urlText) },
          { weight: 2, arbitrary: wrongValue.map(urlText) },
          { weight: 1, arbitrary: brokenUrlText },
        ),
  );
  return fc
    .tuple(...values)
    .map((filled) =>
      operation.pathParameters.reduce(
        (path, { name }, index) => path.replace(`{${name}}`, filled[index] ?? ''),
        operation.path,
      ),
    );
}

/**
 * A query string from the operation's parameters: when `shaped`, each required one once with a
 * value of its shape and each optional one or not; else fitting or wrong, dropped or repeated, and junk.
 */
function queryOf(operation: Operation, shaped: boolean): fc.Arbitrary<string> {
  const parameters = operation.queryParameters.map(({ name, required, schema }) => {
    if (shaped) {
      return fc
        .tuple(conforming(schema).map(urlText), fc.constantFrom(...(required ? [1] : [1, 0])))
        .map(([value, times]) => Array.from({ length: times }, () => `${name}=${value}`));
    }
    return fc
      .tuple(
        fc.oneof(
          { weight: 3, arbitrary: conforming(schema).map(urlText) },
          { weight: 2, arbitrary: wrongValue.map(urlText) },
          { weight: 1, arbitrary: brokenUrlText },
        ),
        // Dropped (a required one too), once, or repeated (an array where one value belongs).
        fc.constantFrom(...(required ? [1, 1, 1, 0, 2] : [1, 0, 0, 2])),
      )
      .map(([value, times]) => Array.from({ length: times }, () => `${name}=${value}`));
  });
  if (shaped) return fc.tuple(...parameters).map((pairs) => pairs.flat().join('&'));
  const junk = fc.array(
    fc
      .tuple(fc.constantFrom('x', '__proto__', 'a[b]', '', 'limit[]', 'cursor'), fc.oneof(hostileText, brokenUrlText))
      .map(([name, value]) => `${name}=${urlText(value)}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...parameters), junk, fc.constantFrom('', '', '&&', '&=&'))
    .map(([pairs, extra, tail]) => [...pairs.flat(), ...extra].join('&') + tail);
}

/** The body text: JSON of a fitting or spoiled value, or text that is not JSON at all. */
function payloadOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const fitting = schema ? conforming(schema) : fc.jsonValue({ maxDepth: 2 });
  const wrong = schema ? invalid(schema) : wrongValue;
  const asJson = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { weight: 3, arbitrary: fitting.map(asJson) },
    { weight: 5, arbitrary: wrong.map(asJson) },
    // JSON number literals JSON.stringify never writes: past double range, more digits than fit.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fitting.map(asJson),
          fc.constantFrom('1e999', '-1e999', '-0', '123456789012345678901234567890', '1.0e-400'),
        )
        .map(([text, literal]) => text.replace(/(:\s*)(-?\d+(\.\d+)?)/, `$1${literal}`)),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          '{',
          '}',
          '{"a":}',
          '{"a":1,"a":2}',
          "{'a':1}",
          '[',
          'undefined',
          'NaN',
          '\u0000',
          '{"a":"\\ud800"}',
        ),
        // Past the body limit every service sets (256 KiB).
        fc.constant(JSON.stringify({ padding: 'x'.repeat(300_000) })),
        fitting.map(asJson).map((text) => text.slice(0, Math.max(1, text.length - 1))),
        fc.string({ maxLength: 200 }),
      ),
    },
  );
}

export type RequestContext = {
  /** An origin the platform's Origin check allows, so the check does not hide the handlers. */
  allowedOrigin: string;
  /** Names of the cookies the platform reads besides the session cookie. */
  cookieNames: string[];
};

/**
 * One hostile request for the operation: half of them shaped like a valid request (path, query
 * and JSON body of the schemas' shape, hostile only in content) so they reach the handlers, the
 * rest broken anywhere.
 */
export function requestsFor(operation: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc.boolean().chain((shaped) => requestOfKind(operation, context, shaped));
}

function requestOfKind(operation: Operation, context: RequestContext, shaped: boolean): fc.Arbitrary<FuzzRequest> {
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const shapedBody = fc.tuple(
    (operation.body ? conforming(operation.body) : fc.constant({})).map((value) => JSON.stringify(value) ?? 'null'),
    fc.constant('application/json'),
  );
  const brokenBody = fc.tuple(
    payloadOf(operation.body),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
  );
  const body = hasBody ? (shaped ? shapedBody : brokenBody) : fc.constant(undefined);
  return fc
    .record({
      path: pathOf(operation, shaped),
      query: queryOf(operation, shaped),
      identity: fc.constantFrom<FuzzIdentity>(
        'player',
        'player',
        'player',
        'registering',
        'visitor',
        'garbage-session',
      ),
      body,
      headers: oddHeaders,
      cookies: oddCookies(context.cookieNames),
      // Now and then no Origin, or a foreign one: then the Origin check answers, with its envelope.
      origin: shaped
        ? fc.constant(context.allowedOrigin)
        : fc.constantFrom(context.allowedOrigin, context.allowedOrigin, context.allowedOrigin, undefined, 'null'),
    })
    .map(({ path, query, identity, body: sent, headers, cookies, origin }) => ({
      method: operation.method,
      url: query === '' ? path : `${path}?${query}`,
      identity,
      headers: {
        ...headers,
        ...(origin === undefined ? {} : { origin }),
        ...(sent && sent[1] !== '' ? { 'content-type': sent[1] } : {}),
      },
      cookies,
      payload: sent?.[0],
    }));
}

/** A garbage session cookie value: the wrong length, the wrong alphabet, or almost a token. */
export const garbageSessionToken = fc.oneof(
  fc.constantFrom('', 'x', 'null', 'undefined', '%00', 'a'.repeat(43), 'A'.repeat(5_000)),
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
    maxLength: 64,
  }),
  hostileText.map((text) => urlText(text.slice(0, 300))),
);

/* Checks ---------------------------------------------------------------------------------------- */

export type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

const STABLE_CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * Why an answer breaks the rules, or null: never a server fault (a status of 500 or over the
 * operation does not document), and every refusal the error envelope with a stable code.
 */
export function faultOf(answer: Answer, options: { documentedServerStatuses?: number[] } = {}): string | null {
  const documented = options.documentedServerStatuses ?? [];
  if (answer.statusCode >= 500 && !documented.includes(answer.statusCode)) {
    return `a server fault: ${answer.statusCode} ${answer.body.slice(0, 500)}`;
  }
  if (answer.statusCode < 400) return null;
  return envelopeFaultOf(answer.body);
}

/** Why a body is not the error envelope { error: { code, message, details? } }, or null. */
export function envelopeFaultOf(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a refusal that is not JSON: ${body.slice(0, 300)}`;
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (typeof error !== 'object' || error === null) return `a refusal without the error envelope: ${body.slice(0, 300)}`;
  if (typeof error.code !== 'string' || !STABLE_CODE.test(error.code)) {
    return `a refusal without a stable code: ${body.slice(0, 300)}`;
  }
  if (typeof error.message !== 'string') return `a refusal without a message: ${body.slice(0, 300)}`;
  if (error.details !== undefined && (typeof error.details !== 'object' || error.details === null)) {
    return `a refusal whose details are not an object: ${body.slice(0, 300)}`;
  }
  return null;
}

/* Writes ---------------------------------------------------------------------------------------- */

/**
 * Every table of the platform schema, each as its row count and its newest row version (xmin):
 * an insert or a delete changes the count, an update (even to the same values) the version.
 */
export class RowSnapshots {
  private constructor(
    private readonly database: Database<PlatformTables>,
    private readonly query: ReturnType<typeof sql.raw>,
  ) {}

  static async of(database: Database<PlatformTables>): Promise<RowSnapshots> {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = ${PLATFORM_SCHEMA} and table_type = 'BASE TABLE'
      order by table_name
    `.execute(database.kysely);
    if (rows.length === 0) throw new Error(`no tables in schema ${PLATFORM_SCHEMA}`);
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const selects = rows.map(
      ({ table_name: table }) =>
        `select '${table.replaceAll("'", "''")}' as name, count(*)::text || '@' || coalesce(max(xmin::text::bigint), 0)::text as state from ${quote(PLATFORM_SCHEMA)}.${quote(table)}`,
    );
    return new RowSnapshots(database, sql.raw(selects.join(' union all ')));
  }

  /**
   * A snapshot once background work has gone quiet: the app's job worker runs the jobs it queued
   * at start-up within its first polls, and those writes belong to no request. Waits until nothing
   * changed for `quietMs`, at most `timeoutMs`.
   */
  async settled(quietMs = 2_500, timeoutMs = 30_000): Promise<Map<string, string>> {
    const deadline = Date.now() + timeoutMs;
    let last = await this.take();
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`the database did not go quiet within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const next = await this.take();
      if (changedTables(last, next).length > 0) quietSince = Date.now();
      last = next;
    }
    return last;
  }

  /** Table name to "rows@newest version". */
  async take(): Promise<Map<string, string>> {
    const { rows } = await this.query.execute(this.database.kysely);
    return new Map((rows as Array<{ name: string; state: string }>).map((row) => [row.name, row.state]));
  }
}

/** The tables whose state differs between two snapshots, as "table: before -> after". */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [table, state] of after) {
    if (before.get(table) !== state) changed.push(`${table}: ${before.get(table)} -> ${state}`);
  }
  return changed;
}

/** A request as a line a reader can replay with app.inject. */
export function describeRequest(request: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}): string {
  const payload = request.payload === undefined ? '' : ` payload=${JSON.stringify(request.payload.slice(0, 2_000))}`;
  return `${request.method} ${request.url.slice(0, 2_000)} headers=${JSON.stringify(request.headers ?? {}).slice(0, 2_000)}${payload}`;
}

/* Signed server-to-server calls --------------------------------------------------------------- */

/** `ts` as a signed call carries it: mostly now, else missing, stale, far ahead, or not a number. */
function timestampOf(nowMs: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(nowMs) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        undefined,
        nowMs - 301_000,
        nowMs + 301_000,
        nowMs + 0.5,
        -1,
        0,
        Number.MAX_SAFE_INTEGER,
        String(nowMs),
        null,
        [nowMs],
      ),
    },
  );
}

/**
 * The body text of a signed call (signed afterwards, whatever it holds): a valid body for a real
 * player with one field replaced by a fitting but hostile value, spoiled (a field wrong, dropped,
 * junk added), a random body of the schema's shape, another JSON value, or text that is not JSON.
 */
export function signedCallPayloads(
  schema: JsonSchema,
  makeValid: () => Record<string, unknown>,
  nowMs: number,
): fc.Arbitrary<string> {
  const names = Object.keys(schema.properties ?? {});
  const fieldOf = (name: string) => schema.properties?.[name] ?? {};
  const fitted = fc
    .constantFrom(...names)
    .chain((name) => conforming(fieldOf(name)).map((value) => ({ name, value })))
    .map(({ name, value }) => ({ ...makeValid(), [name]: value }));
  const spoiled = fc
    .tuple(fc.constantFrom(...names), wrongValue, fc.constantFrom('replace', 'drop', 'junk'))
    .map(([name, value, how]) => {
      const valid = makeValid();
      if (how === 'replace') return { ...valid, [name]: value };
      // A computed __proto__ key is an own field, sent in the JSON (a literal one would set the prototype).
      if (how === 'junk') return { ...valid, [`${name}_`]: value, ['__proto__']: value };
      const { [name]: _dropped, ...rest } = valid;
      return rest;
    });
  const body = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null).map(() => makeValid()) },
    { weight: 4, arbitrary: fitted },
    { weight: 4, arbitrary: spoiled },
    { weight: 1, arbitrary: conforming(schema) },
    { weight: 1, arbitrary: wrongValue },
  );
  const withTimestamp = fc.tuple(body, timestampOf(nowMs)).map(([value, ts]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value) ?? 'null';
    return JSON.stringify(ts === undefined ? value : { ...value, ts });
  });
  return fc.oneof(
    { weight: 10, arbitrary: withTimestamp },
    {
      weight: 1,
      arbitrary: fc
        .tuple(withTimestamp, fc.constantFrom('1e999', '-1e999', '-0', '123456789012345678901234567890', '1.5'))
        .map(([text, literal]) => text.replace(/("amount"\s*:\s*)(-?\d+)/, `$1${literal}`)),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('', '{', '{"ts":}', '[]', 'null', '{"a":1,"a":2}', '\u0000', '{"__proto__":{"ts":1}}'),
        fc.constant(JSON.stringify({ padding: 'x'.repeat(300_000), ts: nowMs })),
        withTimestamp.map((text) => text.slice(0, Math.max(1, text.length - 2))),
        fc.string({ maxLength: 200 }),
      ),
    },
  );
}
