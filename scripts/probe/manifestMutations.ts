/**
 * Mutations of the real site-config files that are invalid by construction: each breaks a rule
 * of the schemas (a required key deleted, a type the schema does not allow, an unknown key where
 * the schema forbids extras) or of the project (`$ref` out of site-configs/, rules the engine
 * refuses, unknown gates, limits, JSON syntax). Whether it is invalid is decided here, from the
 * schemas and the rules, never by asking the checker under test.
 *
 * Everything random comes from the `random` function handed in, so a seed repeats a run.
 */
import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import type { BlockSchemaInfo } from '../../src/manifestCheck/siteConfigs';

export type FileKind = 'site' | 'gates' | 'environments' | 'messages';
type Path = (string | number)[];
type Json = unknown;
type JsonObject = Record<string, unknown>;

export interface Mutation {
  /** Short name of what was done, for the break table (`unknownBlockType /pages/home/blocks/2`). */
  name: string;
  text: string;
}

export interface MutationContext {
  kind: FileKind;
  text: string;
  blocks: ReadonlyMap<string, BlockSchemaInfo['schema']>;
  /** Other sites' ids (for a duplicated id). */
  otherSiteIds: string[];
  /** The repository root, for absolute `$ref`s. */
  repoRoot: string;
  random: () => number;
}

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

const pointerOf = (path: Path) =>
  path.length
    ? `/${path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`
    : '/';

const nodeLists = new WeakMap<object, { path: Path; value: Json }[]>();

/**
 * Every node of a value, with its path (iterative: depth is no concern). Listed once per parsed
 * document (mutators look before they change anything).
 */
function nodes(value: Json): { path: Path; value: Json }[] {
  const cached = value !== null && typeof value === 'object' ? nodeLists.get(value) : undefined;
  if (cached) return cached;
  const found: { path: Path; value: Json }[] = [];
  const pending: { path: Path; value: Json }[] = [{ path: [], value }];
  while (pending.length) {
    const node = pending.pop()!;
    found.push(node);
    if (Array.isArray(node.value))
      node.value.forEach((item, index) =>
        pending.push({ path: [...node.path, index], value: item }),
      );
    else if (isObject(node.value))
      for (const key of Object.keys(node.value))
        pending.push({ path: [...node.path, key], value: node.value[key] });
  }
  found.reverse();
  if (value !== null && typeof value === 'object') nodeLists.set(value, found);
  return found;
}

/** Nodes whose path matches a pattern (`*`: any key or index; never `$schema`). */
function matching(value: Json, pattern: string): { path: Path; value: Json }[] {
  const segments = pattern === '' ? [] : pattern.split('/').slice(1);
  return nodes(value).filter(
    ({ path }) =>
      path.length === segments.length &&
      segments.every((segment, index) =>
        segment === '*' ? path[index] !== '$schema' : String(path[index]) === segment,
      ),
  );
}

function parentOf(root: Json, path: Path): Json {
  let node = root;
  for (const segment of path.slice(0, -1)) node = (node as JsonObject)[segment as string];
  return node;
}

function setAt(root: Json, path: Path, value: Json): void {
  (parentOf(root, path) as JsonObject)[path[path.length - 1] as string] = value;
}

function deleteAt(root: Json, path: Path): void {
  const parent = parentOf(root, path);
  const last = path[path.length - 1];
  if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete (parent as JsonObject)[last as string];
}

function getAt(root: Json, path: Path): Json {
  let node = root;
  for (const segment of path) node = (node as JsonObject)[segment as string];
  return node;
}

// ---------------------------------------------------------------------------------------------
// What the schemas say, by path: types, required keys, objects without extra keys.

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

