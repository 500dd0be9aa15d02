/**
 * Loads and checks everything in site-configs/: the environment file, the message catalogues,
 * shared gate sets and every site manifest. Used by `npm run validate`, the Vite build and dev
 * server, the stand-in server (which serves the bundled manifests) and the preview's check.
 *
 * It cannot crash and cannot be led outside site-configs/:
 * - any text is read by jsonLocation.ts (limits first, then the parser); every check below
 *   looks at the shape it needs before using a value, so a manifest that fails its schema is
 *   still checked as far as its shape allows, and every problem carries file, line, column and
 *   a pointer that exists in the file;
 * - each file is checked inside its own guard: an unexpected error becomes a problem of that
 *   file and every other file is still checked (one broken site never hides the others);
 * - files are found and `$ref`s resolved by real path inside the real site-configs folder only
 *   (configFiles.ts); a gate `$ref` must land on a gate in a shared gate file, a page `$ref` on
 *   a page in a shared page file (`<name>pages.json`).
 *
 * `createSiteConfigChecker` keeps the compiled schemas and the loaded context, so one file (a
 * preview draft, a file given to `npm run validate`, a probe mutation) is checked in
 * milliseconds with `checkFile`.
 */
import { basename, dirname, join, relative, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import siteSchema from '../../schemas/site.schema.json';
import gatesSchema from '../../schemas/gates.schema.json';
import pagesSchema from '../../schemas/pages.schema.json';
import messagesSchema from '../../schemas/messages.schema.json';
import environmentsSchema from '../../schemas/environments.schema.json';
import {
  PROTOTYPE_KEYS,
  locatePointer,
  parseJsonFile,
  pointerSegments,
  toPointer,
  type ParsedJsonFile,
} from './jsonLocation';
import {
  findSharedFiles,
  findSiteManifests,
  isInside,
  readConfigText,
  realPathOf,
  type RefusedPath,
} from './configFiles';
import { schemaProblems } from '../runtime/manifest/schemaProblems';
import { didYouMean, quoted, shortText } from '../runtime/manifest/didYouMean';
import { CURRENT_SCHEMA_VERSION } from './migrations';
import {
  PAGE_DATA_SOURCES,
  blockDataInputsOf,
  isPageDataSourceId,
} from '../runtime/data/pageDataSources';
import { themeContrastProblems, type ThemeName, type ThemeTokens } from './themeContrast';
import { PLACEHOLDER_PATTERN, lookupEnvironmentName } from '../runtime/environment';
import type { EnvironmentsFile } from '../runtime/environment';
import type { ManifestProblem, SiteIndexEntry, SiteManifest } from '../runtime/manifest/types';
import type { MessageCatalogue } from '../runtime/messages/translator';
import { MESSAGE_REF_PREFIX } from '../runtime/messages/translator';
import { checkRule, duplicateRuleIds, type RulePlace } from '../runtime/rules';
import { KNOWN_FACT_NAMES } from '../runtime/facts/facts';
import { sharedBlockSchemas } from '../../blocks/sharedSchemas';

export { isInside } from './configFiles';

export interface BlockSchemaInfo {
  type: string;
  schema: Record<string, unknown>;
}

export interface LoadedSiteConfigs {
  root: string;
  environments: EnvironmentsFile | null;
  messages: Record<string, MessageCatalogue>;
  /** Manifests with shared gate and page references inlined (environment names still unfilled). */
  sites: SiteManifest[];
  index: SiteIndexEntry[];
  /** Site id → its manifest file, relative to the repository root. */
  files: Record<string, string>;
  problems: ManifestProblem[];
}

export const LANGS = ['zh-CN', 'en'] as const;

/** What a configuration file is, which decides the schema and the checks it gets. */
export type ConfigFileKind = 'site' | 'gates' | 'pages' | 'environments' | 'messages';

/**
 * Where a rule can stand, as paths with `*` for any key or index (every `rule` and `expression`
 * of the schemas; `siteConfigs.test.ts` compares this list with the schemas, so a new place in
 * a schema cannot go unchecked).
 */
export const RULE_PLACES: Readonly<
  Record<'site' | 'gates' | 'pages', readonly [string, RulePlace][]>
> = {
  site: [
    ['/gates/*/rules/*/when', 'condition'],
    ['/gates/*/rules/*/then/params/*', 'value'],
    ['/gates/*/rules/*/then/dialog/button/to', 'text'],
    ['/header/menu/*/visibleWhen', 'condition'],
    ['/pages/*/blocks/*/visibleWhen', 'condition'],
    ['/pages/*/blocks/*/slots/*/*/visibleWhen', 'condition'],
  ],
  gates: [
    ['/*/rules/*/when', 'condition'],
    ['/*/rules/*/then/params/*', 'value'],
    ['/*/rules/*/then/dialog/button/to', 'text'],
  ],
  pages: [
    ['/*/blocks/*/visibleWhen', 'condition'],
    ['/*/blocks/*/slots/*/*/visibleWhen', 'condition'],
  ],
};

/**
 * The slots a block's schema declares: `"x-slots": { "<name>": "<what goes there>" }` beside its
 * props (the keyword is the schema's own extension; ajv is told of it).
 */
export const BLOCK_SLOTS_KEYWORD = 'x-slots';

export function blockSlotsOf(schema: unknown): Record<string, unknown> {
  const slots = isObject(schema) ? schema[BLOCK_SLOTS_KEYWORD] : undefined;
  return isObject(slots) ? slots : {};
}

/** Block props that name a site gate: `gate`, or a name ending in `Gate` (`submitGate`). */
export const GATE_PROP_NAME = /^(gate|[a-z][A-Za-z0-9]*Gate)$/;

/** Problems listed per file; the rest are counted in one last line. */
const MAX_PROBLEMS_PER_FILE = 200;

type Json = unknown;
type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function hasOwn(value: unknown, key: string): boolean {
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, key);
}

/** Own keys that are names, never JavaScript internals (those are reported on their own). */
function ownKeys(value: unknown): string[] {
  return isObject(value) ? Object.keys(value).filter((key) => !PROTOTYPE_KEYS.has(key)) : [];
}

