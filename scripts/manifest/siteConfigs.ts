/**
 * Loads and checks everything in site-configs/: the environment file, the message catalogues,
 * shared gate sets and every site manifest. Used by `npm run validate`, the Vite build and dev
 * server, and the stand-in server (which serves the bundled manifests).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import siteSchema from '../../schemas/site.schema.json';
import gatesSchema from '../../schemas/gates.schema.json';
import messagesSchema from '../../schemas/messages.schema.json';
import environmentsSchema from '../../schemas/environments.schema.json';
import { locatePointer, parseJsonFile, pointerSegments, type ParsedJsonFile } from './jsonLocation';
import { schemaProblems } from '../../src/runtime/manifest/schemaProblems';
import { didYouMean } from '../../src/runtime/manifest/didYouMean';
import { CURRENT_SCHEMA_VERSION } from './migrations';
import { PLACEHOLDER_PATTERN, lookupEnvironmentName } from '../../src/runtime/environment';
import type { EnvironmentsFile } from '../../src/runtime/environment';
import type {
  ManifestProblem,
  SiteIndexEntry,
  SiteManifest,
} from '../../src/runtime/manifest/types';
import type { MessageCatalogue } from '../../src/runtime/messages/translator';
import { MESSAGE_REF_PREFIX } from '../../src/runtime/messages/translator';
import { checkRule } from '../../src/runtime/rules';
import { KNOWN_FACT_NAMES } from '../../src/runtime/facts/facts';
import { sharedBlockSchemas } from '../../blocks/sharedSchemas';

export interface BlockSchemaInfo {
  type: string;
  schema: Record<string, unknown>;
}

export interface LoadedSiteConfigs {
  root: string;
  environments: EnvironmentsFile | null;
  messages: Record<string, MessageCatalogue>;
  /** Manifests with shared gate references inlined (environment names still unfilled). */
  sites: SiteManifest[];
  index: SiteIndexEntry[];
  /** Site id → its manifest file, relative to the repository root. */
  files: Record<string, string>;
  problems: ManifestProblem[];
}

export const LANGS = ['zh-CN', 'en'] as const;

type Json = unknown;

function walkStrings(
  value: Json,
  visit: (text: string, segments: (string | number)[]) => void,
  segments: (string | number)[] = [],
): void {
  if (typeof value === 'string') visit(value, segments);
  else if (Array.isArray(value))
    value.forEach((item, i) => walkStrings(item, visit, [...segments, i]));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...segments, key]);
}

function pointerOf(segments: (string | number)[]): string {
  return segments.length === 0
    ? ''
    : '/' + segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

function findSiteManifests(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (dir === root && (name === 'shared' || name === 'messages')) continue;
        visit(path);
      } else if (name === 'site.json') found.push(path);
    }
  };
  visit(root);
  return found;
}

function findSharedFiles(root: string): string[] {
  const dir = join(root, 'shared');
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

function createAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
  ajv.addSchema(gatesSchema);
  ajv.addSchema(siteSchema);
  ajv.addSchema(messagesSchema);
  ajv.addSchema(environmentsSchema);
  for (const schema of sharedBlockSchemas) ajv.addSchema(schema);
  return ajv;
}