const TYPED: Record<FileKind, [string, JsonType[]][]> = {
  site: [
    ['/schemaVersion', ['integer']],
    ['/id', ['string']],
    ['/kind', ['string']],
    ['/title', ['string']],
    ['/match', ['object']],
    ['/match/pathPrefix', ['string']],
    ['/theme', ['object']],
    ['/theme/default', ['string']],
    ['/header', ['object']],
    ['/header/variant', ['string']],
    ['/header/title', ['string']],
    ['/header/menu', ['array']],
    ['/header/menu/*', ['object']],
    ['/header/menu/*/label', ['string']],
    ['/header/menu/*/to', ['string']],
    ['/footer', ['object']],
    ['/footer/variant', ['string']],
    ['/floatBar/*', ['boolean']],
    ['/facts/*', ['string', 'number', 'boolean']],
    ['/routes', ['array']],
    ['/routes/*', ['object']],
    ['/routes/*/path', ['string']],
    ['/routes/*/page', ['string']],
    ['/routes/*/title', ['string']],
    ['/routes/*/guard', ['string']],
    ['/pages', ['object']],
    ['/pages/*', ['object']],
    ['/pages/*/blocks', ['array']],
    ['/pages/*/blocks/*', ['object']],
    ['/pages/*/blocks/*/type', ['string']],
    ['/pages/*/blocks/*/id', ['string']],
    ['/pages/*/blocks/*/props', ['object']],
    ['/gates', ['object']],
    ['/gates/*', ['object']],
    ['/gates/*/$ref', ['string']],
    ['/gates/*/rules', ['array']],
    ['/gates/*/rules/*/then', ['object']],
  ],
  gates: [
    ['/*', ['object']],
    ['/*/description', ['string']],
    ['/*/rules', ['array']],
    ['/*/rules/*', ['object']],
    ['/*/rules/*/id', ['string']],
    ['/*/rules/*/when', ['boolean', 'object']],
    ['/*/rules/*/then', ['object']],
  ],
  environments: [
    ['/schemaVersion', ['integer']],
    ['/default', ['string']],
    ['/environments', ['object']],
    ['/environments/*', ['object']],
    ['/environments/*/label', ['string']],
    ['/environments/*/appId', ['string']],
    ['/environments/*/channelServiceName', ['string']],
    ['/environments/*/appendVersionParam', ['boolean']],
    ['/environments/*/services', ['object']],
    ['/environments/*/specialSpace', ['object']],
  ],
  messages: [['/*', ['string']]],
};

const REQUIRED: Record<FileKind, [string, string[]][]> = {
  site: [
    [
      '',
      [
        'schemaVersion',
        'id',
        'kind',
        'title',
        'match',
        'theme',
        'header',
        'footer',
        'routes',
        'pages',
      ],
    ],
    ['/theme', ['default']],
    ['/header', ['variant', 'title', 'menu']],
    ['/header/menu/*', ['label', 'to']],
    ['/footer', ['variant']],
    ['/routes/*', ['path', 'page']],
    ['/pages/*', ['blocks']],
    ['/pages/*/blocks/*', ['type']],
    ['/gates/*/rules/*', ['when', 'then']],
  ],
  gates: [
    ['/*', ['rules']],
    ['/*/rules/*', ['when', 'then']],
  ],
  environments: [
    ['', ['schemaVersion', 'default', 'environments']],
    ['/environments', ['production', 'pre-production', 'beta', 'local']],
    [
      '/environments/*',
      [
        'label',
        'appId',
        'channelServiceName',
        'appendVersionParam',
        'services',
        'channels',
        'libraries',
        'contests',
        'tenants',
        'microApps',
        'specialSpace',
      ],
    ],
  ],
  messages: [],
};

/** Objects whose schema allows no keys but its own. */
const CLOSED: Record<FileKind, string[]> = {
  site: [
    '',
    '/match',
    '/theme',
    '/header',
    '/header/menu/*',
    '/footer',
    '/floatBar',
    '/routes/*',
    '/pages/*',
    '/pages/*/blocks/*',
    '/gates/*',
    '/gates/*/rules/*',
    '/gates/*/rules/*/then',
  ],
  gates: ['/*', '/*/rules/*', '/*/rules/*/then'],
  environments: [''],
  messages: [],
};