function describeJson(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'text';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Calls `visit` for every string of a value with its key (or index) and a function giving its
 * pointer, made only when a problem needs it: building a pointer for each of thousands of strings
 * was most of a check's time.
 */
function walkStrings(
  value: Json,
  visit: (text: string, pointer: () => string, key: string | number | undefined) => void,
): void {
  const path: (string | number)[] = [];
  const pointer = () => toPointer(path);
  const step = (node: Json) => {
    if (typeof node === 'string') visit(node, pointer, path[path.length - 1]);
    else if (Array.isArray(node))
      for (let index = 0; index < node.length; index += 1) {
        path.push(index);
        step(node[index]);
        path.pop();
      }
    else if (isObject(node))
      for (const key of ownKeys(node)) {
        path.push(key);
        step(node[key]);
        path.pop();
      }
  };
  step(value);
}

function flattenNames(env: unknown, prefix = ''): string[] {
  const names: string[] = [];
  for (const key of ownKeys(env)) {
    const value = (env as JsonObject)[key];
    const name = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) names.push(...flattenNames(value, name));
    else names.push(name);
  }
  return names;
}

/** Calls `visit` for every value at a RULE_PLACES path (`*`: every key or index). */
function valuesAt(
  value: Json,
  pattern: string,
  visit: (found: Json, pointer: string) => void,
): void {
  const segments = pattern.split('/').slice(1);
  const step = (node: Json, index: number, pointer: string) => {
    if (index === segments.length) {
      visit(node, pointer);
      return;
    }
    const segment = segments[index];
    if (Array.isArray(node)) {
      if (segment === '*') node.forEach((item, i) => step(item, index + 1, `${pointer}/${i}`));
    } else if (isObject(node)) {
      const keys = segment === '*' ? ownKeys(node) : hasOwn(node, segment) ? [segment] : [];
      for (const key of keys) step(node[key], index + 1, `${pointer}${toPointer([key])}`);
    }
  };
  step(value, 0, '');
}

// ---------------------------------------------------------------------------------------------
// Compiled schemas: compiling takes most of a cold check, so it is done once per block list.

interface Validators {
  site: ValidateFunction;
  gates: ValidateFunction;
  gate: ValidateFunction;
  pages: ValidateFunction;
  page: ValidateFunction;
  messages: ValidateFunction;
  environments: ValidateFunction;
  block(type: string): ValidateFunction | undefined;
}

/**
 * Compiled sets by block list. Callers each ask the registry for the list (a new array holding
 * the same schema objects), so a set is reused when types and schema objects are the same.
 */
const compiled: { blocks: readonly BlockSchemaInfo[]; validators: Validators }[] = [];

function validatorsFor(blocks: readonly BlockSchemaInfo[]): Validators {
  const cached = compiled.find(
    (entry) =>
      entry.blocks.length === blocks.length &&
      entry.blocks.every(
        (block, index) =>
          block.type === blocks[index].type && block.schema === blocks[index].schema,
      ),
  );
  if (cached) return cached.validators;
  // Unoptimised code without inlined refs compiles in about half the time, and validating a
  // few manifests is not where the time goes.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    verbose: true,
    inlineRefs: false,
    code: { optimize: false },
  });
  ajv.addSchema(gatesSchema);
  ajv.addSchema(siteSchema);
  ajv.addSchema(pagesSchema);
  ajv.addSchema(messagesSchema);
  ajv.addSchema(environmentsSchema);
  for (const schema of sharedBlockSchemas) ajv.addSchema(schema);
  const schemas = new Map(blocks.map((block) => [block.type, block.schema]));
  const blockValidators = new Map<string, ValidateFunction>();
  const validators: Validators = {
    site: ajv.getSchema(siteSchema.$id) as ValidateFunction,
    gates: ajv.getSchema(gatesSchema.$id) as ValidateFunction,
    gate: ajv.getSchema(`${gatesSchema.$id}#/$defs/gate`) as ValidateFunction,
    pages: ajv.getSchema(pagesSchema.$id) as ValidateFunction,
    page: ajv.getSchema(`${siteSchema.$id}#/$defs/page`) as ValidateFunction,
    messages: ajv.getSchema(messagesSchema.$id) as ValidateFunction,
    environments: ajv.getSchema(environmentsSchema.$id) as ValidateFunction,
    block(type) {
      if (!blockValidators.has(type)) {
        const schema = schemas.get(type);
        if (schema) blockValidators.set(type, ajv.compile(schema));
      }
      return blockValidators.get(type);
    },
  };
  compiled.push({ blocks, validators });
  // Tests build block lists of their own; keep the few most recent only.
  if (compiled.length > 4) compiled.shift();
  return validators;
}

/**
 * parseJsonFile, which takes any text without throwing; should it ever throw, the file gets a
 * problem instead of the whole check stopping.
 */