export function loadSiteConfigs(
  rootDir: string,
  options: { blocks: BlockSchemaInfo[]; repoRoot?: string },
): LoadedSiteConfigs {
  const root = resolve(rootDir);
  const repoRoot = resolve(options.repoRoot ?? join(root, '..'));
  const problems: ManifestProblem[] = [];
  const parsedFiles = new Map<string, ParsedJsonFile>();
  const display = (file: string) => relative(repoRoot, file) || file;

  const report = (file: string, pointer: string, message: string, hint?: string) => {
    const parsed = parsedFiles.get(file);
    const { line, column } = parsed ? locatePointer(parsed, pointer) : { line: 1, column: 1 };
    problems.push({ file: display(file), line, column, pointer: pointer || '/', message, hint });
  };

  const read = (file: string): ParsedJsonFile | null => {
    const cached = parsedFiles.get(file);
    if (cached) return cached;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    const parsed = parseJsonFile(file, text);
    parsedFiles.set(file, parsed);
    for (const error of parsed.syntaxErrors)
      problems.push({
        file: display(file),
        line: error.line,
        column: error.column,
        pointer: '/',
        message: error.message,
      });
    return parsed;
  };

  const ajv = createAjv();
  const validators = {
    site: ajv.getSchema(siteSchema.$id) as ValidateFunction,
    gates: ajv.getSchema(gatesSchema.$id) as ValidateFunction,
    messages: ajv.getSchema(messagesSchema.$id) as ValidateFunction,
    environments: ajv.getSchema(environmentsSchema.$id) as ValidateFunction,
  };
  const checkSchema = (file: string, value: unknown, validate: ValidateFunction) => {
    if (validate(value)) return true;
    for (const problem of schemaProblems(validate.errors))
      report(file, problem.pointer, problem.message, problem.hint);
    return false;
  };

  // Environments: every {{name}} must exist in each of them.
  const environmentsFile = join(root, 'environments.json');
  const environmentsParsed = read(environmentsFile);
  let environments: EnvironmentsFile | null = null;
  if (!environmentsParsed) report(environmentsFile, '', 'the environment file is missing');
  else if (environmentsParsed.value !== undefined) {
    if (checkSchema(environmentsFile, environmentsParsed.value, validators.environments)) {
      environments = environmentsParsed.value as EnvironmentsFile;
      if (!Object.prototype.hasOwnProperty.call(environments.environments, environments.default))
        report(
          environmentsFile,
          '/default',
          `the default environment "${environments.default}" is not defined`,
          didYouMean(environments.default, Object.keys(environments.environments)),
        );
    }
  }

  // Message catalogues: same keys in every language.
  const messages: Record<string, MessageCatalogue> = {};
  for (const lang of LANGS) {
    const file = join(root, 'messages', `${lang}.json`);
    const parsed = read(file);
    if (!parsed) {
      report(file, '', `the ${lang} message catalogue is missing`);
      continue;
    }
    if (parsed.value === undefined) continue;
    checkSchema(file, parsed.value, validators.messages);
    const catalogue: MessageCatalogue = {};
    for (const [key, text] of Object.entries(parsed.value as Record<string, unknown>))
      if (key !== '$schema' && typeof text === 'string') catalogue[key] = text;
    messages[lang] = catalogue;
  }
  if (messages['zh-CN'] && messages.en) {
    for (const [lang, other] of [
      ['en', 'zh-CN'],
      ['zh-CN', 'en'],
    ] as const) {
      for (const key of Object.keys(messages[other]))
        if (!(key in messages[lang]))
          report(
            join(root, 'messages', `${other}.json`),
            pointerOf([key]),
            `message "${key}" has no ${lang} text`,
            `add "${key}" to messages/${lang}.json`,
          );
    }
  }

  const checkMessageRefsAndNames = (file: string, value: Json, base: (string | number)[] = []) => {
    walkStrings(
      value,
      (text, segments) => {
        const pointer = pointerOf(segments);
        if (text.startsWith(MESSAGE_REF_PREFIX)) {
          const key = text.slice(MESSAGE_REF_PREFIX.length);
          const missingIn = LANGS.filter((lang) => messages[lang] && !(key in messages[lang]));
          if (missingIn.length)
            report(
              file,
              pointer,
              `message "${key}" is not in the ${missingIn.join(' and ')} catalogue${missingIn.length > 1 ? 's' : ''}`,
              didYouMean(key, Object.keys(messages[missingIn[0]])),
            );
        }
        if (environments) {
          for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
            const name = match[1];
            const missingIn = Object.entries(environments.environments)
              .filter(([, env]) => {
                const found = lookupEnvironmentName(env, name);
                return typeof found !== 'string' && typeof found !== 'number';
              })
              .map(([envName]) => envName);
            if (missingIn.length)
              report(
                file,
                pointer,
                `the name {{${name}}} is not defined in the ${missingIn.join(', ')} environment${missingIn.length > 1 ? 's' : ''}`,
                didYouMean(name, flattenNames(environments.environments[missingIn[0]])),
              );
          }
        }
      },
      base,
    );
  };

  const checkRuleAt = (file: string, rule: Json, pointer: string) => {
    for (const problem of checkRule(rule as never, KNOWN_FACT_NAMES))
      report(
        file,
        pointer + (problem.pointer === '/' ? '' : problem.pointer),
        problem.message,
        problem.hint,
      );
  };

  const checkGates = (file: string, gates: Record<string, unknown>, basePointer: string) => {
    for (const [name, gate] of Object.entries(gates)) {
      if (name === '$schema' || !gate || typeof gate !== 'object' || '$ref' in gate) continue;
      const rules = (gate as { rules?: unknown[] }).rules ?? [];
      rules.forEach((rule, index) => {
        const at = `${basePointer}/${name}/rules/${index}`;
        const entry = rule as { when?: unknown; then?: Record<string, unknown> };
        if (entry.when !== undefined) checkRuleAt(file, entry.when, `${at}/when`);
        const params = (entry.then?.params ?? {}) as Record<string, unknown>;
        for (const [param, expression] of Object.entries(params))
          if (expression && typeof expression === 'object')
            checkRuleAt(file, expression, `${at}/then/params/${param}`);
        const dialogTo = (entry.then?.dialog as { button?: { to?: unknown } } | undefined)?.button
          ?.to;
        if (dialogTo && typeof dialogTo === 'object')
          checkRuleAt(file, dialogTo, `${at}/then/dialog/button/to`);
      });
    }
  };

  // Shared pieces (gate sets) are checked on their own, once.
  const sharedValues = new Map<string, unknown>();
  for (const file of findSharedFiles(root)) {
    const parsed = read(file);
    if (!parsed || parsed.value === undefined) continue;
    sharedValues.set(file, parsed.value);
    if (file.endsWith('gates.json')) {
      if (checkSchema(file, parsed.value, validators.gates))
        checkGates(file, parsed.value as Record<string, unknown>, '');
    }
    checkMessageRefsAndNames(file, parsed.value);
  }

  const resolveRef = (fromFile: string, ref: string): { value?: unknown; error?: string } => {
    const [target, fragment = ''] = ref.split('#');
    const file = resolve(dirname(fromFile), target);
    const parsed = read(file);
    if (!parsed) return { error: `the referenced file "${target}" does not exist` };
    if (parsed.value === undefined)
      return { error: `the referenced file "${target}" is not valid JSON` };
    let value: unknown = parsed.value;
    for (const segment of pointerSegments(fragment)) {
      if (
        !value ||
        typeof value !== 'object' ||
        !Object.prototype.hasOwnProperty.call(value, segment)
      ) {
        const known = value && typeof value === 'object' ? Object.keys(value) : [];
        return {
          error: `"${target}" has nothing at #${fragment}`,
          ...(didYouMean(segment, known) ? { hint: didYouMean(segment, known) } : {}),
        };
      }
      value = (value as Record<string, unknown>)[segment];
    }
    return { value };
  };

  const blockTypes = new Map(options.blocks.map((block) => [block.type, block.schema]));
  const blockValidators = new Map<string, ValidateFunction>();
  const blockValidator = (type: string) => {
    if (!blockValidators.has(type)) {
      const schema = blockTypes.get(type);
      if (schema) blockValidators.set(type, ajv.compile(schema));
    }
    return blockValidators.get(type);
  };

  const sites: SiteManifest[] = [];
  const invalid: SiteIndexEntry[] = [];
  const files: Record<string, string> = {};
  const seenIds = new Map<string, string>();
  const seenPrefixes = new Map<string, string>();
  const seenHosts = new Map<string, string>();

  for (const file of findSiteManifests(root)) {
    const parsed = read(file);
    if (!parsed || parsed.value === undefined) continue;
    const raw = parsed.value as Record<string, unknown>;
    const schemaValid = checkSchema(file, raw, validators.site);
    if (!schemaValid) {
      // Keep an unreadable site addressable, so dev and preview can show its problems there.
      if (typeof raw.id === 'string' && raw.match && typeof raw.match === 'object') {
        invalid.push({
          id: raw.id,
          kind: raw.kind === 'portal' ? 'portal' : 'campaign',
          match: raw.match as SiteIndexEntry['match'],
        });
        files[raw.id] = display(file);
      }
      // Go on with the other checks when the overall shape allows it, so an operator sees
      // every mistake at once rather than one per run.
      if (!isStructurallyUsable(raw)) continue;
    }
    const manifest = structuredClone(raw) as unknown as SiteManifest;

    if (manifest.schemaVersion < CURRENT_SCHEMA_VERSION)
      report(
        file,
        '/schemaVersion',
        `this manifest is written for schema version ${manifest.schemaVersion} and needs migrating to ${CURRENT_SCHEMA_VERSION}`,
        'run: npm run validate -- --migrate',
      );
    else if (manifest.schemaVersion > CURRENT_SCHEMA_VERSION)
      report(
        file,
        '/schemaVersion',
        `schema version ${manifest.schemaVersion} is newer than this runtime understands (${CURRENT_SCHEMA_VERSION})`,
      );

    const otherId = seenIds.get(manifest.id);
    if (otherId) report(file, '/id', `the site id "${manifest.id}" is already used by ${otherId}`);
    seenIds.set(manifest.id, display(file));
    if (manifest.match.pathPrefix) {
      const other = seenPrefixes.get(manifest.match.pathPrefix);
      if (other)
        report(
          file,
          '/match/pathPrefix',
          `the path prefix ${manifest.match.pathPrefix} is already used by ${other}`,
        );
      seenPrefixes.set(manifest.match.pathPrefix, display(file));
    }
    (manifest.match.hosts ?? []).forEach((host, index) => {
      const other = seenHosts.get(host);
      if (other)
        report(file, `/match/hosts/${index}`, `the host ${host} is already used by ${other}`);
      seenHosts.set(host, display(file));
    });

    // Gates: inline shared references, remembering where each came from.
    const gates: Record<string, unknown> = {};
    for (const [name, gate] of Object.entries(raw.gates ?? {})) {
      if (gate && typeof gate === 'object' && '$ref' in gate) {
        const ref = String((gate as { $ref: string }).$ref);
        const resolved = resolveRef(file, ref);
        if (resolved.error) report(file, `/gates/${name}/$ref`, resolved.error);
        else gates[name] = resolved.value;
      } else gates[name] = gate;
    }
    checkGates(file, (raw.gates ?? {}) as Record<string, unknown>, '/gates');
    manifest.gates = gates as SiteManifest['gates'];

    checkMessageRefsAndNames(file, raw);

    // Routes point at pages and gates that exist; no route twice.
    const seenPaths = new Set<string>();
    manifest.routes.forEach((route, index) => {
      if (seenPaths.has(route.path))
        report(file, `/routes/${index}/path`, `the route "${route.path}" is declared twice`);
      seenPaths.add(route.path);
      if (!Object.prototype.hasOwnProperty.call(manifest.pages, route.page))
        report(
          file,
          `/routes/${index}/page`,
          `the route "${route.path}" shows page "${route.page}", which is not defined in "pages"`,
          didYouMean(route.page, Object.keys(manifest.pages)),
        );
      if (route.guard && !Object.prototype.hasOwnProperty.call(gates, route.guard))
        report(
          file,
          `/routes/${index}/guard`,
          `the route "${route.path}" is guarded by gate "${route.guard}", which is not defined in "gates"`,
          didYouMean(route.guard, Object.keys(gates)),
        );
    });

    manifest.header.menu.forEach((item, index) => {
      if (item.visibleWhen !== undefined)
        checkRuleAt(file, item.visibleWhen, `/header/menu/${index}/visibleWhen`);
    });

    for (const [pageName, page] of Object.entries(manifest.pages)) {
      page.blocks.forEach((block, index) => {
        const at = `/pages/${pageName}/blocks/${index}`;
        if (!blockTypes.has(block.type)) {
          report(
            file,
            `${at}/type`,
            `unknown block type "${block.type}"`,
            didYouMean(block.type, blockTypes.keys()) ??
              `known types: ${[...blockTypes.keys()].join(', ')}`,
          );
          return;
        }
        const validate = blockValidator(block.type);
        if (validate && !validate(block.props ?? {}))
          for (const problem of schemaProblems(validate.errors))
            report(
              file,
              `${at}/props${problem.pointer}`,
              `block "${block.type}": ${problem.message}`,
              problem.hint,
            );
        if (block.visibleWhen !== undefined)
          checkRuleAt(file, block.visibleWhen, `${at}/visibleWhen`);
        checkGateReferences(file, block.props, `${at}/props`, gates, report);
      });
    }

    if (schemaValid) {
      sites.push(manifest);
      files[manifest.id] = display(file);
    }
  }

  const index: SiteIndexEntry[] = [
    ...sites.map((site) => ({ id: site.id, kind: site.kind, match: site.match })),
    ...invalid,
  ];
  return { root, environments, messages, sites, index, files, problems };
}