/** A value of a type the schema does not allow at that place. */
function wrongValue(random: () => number, allowed: JsonType[]): Json {
  const candidates: [JsonType, Json][] = [
    ['number', 4.5],
    ['string', 'zz-text'],
    ['boolean', true],
    ['null', null],
    ['array', [1]],
    ['object', { zz: 1 }],
  ];
  // 4.5 is a number but no integer, so it breaks an integer place too.
  return pick(
    random,
    candidates.filter(([type]) => !allowed.includes(type)).map(([, value]) => value),
  );
}

/** Types, required keys and closedness of each block's top-level props, from its schema. */
function blockProps(ctx: MutationContext, site: Json) {
  const found: {
    path: Path;
    props: JsonObject;
    schema: Record<string, unknown>;
  }[] = [];
  for (const { path, value } of matching(site, '/pages/*/blocks/*')) {
    if (!isObject(value) || typeof value.type !== 'string' || !isObject(value.props)) continue;
    const schema = ctx.blocks.get(value.type);
    if (schema) found.push({ path: [...path, 'props'], props: value.props, schema });
  }
  return found;
}

function simpleType(schema: unknown): JsonType[] | null {
  if (!isObject(schema)) return null;
  if (schema.oneOf || schema.anyOf || schema.allOf || schema.$ref) return null;
  const type = schema.type;
  if (typeof type === 'string') return [type as JsonType];
  if (Array.isArray(type)) return type as JsonType[];
  return null;
}

// ---------------------------------------------------------------------------------------------
// The mutations.

type Mutator = (ctx: MutationContext, value: Json) => Mutation | null;

const serialize = (value: Json) => `${JSON.stringify(value, null, 2)}\n`;

/** Replaces a marker property in the serialized text, for keys JSON.stringify cannot write. */
function withRawProperty(
  value: Json,
  target: Path,
  rawProperty: string,
  random: () => number,
): string {
  const marker = `zzMarker${Math.floor(random() * 1e9)}`;
  (getAt(value, target) as JsonObject)[marker] = 0;
  return serialize(value).replace(`"${marker}": 0`, rawProperty);
}

const deleteRequired: Mutator = (ctx, value) => {
  const choices: Path[] = [];
  for (const [pattern, keys] of REQUIRED[ctx.kind])
    for (const { path, value: node } of matching(value, pattern))
      if (isObject(node)) for (const key of keys) if (key in node) choices.push([...path, key]);
  if (ctx.kind === 'site')
    for (const { path, props, schema } of blockProps(ctx, value))
      for (const key of (schema.required as string[] | undefined) ?? [])
        if (key in props) choices.push([...path, key]);
  if (!choices.length) return null;
  const path = pick(ctx.random, choices);
  deleteAt(value, path);
  return { name: `deleteRequired ${pointerOf(path)}`, text: serialize(value) };
};

const wrongType: Mutator = (ctx, value) => {
  const choices: [Path, JsonType[]][] = [];
  for (const [pattern, allowed] of TYPED[ctx.kind])
    for (const { path } of matching(value, pattern)) choices.push([path, allowed]);
  if (ctx.kind === 'site')
    for (const { path, props, schema } of blockProps(ctx, value))
      for (const key of Object.keys(props)) {
        const allowed = simpleType((schema.properties as JsonObject | undefined)?.[key]);
        if (allowed) choices.push([[...path, key], allowed]);
      }
  if (!choices.length) return null;
  const [path, allowed] = pick(ctx.random, choices);
  setAt(value, path, wrongValue(ctx.random, allowed));
  return { name: `wrongType ${pointerOf(path)}`, text: serialize(value) };
};

