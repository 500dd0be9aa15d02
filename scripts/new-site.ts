/**
 * `npm run new-site hd/<key> [--dir <site-configs>]`: scaffolds a minimal campaign site that
 * `npm run validate` accepts and the stand-in serves at `/hd/<key>` at once (manifests are read
 * from disk on every request in preview mode; nothing is generated at build time for sites):
 * header and menu, a home page, the shared gates by reference, and its texts in both message
 * catalogues. Refuses a bad key or an existing site with a Chinese sentence and exit code 1.
 *
 * `--dir` points at another site-configs folder (tests, or an operator trying a copy), as
 * `npm run validate --dir` does.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scaffoldArguments } from './cliArguments';

const REPO_ROOT = resolve(import.meta.dirname, '..');

/**
 * Lower-case letters, digits, hyphens and underscores (existing sites use both, e.g.
 * `dndsstudent_hmt`), starting with a letter: it becomes a URL path and a message-key prefix.
 */
export const SITE_KEY_PATTERN = /^[a-z][a-z0-9_-]{1,30}$/;

export class NewSiteError extends Error {}

export interface NewSiteResult {
  key: string;
  siteId: string;
  siteFile: string;
  messageKeys: string[];
}

/** The catalogue entries of a new site: zh-CN first, English where the spec gives none. */
export function siteMessages(key: string): Record<'zh-CN' | 'en', Record<string, string>> {
  return {
    'zh-CN': {
      [`${key}.title`]: `新活动（${key}）`,
      [`${key}.subtitle`]: '国家中小学智慧教育平台',
      [`${key}.nav.home`]: '首页',
      [`${key}.intro.title`]: '活动介绍',
      [`${key}.intro.body`]: '活动介绍正在编辑，敬请期待。',
    },
    en: {
      [`${key}.title`]: `New campaign (${key})`,
      [`${key}.subtitle`]: 'National Smart Education Platform for Primary and Secondary Schools',
      [`${key}.nav.home`]: 'Home',
      [`${key}.intro.title`]: 'About the campaign',
      [`${key}.intro.body`]: 'The introduction is being written. Stay tuned.',
    },
  };
}

export function siteManifest(key: string): Record<string, unknown> {
  return {
    $schema: '../../../schemas/site.schema.json',
    schemaVersion: 1,
    id: `hd-${key}`,
    kind: 'campaign',
    title: `msg:${key}.title`,
    match: { pathPrefix: `/hd/${key}` },
    theme: { default: 'light' },
    header: {
      variant: 'campaign',
      title: `msg:${key}.title`,
      subtitle: `msg:${key}.subtitle`,
      menu: [{ label: `msg:${key}.nav.home`, to: '' }],
    },
    footer: { variant: 'campaign' },
    floatBar: { helpCentre: true, feedback: true, backToTop: true },
    facts: {},
    routes: [{ path: '', page: 'home' }],
    pages: {
      home: {
        blocks: [
          { type: 'page-title', props: { title: `msg:${key}.title` } },
          {
            type: 'rich-text',
            props: { title: `msg:${key}.intro.title`, paragraphs: [`msg:${key}.intro.body`] },
          },
        ],
      },
    },
    gates: {
      enroll: { $ref: '../../shared/gates.json#/enroll' },
      upload: { $ref: '../../shared/gates.json#/upload' },
      myWork: { $ref: '../../shared/gates.json#/myWork' },
      review: { $ref: '../../shared/gates.json#/review' },
    },
  };
}

/** `hd/<key>` → key, or a sentence saying what is wrong. */
export function parseSiteArgument(argument: string | undefined): string {
  if (!argument)
    throw new NewSiteError('请指定站点，例如：npm run new-site hd/spring（活动站点都在 hd/ 下）');
  const match = /^hd\/(.*)$/.exec(argument);
  if (!match) throw new NewSiteError(`站点应写成 hd/<标识>，例如 hd/spring；收到的是“${argument}”`);
  const key = match[1];
  if (!SITE_KEY_PATTERN.test(key))
    throw new NewSiteError(
      `站点标识“${key}”无效：只能用小写字母、数字、连字符和下划线，以字母开头，长 2–31 个字符（它会成为地址 /hd/${key}）`,
    );
  return key;
}

/**
 * Adds entries to a catalogue file without reformatting it: the new lines go before the
 * closing brace, in the file's own two-space, one-entry-per-line style.
 */
function appendEntries(file: string, entries: Record<string, string>): void {
  const text = readFileSync(file, 'utf8');
  const close = text.lastIndexOf('}');
  const body = text.slice(0, close).replace(/\s*$/, '');
  const lines = Object.entries(entries)
    .map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value)}`)
    .join(',\n');
  const next = `${body},\n${lines}\n}\n`;
  JSON.parse(next); // never leave a broken catalogue behind
  writeFileSync(file, next);
}

export function createSite(argument: string | undefined, siteConfigDir: string): NewSiteResult {
  const key = parseSiteArgument(argument);
  const siteDir = join(siteConfigDir, 'hd', key);
  const siteFile = join(siteDir, 'site.json');
  if (existsSync(siteDir))
    throw new NewSiteError(
      `站点 hd/${key} 已存在（${relative(process.cwd(), siteDir) || siteDir}），请换一个标识，或直接编辑它的 site.json`,
    );
  const messages = siteMessages(key);
  const catalogueFiles = {
    'zh-CN': join(siteConfigDir, 'messages/zh-CN.json'),
    en: join(siteConfigDir, 'messages/en.json'),
  } as const;
  for (const [lang, file] of Object.entries(catalogueFiles)) {
    if (!existsSync(file))
      throw new NewSiteError(`找不到文案目录 ${file}，请确认 --dir 指向 site-configs`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const taken = Object.keys(catalogue).find((name) => name.startsWith(`${key}.`));
    if (taken)
      throw new NewSiteError(
        `文案键前缀“${key}.”已被占用（${lang}：${taken}），站点标识会与已有文案冲突，请换一个标识`,
      );
  }

  mkdirSync(siteDir, { recursive: true });
  writeFileSync(siteFile, `${JSON.stringify(siteManifest(key), null, 2)}\n`);
  appendEntries(catalogueFiles['zh-CN'], messages['zh-CN']);
  appendEntries(catalogueFiles.en, messages.en);
  return { key, siteId: `hd-${key}`, siteFile, messageKeys: Object.keys(messages['zh-CN']) };
}

function main(argv: string[]): number {
  const { name: argument, flagValue: dirValue } = scaffoldArguments(argv, '--dir');
  const siteConfigDir = dirValue ? resolve(dirValue) : resolve(REPO_ROOT, 'site-configs');
  try {
    const result = createSite(argument, siteConfigDir);
    console.log(
      [
        `✓ 已创建站点 hd/${result.key}（id: ${result.siteId}）`,
        `  清单：${relative(process.cwd(), result.siteFile)}`,
        `  文案：messages/zh-CN.json 与 en.json 中的 ${result.messageKeys.join('、')}`,
        '下一步：',
        '  1. npm run validate',
        `  2. npm start 后打开 /hd/${result.key}，或在 /preview?site=${result.siteId} 预览`,
        '  3. 按 docs/operators.md 添加菜单、页面、活动编号和门禁按钮',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof NewSiteError) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(main(process.argv.slice(2)));
