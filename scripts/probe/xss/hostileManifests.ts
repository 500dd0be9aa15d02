/**
 * Carrier (b), manifests: a temporary copy of `site-configs/` whose display strings (labels,
 * titles, texts, `msg:` references, every text of the message catalogues) hold payloads and
 * whose links (`to`, `url`, `href`, `link`…) hold link payloads. Ids, routes, rules, block
 * types and image addresses stay as they are.
 *
 * What the validator refuses is put back to the original text and counted as held (refused on
 * the way in), until the copy validates: the server would otherwise serve the refused site as
 * problems (and a refused catalogue would take every site down), and the pages would never
 * render the carriers that were accepted.
 */
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { LINK_PAYLOAD_INDEXES, TEXT_PAYLOAD_INDEXES, XSS_PAYLOADS } from './payloads';
import { rotatePayloads, type CarrierLedger } from './carriers';

type Segment = string | number;
type FieldKind = 'text' | 'link';

/** Keys that hold identifiers, routes, rules or settings, never visitor-facing text. */
const SKIP_KEYS = new Set([
  '$schema',
  '$ref',
  'id',
  'type',
  'kind',
  'page',
  'path',
  'pathPrefix',
  'host',
  'gate',
  'guard',
  'layout',
  'pageType',
  'theme',
  'default',
  'var',
  'when',
  'facts',
  'color',
  'icon',
]);

const LINK_KEY = /^(to|url|href|link|more|moreTo|target|web_url|webUrl)$|(Url|Link|Href|To)$/;
const IMAGE_KEY = /icon|image|img|cover|logo|poster|picture|avatar|banner|background|bg|src|qr/i;
const MEDIA_URL = /\.(m3u8|mp4|mp3|wav|pdf|svg|png|jpe?g|gif|webp)(\?|#|$)/i;
const TEXT_KEY =
  /^(label|title|text|subtitle|description|summary|content|html|heading|paragraphs|placeholder|message|tip|hint|caption|alt|name|note|notice|empty|more|button|buttons|items|lines)$/i;
const CJK = /[\u3400-\u9fff]/;
const MESSAGE_REF = 'msg:';

interface ManifestLeaf {
  file: string;
  segments: Segment[];
  original: string;
  field: string;
  kind: FieldKind;
  ids: number[];
  live: boolean;
}

export interface HostileManifests {
  /** The copy: `<dir>/site-configs`, the folder to give the server as `siteConfigDir`. */
  siteConfigDir: string;
  fields: number;
  /** Leaves put back because the validator refused them. */
  reverted: number;
  /** Problems still reported after putting back (0 when every site is served). */
  remainingProblems: string[];
}

export type ValidateSiteConfigs = (
  siteConfigDir: string,
) => Promise<{ file: string; pointer: string; message: string }[]>;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith('.json') && name !== 'environments.json' ? [path] : [];
    });
}

function lastKey(segments: Segment[]): string {
  for (let i = segments.length - 1; i >= 0; i--)
    if (typeof segments[i] === 'string') return segments[i] as string;
  return '';
}

function classify(segments: Segment[], value: string, isCatalogue: boolean): FieldKind | null {
  if (isCatalogue) return value.trim() === '' ? null : 'text';
  if (segments.some((segment) => typeof segment === 'string' && SKIP_KEYS.has(segment)))
    return null;
  const key = lastKey(segments);
  if (/(FromQuery|FromRoute)$/.test(key)) return null;
  // A link may be empty (the site home): it is a link all the same.
  if (LINK_KEY.test(key) && !IMAGE_KEY.test(key) && !MEDIA_URL.test(value)) {
    // `to` values of buttons and menus are links even when they carry a {{name}}.
    if (value.startsWith(MESSAGE_REF)) return 'text';
    return 'link';
  }
  if (value.trim() === '' || IMAGE_KEY.test(key) || value.includes('{{')) return null;
  if (value.startsWith(MESSAGE_REF) || CJK.test(value) || TEXT_KEY.test(key)) return 'text';
  return null;
}

function collect(
  value: unknown,
  visit: (segments: Segment[], text: string) => void,
  segments: Segment[] = [],
): void {
  if (typeof value === 'string') visit(segments, value);
  else if (Array.isArray(value)) value.forEach((item, i) => collect(item, visit, [...segments, i]));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collect(item, visit, [...segments, key]);
}