const unknownKey: Mutator = (ctx, value) => {
  if (ctx.kind === 'messages') {
    (value as JsonObject)['Not A Key!'] = 'x';
    return { name: 'unknownKey (not a message key)', text: serialize(value) };
  }
  const choices: Path[] = [];
  for (const pattern of CLOSED[ctx.kind])
    for (const { path, value: node } of matching(value, pattern))
      if (isObject(node)) choices.push(path);
  if (ctx.kind === 'site')
    for (const { path, schema } of blockProps(ctx, value))
      if (schema.additionalProperties === false) choices.push(path);
  if (!choices.length) return null;
  const path = pick(ctx.random, choices);
  (getAt(value, path) as JsonObject).zzUnknownKey = 1;
  return { name: `unknownKey ${pointerOf(path)}`, text: serialize(value) };
};

const prototypeKey: Mutator = (ctx, value) => {
  const objects = nodes(value).filter((node) => isObject(node.value));
  const { path } = pick(ctx.random, objects);
  const key = pick(ctx.random, ['__proto__', 'constructor', 'prototype']);
  const text = withRawProperty(value, path, `"${key}": { "polluted": true }`, ctx.random);
  return { name: `prototypeKey ${key} at ${pointerOf(path)}`, text };
};

const duplicateKey: Mutator = (ctx, value) => {
  const objects = nodes(value).filter(
    (node) => isObject(node.value) && Object.keys(node.value).length > 0,
  );
  const { path, value: node } = pick(ctx.random, objects);
  const key = pick(ctx.random, Object.keys(node as JsonObject));
  const text = withRawProperty(
    value,
    path,
    `${JSON.stringify(key)}: ${JSON.stringify((node as JsonObject)[key])}`,
    ctx.random,
  );
  return { name: `duplicateKey ${pointerOf([...path, key])}`, text };
};

const deepNesting: Mutator = (ctx, value) => {
  const objects = nodes(value).filter((node) => isObject(node.value));
  const { path } = pick(ctx.random, objects);
  const depth = 65 + Math.floor(ctx.random() * 5000);
  const text = withRawProperty(
    value,
    path,
    `"deep": ${'['.repeat(depth)}${']'.repeat(depth)}`,
    ctx.random,
  );
  return { name: `deepNesting ${depth} at ${pointerOf(path)}`, text };
};

const hugeString: Mutator = (ctx, value) => {
  const strings = nodes(value).filter((node) => typeof node.value === 'string' && node.path.length);
  if (!strings.length) return null;
  const { path } = pick(ctx.random, strings);
  const huge = ctx.random() < 0.3;
  const length = huge ? 5_000_000 : 65 * 1024 + Math.floor(ctx.random() * 100_000);
  setAt(value, path, 'x'.repeat(length));
  return {
    name: `${huge ? 'hugeString 5 MB' : `longString ${length}`} at ${pointerOf(path)}`,
    text: serialize(value),
  };
};

const rootNotObject: Mutator = (ctx, value) => {
  const roots: [string, string][] = [
    ['list', serialize([value])],
    ['text', '"site"\n'],
    ['number', '42\n'],
    ['null', 'null\n'],
  ];
  const [name, text] = pick(ctx.random, roots);
  return { name: `rootNotObject ${name}`, text };
};

const emptyFile: Mutator = (ctx) => ({
  name: 'emptyFile',
  text: pick(ctx.random, ['', ' ', '\n\n', '\t \r\n']),
});

/** Syntax errors on the text itself: a trailing comma, a truncation, junk bytes. */
const syntaxError: Mutator = (ctx) => {
  const { text, random } = ctx;
  const choice = pick(random, ['trailingComma', 'truncation', 'junkBytes']);
  if (choice === 'trailingComma') {
    // A comma after the last member of an object or list (found in the tree, not in strings).
    const ends: number[] = [];
    const pending: JsonNode[] = [parseTree(text)!];
    while (pending.length) {
      const node = pending.pop()!;
      const children = node.children ?? [];
      if ((node.type === 'object' || node.type === 'array') && children.length) {
        const last = children[children.length - 1];
        ends.push(last.offset + last.length);
      }
      pending.push(...children);
    }
    const at = pick(random, ends);
    return { name: `trailingComma at ${at}`, text: `${text.slice(0, at)},${text.slice(at)}` };
  }
  if (choice === 'truncation') {
    const at = 1 + Math.floor(random() * (text.trimEnd().length - 2));
    return { name: `truncation at ${at}`, text: text.slice(0, at) };
  }
  // Control characters other than tab, newline and return: invalid inside and outside strings.
  const junk = Array.from({ length: 1 + Math.floor(random() * 8) }, () =>
    String.fromCharCode(pick(random, [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 27, 31])),
  ).join('');
  const at = Math.floor(random() * text.length);
  return { name: `junkBytes at ${at}`, text: `${text.slice(0, at)}${junk}${text.slice(at)}` };
};