/** Enough shape for the semantic checks to walk without tripping over a missing part. */
function isStructurallyUsable(raw: Record<string, unknown>): boolean {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && !Array.isArray(value);
  if (typeof raw.schemaVersion !== 'number' || typeof raw.id !== 'string') return false;
  if (!isObject(raw.match) || !isObject(raw.header) || !Array.isArray(raw.header.menu))
    return false;
  if (!Array.isArray(raw.routes) || !raw.routes.every(isObject)) return false;
  if (!isObject(raw.pages)) return false;
  return Object.values(raw.pages).every(
    (page) => isObject(page) && Array.isArray(page.blocks) && page.blocks.every(isObject),
  );
}

/** Block props that name a gate ("gate": "enroll") must name one the site defines. */
function checkGateReferences(
  file: string,
  props: unknown,
  pointer: string,
  gates: Record<string, unknown>,
  report: (file: string, pointer: string, message: string, hint?: string) => void,
): void {
  if (!props || typeof props !== 'object') return;
  for (const [key, value] of Object.entries(props)) {
    const at = `${pointer}/${key}`;
    if (
      key === 'gate' &&
      typeof value === 'string' &&
      !Object.prototype.hasOwnProperty.call(gates, value)
    )
      report(
        file,
        at,
        `gate "${value}" is not defined in this site's "gates"`,
        didYouMean(value, Object.keys(gates)),
      );
    else if (value && typeof value === 'object')
      checkGateReferences(file, value, at, gates, report);
  }
}

function flattenNames(env: object, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') names.push(...flattenNames(value, name));
    else names.push(name);
  }
  return names;
}

export function formatProblem(problem: ManifestProblem): string {
  const location = `${problem.file}:${problem.line}:${problem.column}`;
  const hint = problem.hint ? ` — ${problem.hint}` : '';
  return `${location} ${problem.pointer}: ${problem.message}${hint}`;
}