function setAt(root: unknown, segments: Segment[], value: string): void {
  let node = root as Record<string | number, unknown>;
  for (const segment of segments.slice(0, -1)) node = node[segment] as typeof node;
  node[segments[segments.length - 1]] = value;
}

function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function startsWith(segments: Segment[], prefix: string[]): boolean {
  return prefix.every((part, i) => String(segments[i]) === part);
}

/**
 * Copies `sourceDir` into `<workDir>/site-configs`, makes it hostile and validates it with
 * `validate`, putting refused strings back until it passes (or nothing more can be put back).
 */
export async function makeManifestsHostile(
  sourceDir: string,
  workDir: string,
  ledger: CarrierLedger,
  validate: ValidateSiteConfigs,
): Promise<HostileManifests> {
  const siteConfigDir = join(workDir, 'site-configs');
  cpSync(sourceDir, siteConfigDir, { recursive: true });
  const documents = new Map<string, unknown>();
  const leaves: ManifestLeaf[] = [];
  for (const file of jsonFiles(siteConfigDir)) {
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue; // a file that does not parse is the validator's business, not a carrier
    }
    documents.set(file, document);
    const name = relative(siteConfigDir, file);
    const isCatalogue = name.startsWith('messages/');
    collect(document, (segments, text) => {
      const kind = classify(segments, text, isCatalogue);
      if (!kind) return;
      const field = isCatalogue ? `${name} texts` : `${name} ${lastKey(segments)}`;
      leaves.push({ file, segments, original: text, field, kind, ids: [], live: true });
    });
  }

  const byField = new Map<string, ManifestLeaf[]>();
  for (const leaf of leaves) byField.set(leaf.field, [...(byField.get(leaf.field) ?? []), leaf]);
  /** How many live leaves still carry each id: an id is refused once none does. */
  const carriedBy = new Map<number, number>();
  for (const [field, group] of [...byField].sort(([a], [b]) => a.localeCompare(b))) {
    const kind = group[0].kind;
    const carrier = ledger.add('manifest', field);
    const candidates = kind === 'link' ? LINK_PAYLOAD_INDEXES : TEXT_PAYLOAD_INDEXES;
    const slots = rotatePayloads(group.length, candidates, ledger.nextOffset(), kind === 'text');
    group.forEach((leaf, i) => {
      const parts = slots[i].map((payloadIndex) => {
        const id = ledger.inject(carrier, payloadIndex);
        leaf.ids.push(id);
        carriedBy.set(id, (carriedBy.get(id) ?? 0) + 1);
        return XSS_PAYLOADS[payloadIndex].make(id);
      });
      setAt(documents.get(leaf.file), leaf.segments, parts.join(' '));
    });
  }

  const writeAll = () => {
    for (const [file, document] of documents)
      writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  };
  const revert = (leaf: ManifestLeaf, reason: string) => {
    if (!leaf.live) return false;
    leaf.live = false;
    setAt(documents.get(leaf.file), leaf.segments, leaf.original);
    for (const id of leaf.ids) {
      const left = (carriedBy.get(id) ?? 1) - 1;
      carriedBy.set(id, left);
      if (left === 0) ledger.refuse(id, reason);
    }
    return true;
  };

  writeAll();
  let reverted = 0;
  let problems = await validate(siteConfigDir);
  for (let round = 0; problems.length > 0 && round < 12; round++) {
    let changed = 0;
    for (const problem of problems) {
      const file = resolve(
        siteConfigDir,
        '..',
        problem.file.replace(/^.*site-configs\//, 'site-configs/'),
      );
      const prefix = pointerSegments(problem.pointer);
      // The smallest enclosing set: the leaf itself, else every leaf under the pointer; a
      // problem at the root of a file (or with nothing under it) puts the whole file back.
      let matching = leaves.filter(
        (leaf) => leaf.live && leaf.file === file && startsWith(leaf.segments, prefix),
      );
      if (matching.length === 0 || round >= 8)
        matching = leaves.filter((leaf) => leaf.live && leaf.file === file);
      for (const leaf of matching) if (revert(leaf, problem.message)) changed++;
    }
    reverted += changed;
    if (changed === 0) break;
    writeAll();
    problems = await validate(siteConfigDir);
  }
  return {
    siteConfigDir,
    fields: byField.size,
    reverted,
    remainingProblems: problems.map((p) => `${p.file} ${p.pointer} ${p.message}`),
  };
}