// -- rules ---------------------------------------------------------------------------------------

const MALFORMED_RULES: Json[] = [
  { and: [true], or: [true] },
  { var: 5 },
  { var: { cat: ['logged', 'In'] } },
  { var: 'constructor.name' },
  { noSuchOperator: [1] },
  { '==': [{ var: 'loggedIn' }, true] },
  { before: [{ var: 'now' }] },
  [{ var: 'loggedIn' }],
  'true',
  {},
  { var: 'noSuchFact' },
  { hasRole: 'NO_SUCH_ROLE' },
  { map: [[1], { var: '' }] },
  { '+': ['1', 2] },
  { in: ['TEACHER', 5] },
];

const BAD_DATES = [
  '2024/07/01',
  '2024-13-01',
  '07/01/2024',
  '2024-07-01T25:00',
  'tomorrow',
  '2024-02-30',
  '2024-7-1',
];

/** Places where a condition rule stands; a site without one gets a `visibleWhen` on a block. */
function conditionPlaces(ctx: MutationContext, value: Json): Path[] {
  const patterns =
    ctx.kind === 'gates'
      ? ['/*/rules/*/when']
      : ['/gates/*/rules/*/when', '/header/menu/*/visibleWhen', '/pages/*/blocks/*/visibleWhen'];
  const places = patterns.flatMap((pattern) => matching(value, pattern).map((node) => node.path));
  if (ctx.kind === 'site') {
    places.push(
      ...matching(value, '/pages/*/blocks/*').map(({ path }) => [...path, 'visibleWhen']),
    );
    places.push(...matching(value, '/header/menu/*').map(({ path }) => [...path, 'visibleWhen']));
  }
  return places;
}

const malformedLogic: Mutator = (ctx, value) => {
  const places = conditionPlaces(ctx, value);
  if (!places.length) return null;
  const path = pick(ctx.random, places);
  const rule = pick(ctx.random, MALFORMED_RULES);
  setAt(value, path, rule);
  return {
    name: `malformedLogic ${JSON.stringify(rule)} at ${pointerOf(path)}`,
    text: serialize(value),
  };
};

const badDateLiteral: Mutator = (ctx, value) => {
  const places = conditionPlaces(ctx, value);
  if (!places.length) return null;
  const path = pick(ctx.random, places);
  const date = pick(ctx.random, BAD_DATES);
  const operator = pick(ctx.random, ['before', 'after']);
  setAt(value, path, { [operator]: [{ var: 'now' }, date] });
  return { name: `badDateLiteral ${date} at ${pointerOf(path)}`, text: serialize(value) };
};

// -- site manifests ------------------------------------------------------------------------------

const unknownBlockType: Mutator = (ctx, value) => {
  const blocks = matching(value, '/pages/*/blocks/*').filter((node) => isObject(node.value));
  if (!blocks.length) return null;
  const { path, value: block } = pick(ctx.random, blocks);
  (block as JsonObject).type = `no-such-block-${Math.floor(ctx.random() * 1000)}`;
  return { name: `unknownBlockType ${pointerOf(path)}`, text: serialize(value) };
};

const missingTypeOrPage: Mutator = (ctx, value) => {
  const places = [
    ...matching(value, '/pages/*/blocks/*/type'),
    ...matching(value, '/routes/*/page'),
  ].map((node) => node.path);
  const path = pick(ctx.random, places);
  deleteAt(value, path);
  return { name: `missing ${pointerOf(path)}`, text: serialize(value) };
};