function readText(display: string, text: string): ParsedJsonFile {
  try {
    return parseJsonFile(display, text);
  } catch (error) {
    return {
      file: display,
      text: '',
      value: undefined,
      tree: undefined,
      keyProblems: [],
      syntaxErrors: [
        {
          line: 1,
          column: 1,
          pointer: '',
          message: `the file could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
        },
      ],
    };
  }
}

// ---------------------------------------------------------------------------------------------
// One file's problems.

/** Collects the problems of one file, each placed at a pointer that exists in it. */
class FileProblems {
  readonly problems: ManifestProblem[] = [];
  private dropped = 0;

  constructor(
    readonly display: string,
    readonly parsed: ParsedJsonFile | null,
  ) {}

  add(pointer: string, message: string, hint?: string): void {
    if (this.problems.length >= MAX_PROBLEMS_PER_FILE) {
      this.dropped += 1;
      return;
    }
    const at = this.parsed
      ? locatePointer(this.parsed, pointer)
      : { line: 1, column: 1, pointer: '' };
    this.problems.push({
      file: this.display,
      line: at.line,
      column: at.column,
      pointer: at.pointer || '/',
      message,
      ...(hint ? { hint } : {}),
    });
  }

  /** A problem whose place is already known (syntax errors, limits, keys). */
  addAt(problem: {
    line: number;
    column: number;
    pointer: string;
    message: string;
    hint?: string;
  }) {
    if (this.problems.length >= MAX_PROBLEMS_PER_FILE) {
      this.dropped += 1;
      return;
    }
    this.problems.push({ file: this.display, ...problem, pointer: problem.pointer || '/' });
  }

  schema(value: unknown, validate: ValidateFunction, base = ''): boolean {
    if (validate(value)) return true;
    for (const problem of schemaProblems(validate.errors))
      this.add(base + problem.pointer, problem.message, problem.hint);
    return false;
  }

  /** The problems in file order (a sort is stable: same place, order found). */
  finish(): ManifestProblem[] {
    this.problems.sort((a, b) => a.line - b.line || a.column - b.column);
    if (this.dropped)
      this.problems.push({
        file: this.display,
        line: 1,
        column: 1,
        pointer: '/',
        message: `and ${this.dropped} more problems in this file`,
        hint: 'fix the ones above and run the check again',
      });
    return this.problems;
  }
}

// ---------------------------------------------------------------------------------------------
// The checker.

export interface SiteConfigChecker {
  /** The site-configs folder, as given (resolved). */
  readonly root: string;
  /** Everything in site-configs/, checked (computed once, on first use). */
  loadAll(): LoadedSiteConfigs;
  /**
   * The problems of one file as if it held `text` (read from disk when omitted), checked
   * against everything else in site-configs/ as it is. A file outside site-configs/ is checked
   * as what its name or `$schema` says it is; a site manifest outside is placed where its
   * `match.pathPrefix` says (`/hd/x` → `site-configs/hd/x/site.json`, `/` → `portal/`), which
   * is where its relative `$ref`s resolve from.
   */
  checkFile(
    file: string,
    text?: string,
    options?: { display?: string; kind?: ConfigFileKind },
  ): ManifestProblem[];
}

export interface CheckerOptions {
  blocks: BlockSchemaInfo[];
  repoRoot?: string;
}

interface SiteSummary {
  /** Real path (or the place a file from outside stands in for). */
  path: string;
  display: string;
  id?: string;
  pathPrefix?: string;
  hosts: string[];
}

interface Context {
  environments: EnvironmentsFile | null;
  messages: Record<string, MessageCatalogue>;
  /** Shared gate files by real path: the only files a gate `$ref` may land in. */
  gateFiles: Map<string, ParsedJsonFile>;
  /** Shared page files by real path: the only files a page `$ref` may land in. */
  pageFiles: Map<string, ParsedJsonFile>;
  sites: SiteSummary[];
}

/** Kind of a file by its name, else by its `$schema`; null when neither tells. */
export function configFileKind(file: string, value: unknown): ConfigFileKind | null {
  const name = basename(file);
  if (name === 'site.json') return 'site';
  if (name === 'environments.json') return 'environments';
  if (name.endsWith('gates.json')) return 'gates';
  if (name.endsWith('pages.json')) return 'pages';
  if ((LANGS as readonly string[]).includes(name.replace(/\.json$/, ''))) return 'messages';
  const schema = hasOwn(value, '$schema') ? (value as JsonObject).$schema : undefined;
  if (typeof schema === 'string') {
    if (schema.endsWith('site.schema.json')) return 'site';
    if (schema.endsWith('gates.schema.json')) return 'gates';
    if (schema.endsWith('pages.schema.json')) return 'pages';
    if (schema.endsWith('environments.schema.json')) return 'environments';
    if (schema.endsWith('messages.schema.json')) return 'messages';
  }
  return null;
}

export function createSiteConfigChecker(
  rootDir: string,
  options: CheckerOptions,
): SiteConfigChecker {
  const root = resolve(rootDir);
  const realRoot = realPathOf(root) ?? root;
  const repoRoot = resolve(options.repoRoot ?? join(root, '..'));
  const validators = validatorsFor(options.blocks);
  const blockSchemas = new Map(options.blocks.map((block) => [block.type, block.schema]));
  const display = (file: string) => {
    // Files are found by real path; show them under the folder's given name.
    const inRoot = isInside(realRoot, file) ? join(root, relative(realRoot, file)) : file;
    return relative(repoRoot, inRoot) || inRoot;
  };

  /** Parses a file's text and reports what reading it found; null value when unusable. */
  const parse = (report: FileProblems, parsed: ParsedJsonFile): unknown => {
    for (const problem of parsed.syntaxErrors) report.addAt(problem);
    for (const problem of parsed.keyProblems) report.addAt(problem);
    return parsed.value;
  };

  /** Runs one file's check; an unexpected error becomes a problem of that file. */
  const guarded = (report: FileProblems, check: () => void): void => {
    try {
      check();
    } catch (error) {
      report.add(
        '',
        `the check stopped on this file: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
        'the other files were still checked; this is a fault of the checker, please report it with this file',
      );
    }
  };

  const checkRootObject = (report: FileProblems, value: unknown, what: string): boolean => {
    if (isObject(value)) return true;
    if (value !== undefined)
      report.add(
        '',
        `${what} must be a JSON object { … }, but this file holds ${describeJson(value)}`,
      );
    return false;
  };

  // -- rules ---------------------------------------------------------------------------------

  /** Every rule at the kind's RULE_PLACES, checked for what its place needs. */
  const checkRules = (report: FileProblems, value: Json, kind: 'site' | 'gates' | 'pages') => {
    if (kind === 'pages') {
      for (const [pattern, place] of RULE_PLACES.pages)
        valuesAt(value, pattern, (rule, pointer) => {
          for (const problem of checkRule(rule, KNOWN_FACT_NAMES, place))
            report.add(pointer + problem.pointer, problem.message, problem.hint);
        });
      return;
    }
    for (const [pattern, place] of RULE_PLACES[kind])
      valuesAt(value, pattern, (rule, pointer) => {
        for (const problem of checkRule(rule, KNOWN_FACT_NAMES, place))
          report.add(pointer + problem.pointer, problem.message, problem.hint);
      });
    // Rule ids are unique within each gate.
    const gates = kind === 'site' ? (isObject(value) ? value.gates : undefined) : value;
    for (const name of ownKeys(gates))
      for (const problem of duplicateRuleIds((gates as JsonObject)[name]))
        report.add(
          `${toPointer(kind === 'site' ? ['gates', name] : [name])}${problem.pointer}`,
          problem.message,
        );
  };

  // -- strings: message keys and environment names ------------------------------------------

  const envNameCache = new Map<string, string[]>();
  const checkStrings = (report: FileProblems, ctx: Context, value: Json) => {
    walkStrings(value, (text, pointerOf) => {
      if (text.startsWith(MESSAGE_REF_PREFIX)) {
        const key = text.slice(MESSAGE_REF_PREFIX.length);
        const missingIn = LANGS.filter(
          (lang) => ctx.messages[lang] && !hasOwn(ctx.messages[lang], key),
        );
        if (missingIn.length)
          report.add(
            pointerOf(),
            `message ${quoted(key)} is not in the ${missingIn.join(' and ')} catalogue${missingIn.length > 1 ? 's' : ''}`,
            didYouMean(key, Object.keys(ctx.messages[missingIn[0]])),
          );
      }
      const environments = ctx.environments;
      if (!environments || !text.includes('{{')) return;
      for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
        const name = match[1];
        const missingIn = ownKeys(environments.environments).filter((envName) => {
          const found = lookupEnvironmentName(
            (environments.environments as unknown as JsonObject)[envName] as object,
            name,
          );
          return typeof found !== 'string' && typeof found !== 'number';
        });
        if (!missingIn.length) continue;
        const first = missingIn[0];
        if (!envNameCache.has(first))
          envNameCache.set(
            first,
            flattenNames((environments.environments as unknown as JsonObject)[first]),
          );
        report.add(
          pointerOf(),
          `the name {{${shortText(name)}}} is not defined in the ${missingIn.join(', ')} environment${missingIn.length > 1 ? 's' : ''}`,
          didYouMean(name, envNameCache.get(first)!),
        );
      }
    });
  };

  // -- environments, catalogues, gate files --------------------------------------------------

  const checkEnvironments = (report: FileProblems, value: unknown): EnvironmentsFile | null => {
    if (!checkRootObject(report, value, 'the environment file')) return null;
    if (!report.schema(value, validators.environments)) return null;
    const environments = value as unknown as EnvironmentsFile;
    if (!hasOwn(environments.environments, environments.default))
      report.add(
        '/default',
        `the default environment ${quoted(environments.default)} is not defined`,
        didYouMean(environments.default, ownKeys(environments.environments)),
      );
    return environments;
  };

  const checkCatalogue = (report: FileProblems, value: unknown): MessageCatalogue | null => {
    if (!checkRootObject(report, value, 'a message catalogue')) return null;
    report.schema(value, validators.messages);
    const catalogue: MessageCatalogue = {};
    for (const key of ownKeys(value)) {
      const text = (value as JsonObject)[key];
      if (key !== '$schema' && typeof text === 'string') catalogue[key] = text;
    }
    return catalogue;
  };

  /** Keys of `catalogue` (lang) that `other` lacks, reported in the file of `catalogue`. */
  const checkParity = (
    report: FileProblems,
    catalogue: MessageCatalogue,
    other: MessageCatalogue,
    otherLang: string,
  ) => {
    for (const key of Object.keys(catalogue))
      if (!hasOwn(other, key))
        report.add(
          toPointer([key]),
          `message ${quoted(key)} has no ${otherLang} text`,
          `add ${quoted(key)} to messages/${otherLang}.json`,
        );
  };

  const checkGatesFile = (report: FileProblems, ctx: Context, value: unknown) => {
    if (!checkRootObject(report, value, 'a gate file')) return;
    report.schema(value, validators.gates);
    checkRules(report, value, 'gates');
    checkStrings(report, ctx, value);
  };

  /** A shared page file: each page valid and its blocks checked (its gates by each site). */
  const checkPagesFile = (report: FileProblems, ctx: Context, value: unknown) => {
    if (!checkRootObject(report, value, 'a shared page file')) return;
    report.schema(value, validators.pages);
    for (const name of ownKeys(value))
      if (name !== '$schema')
        checkPageBlocks(report, (value as JsonObject)[name], toPointer([name]), null);
    checkRules(report, value, 'pages');
    checkStrings(report, ctx, value);
  };

  // -- shared references (gates, pages) ----------------------------------------------------

  interface SharedKind {
    /** "gate" or "page", as the messages say it. */
    word: string;
    example: string;
    files(ctx: Context): Map<string, ParsedJsonFile>;
    is(value: unknown): boolean;
    shape: string;
  }

  const SHARED_GATE: SharedKind = {
    word: 'gate',
    example: '../../shared/gates.json#/enroll',
    files: (ctx) => ctx.gateFiles,
    is: (value) => validators.gate(value) === true,
    shape: 'a gate is { "rules": [ { "when": …, "then": … } ] } in a shared gate file',
  };

  const SHARED_PAGE: SharedKind = {
    word: 'page',
    example: '../../shared/contest-pages.json#/upload',
    files: (ctx) => ctx.pageFiles,
    is: (value) => validators.page(value) === true,
    shape: 'a page is { "blocks": [ … ] } in a shared page file (<name>pages.json)',
  };

  /** What a `$ref` names, or why it cannot be used (never a word of a file outside). */
  const resolveSharedRef = (
    ctx: Context,
    kind: SharedKind,
    fromFile: string,
    ref: string,
  ): { value: unknown } | { message: string; hint?: string } => {
    const { word, example } = kind;
    const hash = ref.indexOf('#');
    const target = hash < 0 ? ref : ref.slice(0, hash);
    const fragment = hash < 0 ? '' : ref.slice(hash + 1);
    const shown = quoted(target);
    if (hash < 0 || target === '' || !fragment.startsWith('/'))
      return {
        message: `a ${word} reference names a shared ${word} file and the ${word} in it`,
        hint: `for example "${example}"`,
      };
    // Absolute paths, drive letters, URLs (file:, https:) and home folders are never relative.
    if (/^([A-Za-z][A-Za-z0-9+.-]*:|[/\\~])/.test(target) || target.includes('\\'))
      return {
        message: `the ${word} reference ${shown} is not a relative path; ${word}s can only come from site-configs/shared/`,
        hint: `write it relative to this file, for example "${example}"`,
      };
    const lexical = resolve(dirname(fromFile), target);
    if (!isInside(realRoot, lexical))
      return {
        message: `the ${word} reference ${shown} leads out of site-configs/; ${word}s can only come from site-configs/shared/`,
        hint: `for example "${example}"`,
      };
    const real = realPathOf(lexical);
    if (!real) return { message: `the referenced file ${shown} does not exist` };
    if (!isInside(realRoot, real))
      return {
        message: `the ${word} reference ${shown} goes through a symbolic link out of site-configs/; it is not read`,
      };
    const file = kind.files(ctx).get(real);
    if (!file)
      return {
        message: `${shown} is not a shared ${word} file; a ${word} can only come from a ${word} file in site-configs/shared/`,
        hint: `for example "${example}"`,
      };
    if (file.value === undefined)
      return { message: `the referenced file ${shown} is not valid JSON (see its own problems)` };
    let value: unknown = file.value;
    for (const segment of pointerSegments(fragment)) {
      if (PROTOTYPE_KEYS.has(segment) || !hasOwn(value, segment)) {
        return {
          message: `${shown} has nothing at #${shortText(fragment)}`,
          hint: didYouMean(segment, ownKeys(value)),
        };
      }
      value = (value as JsonObject)[segment];
    }
    if (!kind.is(value))
      return {
        message: `${quoted(`${target}#${fragment}`)} is not a ${word}`,
        hint: kind.shape,
      };
    return { value };
  };

  // -- site manifests -----------------------------------------------------------------------

  /** The gate names a block's props name, with their pointers; schema defaults included. */
  const gateNamesIn = (type: string, props: unknown, at: string): [string, string][] => {
    const found: [string, string][] = [];
    walkStrings(props, (text, pointerOf, key) => {
      if (typeof key === 'string' && GATE_PROP_NAME.test(key)) found.push([text, at + pointerOf()]);
    });
    // A gate prop left out uses the schema's default gate, which must exist as well.
    const properties = blockSchemas.get(type)?.properties;
    for (const key of ownKeys(properties)) {
      const fallback = ((properties as JsonObject)[key] as { default?: unknown } | undefined)
        ?.default;
      if (GATE_PROP_NAME.test(key) && typeof fallback === 'string' && !hasOwn(props, key))
        found.push([fallback, at]);
    }
    return found;
  };

  /**
   * The blocks of one page: ids unique, types known, props valid, slots declared by the block's
   * schema (`x-slots`), the blocks in slots checked the same way; with `declared`, the gates
   * they name exist in the site. `at` is the page's pointer in its file.
   */
  const checkPageBlocks = (
    report: FileProblems,
    page: unknown,
    at: string,
    declared: ReadonlySet<string> | null,
  ) => {
    if (!isObject(page) || !Array.isArray(page.blocks)) return;
    const seenIds = new Map<string, string>();
    // The page's data: each source gets exactly the params its kind takes.
    const pageData = isObject(page.data) ? page.data : {};
    for (const name of ownKeys(pageData)) {
      const declaration = pageData[name];
      if (!isObject(declaration) || !isPageDataSourceId(declaration.source)) continue; // schema
      const wanted: readonly string[] = PAGE_DATA_SOURCES[declaration.source].params;
      const given = ownKeys(declaration.params);
      const dataAt = `${at}/data${toPointer([name])}`;
      for (const param of wanted)
        if (!given.includes(param))
          report.add(
            `${dataAt}/params`,
            `page data ${quoted(name)} (${declaration.source}) needs the param ${quoted(param)}`,
            `for example "params": { "${param}": { "route": "${param}" } }`,
          );
      for (const param of given)
        if (!wanted.includes(param))
          report.add(
            `${dataAt}/params${toPointer([param])}`,
            `${declaration.source} takes no param ${quoted(param)}`,
            didYouMean(param, wanted) ?? `its params: ${wanted.join(', ')}`,
          );
    }
    /** A block's data inputs (its schema's x-data) each read a page data of the right kind. */
    const checkBlockData = (block: JsonObject, blockAt: string) => {
      const inputs = blockDataInputsOf(blockSchemas.get(block.type as string));
      const binding = isObject(block.data) ? block.data : {};
      for (const input of ownKeys(binding))
        if (!hasOwn(inputs, input))
          report.add(
            `${blockAt}/data${toPointer([input])}`,
            `block ${quoted(block.type as string)} reads no data ${quoted(input)}`,
            ownKeys(inputs).length === 0
              ? undefined
              : (didYouMean(input, ownKeys(inputs)) ?? `its data: ${ownKeys(inputs).join(', ')}`),
          );
      for (const [input, kind] of Object.entries(inputs)) {
        const bound = binding[input];
        const name = typeof bound === 'string' ? bound : input;
        const declared = pageData[name];
        const where = typeof bound === 'string' ? `${blockAt}/data${toPointer([input])}` : blockAt;
        if (!isObject(declared))
          report.add(
            where,
            `block ${quoted(block.type as string)} reads page data ${quoted(name)} (${kind}), which this page does not declare in "data"`,
            didYouMean(name, ownKeys(pageData)) ??
              `add "data": { "${name}": { "source": "${kind}", "params": { … } } } to the page`,
          );
        else if (declared.source !== kind)
          report.add(
            where,
            `block ${quoted(block.type as string)} reads page data ${quoted(name)} as ${kind}, but the page declares it as ${String(declared.source)}`,
          );
      }
    };
    const checkBlocks = (blocks: unknown[], listAt: string, where: (index: number) => string) =>
      blocks.forEach((block: unknown, index) => {
        if (!isObject(block)) return;
        const blockAt = `${listAt}/${index}`;
        if (typeof block.id === 'string') {
          const first = seenIds.get(block.id);
          if (first !== undefined)
            report.add(
              `${blockAt}/id`,
              `the block id ${quoted(block.id)} is already used by ${first} of this page`,
            );
          else seenIds.set(block.id, where(index));
        }
        if (typeof block.type !== 'string') return; // the schema says it is missing
        if (!blockSchemas.has(block.type)) {
          report.add(
            `${blockAt}/type`,
            `unknown block type ${quoted(block.type)}`,
            didYouMean(block.type, blockSchemas.keys()) ??
              `known types: ${[...blockSchemas.keys()].join(', ')}`,
          );
          return;
        }
        checkBlockData(block, blockAt);
        const props = hasOwn(block, 'props') ? block.props : {};
        if (isObject(props)) {
          const validate = validators.block(block.type);
          if (validate && !validate(props))
            for (const problem of schemaProblems(validate.errors))
              report.add(
                `${blockAt}/props${problem.pointer}`,
                `block ${quoted(block.type)}: ${problem.message}`,
                problem.hint,
              );
          if (declared)
            for (const [name, pointer] of gateNamesIn(block.type, props, `${blockAt}/props`))
              if (!declared.has(name))
                report.add(
                  pointer,
                  `gate ${quoted(name)} is not defined in this site's "gates"`,
                  didYouMean(name, declared),
                );
        }
        if (!isObject(block.slots)) return;
        const slotNames = ownKeys(blockSlotsOf(blockSchemas.get(block.type)));
        for (const name of ownKeys(block.slots)) {
          const children = block.slots[name];
          if (!slotNames.includes(name)) {
            report.add(
              `${blockAt}/slots${toPointer([name])}`,
              slotNames.length === 0
                ? `block ${quoted(block.type)} has no slots`
                : `block ${quoted(block.type)} has no slot ${quoted(name)}`,
              slotNames.length === 0
                ? undefined
                : (didYouMean(name, slotNames) ?? `its slots: ${slotNames.join(', ')}`),
            );
            continue;
          }
          if (Array.isArray(children))
            checkBlocks(
              children,
              `${blockAt}/slots${toPointer([name])}`,
              (child) => `block ${child} of slot ${quoted(name)} of block ${index}`,
            );
        }
      });
    checkBlocks(page.blocks, `${at}/blocks`, (index) => `block ${index}`);
  };

  interface SiteResult {
    manifest?: SiteManifest;
    entry?: SiteIndexEntry;
    summary: SiteSummary;
  }

  const checkSite = (
    report: FileProblems,
    ctx: Context,
    raw: unknown,
    path: string,
    others: SiteSummary[],
    /** Build the manifest to serve (a one-file check only wants the problems). */
    keep: boolean,
  ): SiteResult => {
    const summary: SiteSummary = { path, display: report.display, hosts: [] };
    if (!checkRootObject(report, raw, 'a site manifest')) return { summary };
    const site = raw as JsonObject;
    const schemaValid = report.schema(site, validators.site);
    if (typeof site.id === 'string' && /^[a-z][a-z0-9-]*$/.test(site.id)) summary.id = site.id;
    const match = isObject(site.match) ? site.match : {};
    if (typeof match.pathPrefix === 'string' && /^(\/|(\/[A-Za-z0-9_-]+)+)$/.test(match.pathPrefix))
      summary.pathPrefix = match.pathPrefix;
    if (Array.isArray(match.hosts))
      summary.hosts = match.hosts.filter((host): host is string => typeof host === 'string');

    if (typeof site.schemaVersion === 'number') {
      if (site.schemaVersion < CURRENT_SCHEMA_VERSION)
        report.add(
          '/schemaVersion',
          `this manifest is written for schema version ${site.schemaVersion} and needs migrating to ${CURRENT_SCHEMA_VERSION}`,
          'run: npm run validate -- --migrate',
        );
      else if (site.schemaVersion > CURRENT_SCHEMA_VERSION)
        report.add(
          '/schemaVersion',
          `schema version ${site.schemaVersion} is newer than this runtime understands (${CURRENT_SCHEMA_VERSION})`,
        );
    }

    // Unique across sites: id, path prefix, hosts (the first file found keeps them).
    const other = (test: (summary: SiteSummary) => boolean) => others.find(test)?.display;
    if (summary.id) {
      const owner = other((s) => s.id === summary.id);
      if (owner) report.add('/id', `the site id ${quoted(summary.id)} is already used by ${owner}`);
    }
    if (summary.pathPrefix) {
      const owner = other((s) => s.pathPrefix === summary.pathPrefix);
      if (owner)
        report.add(
          '/match/pathPrefix',
          `the path prefix ${summary.pathPrefix} is already used by ${owner}`,
        );
    }
    if (Array.isArray(match.hosts))
      match.hosts.forEach((host, index) => {
        const owner = typeof host === 'string' && other((s) => s.hosts.includes(host));
        if (owner)
          report.add(
            `/match/hosts/${index}`,
            `the host ${quoted(host)} is already used by ${owner}`,
          );
      });

    // Gates: inline shared references (checked to land on a gate inside site-configs/).
    const declared = new Set<string>();
    const gates: JsonObject = {};
    for (const name of ownKeys(site.gates)) {
      const gate = (site.gates as JsonObject)[name];
      const at = toPointer(['gates', name]);
      declared.add(name);
      if (hasOwn(gate, '$ref')) {
        const ref = (gate as JsonObject).$ref;
        if (typeof ref !== 'string') continue; // the schema says so
        const resolved = resolveSharedRef(ctx, SHARED_GATE, path, ref);
        if ('value' in resolved) gates[name] = resolved.value;
        else report.add(`${at}/$ref`, resolved.message, resolved.hint);
      } else gates[name] = gate;
    }
    checkRules(report, site, 'site');

    checkStrings(report, ctx, site);

    // Brand colours a site sets (theme.tokens) must still read: WCAG AA in its default theme.
    if (schemaValid)
      for (const problem of themeContrastProblems(
        site.theme as { default: ThemeName; tokens?: ThemeTokens },
      ))
        report.add(problem.pointer, problem.message, problem.hint);

    // Routes point at pages and gates that exist; no route twice.
    const pages = isObject(site.pages) ? site.pages : {};
    const pageNames = ownKeys(pages);
    const seenPaths = new Set<string>();
    (Array.isArray(site.routes) ? site.routes : []).forEach((route: unknown, index) => {
      if (!isObject(route)) return;
      const at = `/routes/${index}`;
      const routePath = typeof route.path === 'string' ? route.path : undefined;
      if (routePath !== undefined) {
        if (seenPaths.has(routePath))
          report.add(`${at}/path`, `the route ${quoted(routePath)} is declared twice`);
        seenPaths.add(routePath);
      }
      const shown = quoted(routePath ?? '');
      if (typeof route.page === 'string' && route.page !== '' && !hasOwn(pages, route.page))
        report.add(
          `${at}/page`,
          `the route ${shown} shows page ${quoted(route.page)}, which is not defined in "pages"`,
          didYouMean(route.page, pageNames),
        );
      if (typeof route.guard === 'string' && !declared.has(route.guard))
        report.add(
          `${at}/guard`,
          `the route ${shown} is guarded by gate ${quoted(route.guard)}, which is not defined in "gates"`,
          didYouMean(route.guard, declared),
        );
    });

    // Pages: a shared page is inlined (its blocks were checked in its own file; here only that
    // the gates it names exist in this site, reported at the reference).
    const resolvedPages: JsonObject = {};
    for (const pageName of pageNames) {
      const page = pages[pageName];
      const at = toPointer(['pages', pageName]);
      if (!hasOwn(page, '$ref')) {
        resolvedPages[pageName] = page;
        checkPageBlocks(report, page, at, declared);
        continue;
      }
      const ref = (page as JsonObject).$ref;
      if (typeof ref !== 'string') continue; // the schema says so
      const resolved = resolveSharedRef(ctx, SHARED_PAGE, path, ref);
      if (!('value' in resolved)) {
        report.add(`${at}/$ref`, resolved.message, resolved.hint);
        continue;
      }
      resolvedPages[pageName] = resolved.value;
      const blocks = (resolved.value as { blocks: unknown[] }).blocks;
      blocks.forEach((block) => {
        if (!isObject(block) || typeof block.type !== 'string') return;
        const props = isObject(block.props) ? block.props : {};
        for (const [name] of gateNamesIn(block.type, props, ''))
          if (!declared.has(name))
            report.add(
              `${at}/$ref`,
              `the shared page ${quoted(ref)} uses gate ${quoted(name)}, which is not defined in this site's "gates"`,
              didYouMean(name, declared) ??
                `add "${name}" to "gates" (for example a shared gate $ref)`,
            );
      });
    }

    // A page's data read from the route: every route showing the page has that parameter.
    (Array.isArray(site.routes) ? site.routes : []).forEach((route: unknown, index) => {
      if (!isObject(route) || typeof route.page !== 'string' || typeof route.path !== 'string')
        return;
      const page = resolvedPages[route.page];
      const pageData = isObject(page) && isObject(page.data) ? page.data : {};
      const routeParams = route.path
        .split('/')
        .filter((segment) => segment.startsWith(':'))
        .map((segment) => segment.slice(1));
      for (const name of ownKeys(pageData)) {
        const declaration = pageData[name];
        const params =
          isObject(declaration) && isObject(declaration.params) ? declaration.params : {};
        for (const param of ownKeys(params)) {
          const value = params[param];
          if (!isObject(value) || typeof value.route !== 'string') continue;
          if (!routeParams.includes(value.route))
            report.add(
              `/routes/${index}/path`,
              `the route ${quoted(route.path)} shows page ${quoted(route.page)}, whose data ${quoted(name)} reads the route parameter ${quoted(value.route)}, which this route does not have`,
              routeParams.length === 0
                ? `add :${value.route} to the path, or read it from the query`
                : (didYouMean(value.route, routeParams) ??
                    `its parameters: ${routeParams.join(', ')}`),
            );
        }
      }
    });

    const result: SiteResult = { summary };
    const clean = !report.parsed?.keyProblems.length;
    if (schemaValid && clean && keep) {
      const manifest = structuredClone(site) as unknown as SiteManifest;
      manifest.gates = gates as SiteManifest['gates'];
      manifest.pages = structuredClone(resolvedPages) as SiteManifest['pages'];
      result.manifest = manifest;
    } else if (summary.id && (summary.pathPrefix || summary.hosts.length)) {
      // Keep an unreadable site addressable, so dev and preview can show its problems there.
      result.entry = {
        id: summary.id,
        kind: site.kind === 'portal' ? 'portal' : 'campaign',
        match: {
          ...(summary.pathPrefix ? { pathPrefix: summary.pathPrefix } : {}),
          ...(summary.hosts.length ? { hosts: summary.hosts } : {}),
        },
      };
    }
    return result;
  };

  // -- reading files of the context ---------------------------------------------------------

  /** Reads a file of the folder; a problem of that file when it cannot be. */
  const readInside = (
    path: string,
    problems: ManifestProblem[],
    missing: string,
  ): ParsedJsonFile | null => {
    const real = realPathOf(path);
    const shown = display(path);
    const fail = (message: string, hint?: string) => {
      problems.push({
        file: shown,
        line: 1,
        column: 1,
        pointer: '/',
        message,
        ...(hint ? { hint } : {}),
      });
      return null;
    };
    if (!real) return fail(missing);
    if (!isInside(realRoot, real))
      return fail('this is a symbolic link to a place outside site-configs/; it is not read');
    const read = readConfigText(real);
    if ('problem' in read) return fail(read.problem, read.hint);
    return readText(shown, read.text);
  };

  const refusedProblems = (refused: RefusedPath[]): ManifestProblem[] =>
    refused.map((item) => ({
      file: display(item.path),
      line: 1,
      column: 1,
      pointer: '/',
      message: item.message,
    }));

  let loaded: { result: LoadedSiteConfigs; ctx: Context } | null = null;

  const loadAll = (): { result: LoadedSiteConfigs; ctx: Context } => {
    if (loaded) return loaded;
    const problems: ManifestProblem[] = [];
    const ctx: Context = {
      environments: null,
      messages: {},
      gateFiles: new Map(),
      pageFiles: new Map(),
      sites: [],
    };

    const environmentsFile = join(realRoot, 'environments.json');
    const environmentsParsed = readInside(
      environmentsFile,
      problems,
      'the environment file is missing',
    );
    if (environmentsParsed) {
      const report = new FileProblems(display(environmentsFile), environmentsParsed);
      guarded(report, () => {
        ctx.environments = checkEnvironments(report, parse(report, environmentsParsed));
      });
      problems.push(...report.finish());
    }

    const catalogueReports = new Map<string, FileProblems>();
    for (const lang of LANGS) {
      const file = join(realRoot, 'messages', `${lang}.json`);
      const parsed = readInside(file, problems, `the ${lang} message catalogue is missing`);
      if (!parsed) continue;
      const report = new FileProblems(display(file), parsed);
      catalogueReports.set(lang, report);
      guarded(report, () => {
        const catalogue = checkCatalogue(report, parse(report, parsed));
        if (catalogue) ctx.messages[lang] = catalogue;
      });
    }
    for (const [lang, otherLang] of [
      ['zh-CN', 'en'],
      ['en', 'zh-CN'],
    ] as const) {
      const report = catalogueReports.get(lang);
      if (report && ctx.messages[lang] && ctx.messages[otherLang])
        guarded(report, () =>
          checkParity(report, ctx.messages[lang], ctx.messages[otherLang], otherLang),
        );
    }
    for (const report of catalogueReports.values()) problems.push(...report.finish());

    // Shared pieces (gate sets) are checked on their own, once.
    const shared = findSharedFiles(realRoot);
    problems.push(...refusedProblems(shared.refused));
    for (const file of shared.files) {
      const parsed = readInside(file, problems, 'the file is missing');
      if (!parsed) continue;
      const report = new FileProblems(display(file), parsed);
      guarded(report, () => {
        const value = parse(report, parsed);
        if (basename(file).endsWith('gates.json')) {
          ctx.gateFiles.set(file, parsed);
          checkGatesFile(report, ctx, value);
        } else if (basename(file).endsWith('pages.json')) {
          ctx.pageFiles.set(file, parsed);
          checkPagesFile(report, ctx, value);
        } else if (value !== undefined) checkStrings(report, ctx, value);
      });
      problems.push(...report.finish());
    }

    const sites: SiteManifest[] = [];
    const addressable: { entry: SiteIndexEntry; file: string }[] = [];
    const files: Record<string, string> = {};
    const found = findSiteManifests(realRoot);
    problems.push(...refusedProblems(found.refused));
    for (const file of found.files) {
      const parsed = readInside(file, problems, 'the file is missing');
      if (!parsed) continue;
      const report = new FileProblems(display(file), parsed);
      guarded(report, () => {
        const raw = parse(report, parsed);
        if (raw === undefined) return;
        const result = checkSite(report, ctx, raw, file, ctx.sites, true);
        ctx.sites.push(result.summary);
        if (result.manifest) {
          sites.push(result.manifest);
          files[result.manifest.id] = report.display;
        } else if (result.entry) addressable.push({ entry: result.entry, file: report.display });
      });
      problems.push(...report.finish());
    }

    // An invalid site stays addressable (its problems show at its address) unless a valid site
    // already answers there: a broken copy must never shadow a working site.
    const index: SiteIndexEntry[] = sites.map((site) => ({
      id: site.id,
      kind: site.kind,
      match: site.match,
    }));
    for (const { entry: candidate, file } of addressable) {
      const taken = index.some(
        (entry) =>
          entry.id === candidate.id ||
          (candidate.match.pathPrefix && entry.match.pathPrefix === candidate.match.pathPrefix) ||
          (candidate.match.hosts ?? []).some((host) => entry.match.hosts?.includes(host)),
      );
      if (taken) continue;
      index.push(candidate);
      files[candidate.id] = file;
    }

    loaded = {
      ctx,
      result: {
        root,
        environments: ctx.environments,
        messages: ctx.messages,
        sites,
        index,
        files,
        problems,
      },
    };
    return loaded;
  };

  /** Where a site manifest from outside stands in site-configs/: by its path prefix. */
  const placeOfOutsideSite = (value: unknown): string => {
    const prefix = isObject(value) && isObject(value.match) ? value.match.pathPrefix : undefined;
    const folder =
      typeof prefix === 'string' && /^(\/[A-Za-z0-9_-]+)+$/.test(prefix)
        ? prefix.slice(1)
        : 'portal';
    return join(realRoot, folder, 'site.json');
  };

  const checkFile: SiteConfigChecker['checkFile'] = (file, text, fileOptions = {}) => {
    const path = resolve(file);
    const real = realPathOf(path) ?? path;
    const inside = isInside(realRoot, real);
    const shown =
      fileOptions.display ?? (inside ? display(real) : relative(repoRoot, path) || path);
    let source = text;
    if (source === undefined) {
      const read = readConfigText(path);
      if ('problem' in read)
        return [
          {
            file: shown,
            line: 1,
            column: 1,
            pointer: '/',
            message: read.problem,
            ...(read.hint ? { hint: read.hint } : {}),
          },
        ];
      source = read.text;
    }
    const parsed = readText(shown, source);
    const report = new FileProblems(shown, parsed);
    const { ctx } = loadAll();
    guarded(report, () => {
      const value = parse(report, parsed);
      const kind = fileOptions.kind ?? configFileKind(path, value);
      if (!kind) {
        if (value !== undefined)
          report.add(
            '',
            'this is not a file the checker knows: name it site.json, environments.json, <name>gates.json, <name>pages.json, zh-CN.json or en.json, or give it a "$schema"',
            'for example "$schema": "../../../schemas/site.schema.json"',
          );
        return;
      }
      if (value === undefined) return;
      if (kind === 'environments') checkEnvironments(report, value);
      else if (kind === 'gates') checkGatesFile(report, ctx, value);
      else if (kind === 'pages') checkPagesFile(report, ctx, value);
      else if (kind === 'messages') {
        const catalogue = checkCatalogue(report, value);
        const lang = basename(path).replace(/\.json$/, '');
        const otherLang = lang === 'en' ? 'zh-CN' : lang === 'zh-CN' ? 'en' : null;
        if (catalogue && otherLang && ctx.messages[otherLang]) {
          checkParity(report, catalogue, ctx.messages[otherLang], otherLang);
          for (const key of Object.keys(ctx.messages[otherLang]))
            if (!hasOwn(catalogue, key))
              report.add(
                '',
                `message ${quoted(key)} of messages/${otherLang}.json has no ${lang} text here`,
              );
        }
      } else {
        const place = inside ? real : placeOfOutsideSite(value);
        checkSite(
          report,
          ctx,
          value,
          place,
          ctx.sites.filter((summary) => summary.path !== place),
          false,
        );
      }
    });
    return report.finish();
  };

  return { root, loadAll: () => loadAll().result, checkFile };
}

const checkers = new WeakMap<LoadedSiteConfigs, SiteConfigChecker>();

export function loadSiteConfigs(rootDir: string, options: CheckerOptions): LoadedSiteConfigs {
  const checker = createSiteConfigChecker(rootDir, options);
  const loaded = checker.loadAll();
  checkers.set(loaded, checker);
  return loaded;
}

/**
 * The checker that produced `loaded` (from loadSiteConfigs), so a draft is checked against
 * exactly what was loaded, without loading it again.
 */
export function checkerOf(loaded: LoadedSiteConfigs): SiteConfigChecker | undefined {
  return checkers.get(loaded);
}

export function formatProblem(problem: ManifestProblem): string {
  const location = `${problem.file}:${problem.line}:${problem.column}`;
  const hint = problem.hint ? ` — ${problem.hint}` : '';
  return `${location} ${problem.pointer}: ${problem.message}${hint}`;
}