const routeToMissingPage: Mutator = (ctx, value) => {
  const routes = matching(value, '/routes/*').filter((node) => isObject(node.value));
  const { path, value: route } = pick(ctx.random, routes);
  (route as JsonObject).page = `noSuchPage${Math.floor(ctx.random() * 1000)}`;
  return { name: `routeToMissingPage ${pointerOf(path)}`, text: serialize(value) };
};

const unknownGateName: Mutator = (ctx, value) => {
  const gateNames = nodes(value)
    .filter(
      ({ path, value: node }) =>
        typeof node === 'string' &&
        ((path[0] === 'routes' && path[2] === 'guard') ||
          (path[0] === 'pages' &&
            /^(gate|[a-z][A-Za-z0-9]*Gate)$/.test(String(path[path.length - 1])))),
    )
    .map((node) => node.path);
  const name = `noSuchGate${Math.floor(ctx.random() * 1000)}`;
  if (gateNames.length) {
    const path = pick(ctx.random, gateNames);
    setAt(value, path, name);
    return { name: `unknownGateName ${pointerOf(path)}`, text: serialize(value) };
  }
  const routes = matching(value, '/routes/*').filter((node) => isObject(node.value));
  const { path, value: route } = pick(ctx.random, routes);
  (route as JsonObject).guard = name;
  return { name: `unknownGateName ${pointerOf([...path, 'guard'])}`, text: serialize(value) };
};

const gateRefOut: Mutator = (ctx, value) => {
  const refs = [
    `${ctx.repoRoot}/package.json#/dependencies`,
    '../../../package.json#/dependencies',
    '../../../tsconfig.json#/compilerOptions',
    '../../../../../../../../etc/passwd#/root',
    '../../messages/zh-CN.json#/kpzy.title',
    '../../messages/en.json#/gate.closed',
    '../../environments.json#/environments',
    '../sxj/site.json#/gates/enroll',
    '../../shared/gates.json#/noSuchGate',
    '../../shared/gates.json#/enroll/rules/0',
    'file:///etc/passwd#/x',
    'https://evil.example/gates.json#/enroll',
  ];
  const ref = pick(ctx.random, refs);
  const site = value as JsonObject;
  if (!isObject(site.gates)) site.gates = {};
  const gates = site.gates as JsonObject;
  const names = Object.keys(gates);
  const name = names.length && ctx.random() < 0.8 ? pick(ctx.random, names) : 'probeGate';
  gates[name] = { $ref: ref };
  return { name: `gateRefOut ${ref} at /gates/${name}`, text: serialize(value) };
};

const duplicated: Mutator = (ctx, value) => {
  const site = value as JsonObject;
  const choice = pick(ctx.random, ['route', 'blockId', 'siteId']);
  if (choice === 'route') {
    const routes = site.routes as Json[];
    const index = Math.floor(ctx.random() * routes.length);
    routes.push(structuredClone(routes[index]));
    return { name: `duplicatedRoute /routes/${index}`, text: serialize(value) };
  }
  if (choice === 'siteId' && ctx.otherSiteIds.length) {
    site.id = pick(ctx.random, ctx.otherSiteIds);
    return { name: `duplicatedSiteId ${String(site.id)}`, text: serialize(value) };
  }
  const pages = matching(value, '/pages/*/blocks').filter(
    (node) => Array.isArray(node.value) && node.value.length > 0,
  );
  const { path, value: blocks } = pick(ctx.random, pages);
  const list = blocks as JsonObject[];
  const copy = structuredClone(list[0]);
  list[0].id = 'probeDuplicate';
  copy.id = 'probeDuplicate';
  list.push(copy);
  return { name: `duplicatedBlockId ${pointerOf(path)}`, text: serialize(value) };
};

// -- other kinds ---------------------------------------------------------------------------------

const catalogueKeyOnlyHere: Mutator = (ctx, value) => {
  const keys = Object.keys(value as JsonObject).filter((key) => key !== '$schema');
  const choice = pick(ctx.random, ['delete', 'add', 'empty']);
  const key = pick(ctx.random, keys);
  if (choice === 'delete') delete (value as JsonObject)[key];
  else if (choice === 'add') (value as JsonObject)['probe.onlyHere'] = 'x';
  else (value as JsonObject)[key] = '';
  return {
    name: `catalogue ${choice} ${choice === 'add' ? 'probe.onlyHere' : key}`,
    text: serialize(value),
  };
};

const unknownDefaultEnvironment: Mutator = (ctx, value) => {
  (value as JsonObject).default = 'noSuchEnvironment';
  return { name: 'unknownDefaultEnvironment', text: serialize(value) };
};

const MUTATORS: Record<FileKind, [Mutator, number][]> = {
  site: [
    [deleteRequired, 8],
    [wrongType, 10],
    [unknownKey, 6],
    [prototypeKey, 5],
    [unknownBlockType, 5],
    [missingTypeOrPage, 6],
    [routeToMissingPage, 4],
    [gateRefOut, 8],
    [malformedLogic, 7],
    [badDateLiteral, 6],
    [unknownGateName, 6],
    [deepNesting, 3],
    [hugeString, 3],
    [syntaxError, 6],
    [emptyFile, 1],
    [rootNotObject, 2],
    [duplicated, 5],
    [duplicateKey, 3],
  ],
  gates: [
    [deleteRequired, 3],
    [wrongType, 3],
    [unknownKey, 2],
    [prototypeKey, 2],
    [malformedLogic, 4],
    [badDateLiteral, 3],
    [deepNesting, 1],
    [hugeString, 1],
    [syntaxError, 2],
    [emptyFile, 1],
    [rootNotObject, 1],
    [duplicateKey, 1],
  ],
  messages: [
    [catalogueKeyOnlyHere, 4],
    [wrongType, 3],
    [unknownKey, 2],
    [prototypeKey, 1],
    [deepNesting, 1],
    [hugeString, 1],
    [syntaxError, 3],
    [emptyFile, 1],
    [rootNotObject, 1],
    [duplicateKey, 1],
  ],
  environments: [
    [deleteRequired, 3],
    [wrongType, 3],
    [unknownKey, 1],
    [prototypeKey, 1],
    [unknownDefaultEnvironment, 1],
    [deepNesting, 1],
    [hugeString, 1],
    [syntaxError, 2],
    [emptyFile, 1],
    [rootNotObject, 1],
    [duplicateKey, 1],
  ],
};

/** One mutation of a real file (its text parses): a weighted choice, retried when inapplicable. */
export function mutate(ctx: MutationContext): Mutation {
  const table = MUTATORS[ctx.kind];
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  for (;;) {
    let roll = ctx.random() * total;
    const [mutator] = table.find(([, weight]) => (roll -= weight) < 0) ?? table[0];
    const mutation = mutator(ctx, JSON.parse(ctx.text));
    if (mutation && mutation.text !== ctx.text) return mutation;
  }
}

/**
 * Does a pointer name a place in the text ('/' is the root)? Read with JSON.parse when the text
 * parses, else in jsonc-parser's partial tree (for syntax errors, which point into it).
 */
export function pointerExists(text: string, pointer: string): boolean {
  if (pointer === '/') return true;
  if (!pointer.startsWith('/')) return false;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    let node: JsonNode | undefined = parseTree(text);
    for (const segment of segments) {
      if (node?.type === 'object')
        node = node.children?.find((property) => property.children?.[0]?.value === segment)
          ?.children?.[1];
      else if (node?.type === 'array' && /^\d+$/.test(segment))
        node = node.children?.[Number(segment)];
      else return false;
      if (!node) return false;
    }
    return true;
  }
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return false;
    if (!Object.prototype.hasOwnProperty.call(value, segment)) return false;
    value = (value as JsonObject)[segment];
  }
  return true;
}
