/**
 * `npm run new-block <name> [--root <repo>]`: scaffolds a block folder (component, schema,
 * fixtures, entry, test, CSS, README) and registers it in `blocks/visitorRegistry.ts` (the
 * visitor's loader) and `blocks/registry.ts` (the full entry), so `blocks/registry.test.ts`,
 * lint, prettier and tsc pass at once. The two registry files get one line each and are then
 * formatted with the project's prettier settings. Refuses a bad or taken name with a Chinese
 * sentence and exit code 1.
 *
 * `--root` points at another copy of the repository (tests).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { scaffoldArguments } from './cliArguments';

const REPO_ROOT = resolve(import.meta.dirname, '..');

/** kebab-case, as the folder and the manifest `type` are written (`rich-text`, `icon-nav`). */
export const BLOCK_NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export class NewBlockError extends Error {}

export interface BlockNames {
  /** kebab-case block type and folder name: `event-banner`. */
  type: string;
  /** PascalCase component stem: `EventBanner` (component `EventBannerBlock`). */
  pascal: string;
  /** camelCase stem: `eventBanner` (entry `eventBannerEntry`). */
  camel: string;
}

export function blockNames(argument: string | undefined): BlockNames {
  if (!argument) throw new NewBlockError('请指定区块名称，例如：npm run new-block event-banner');
  if (!BLOCK_NAME_PATTERN.test(argument) || argument.length > 40)
    throw new NewBlockError(
      `区块名称“${argument}”无效：请用小写字母、数字和连字符（kebab-case），以字母开头，例如 event-banner`,
    );
  const parts = argument.split('-');
  const pascal = parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
  return { type: argument, pascal, camel: pascal.charAt(0).toLowerCase() + pascal.slice(1) };
}

/** The files of a new block folder, by name. */
export function blockFiles(names: BlockNames): Record<string, string> {
  const { type, pascal, camel } = names;
  const component = `${pascal}Block`;
  return {
    [`${component}.tsx`]: `/** The ${type} block: a heading and an optional paragraph. Replace with what it shows. */
import type { BlockProps } from '../registryTypes';
import { useT } from '../../src/runtime/hooks';
import './${type}.css';

export interface ${pascal}Props {
  title: string;
  body?: string;
}

export default function ${component}({ props, blockId }: BlockProps<${pascal}Props>) {
  const t = useT();
  return (
    <section className="${type}" data-block-id={blockId}>
      <h2 className="${type}__title">{t(props.title)}</h2>
      {props.body && <p className="${type}__body">{t(props.body)}</p>}
    </section>
  );
}
`,
    'schema.json': `${JSON.stringify(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: `${type} 区块 ${pascal}`,
        description: `Props of the ${type} block. 标题与正文可写文字或 msg:<key>。`,
        type: 'object',
        required: ['title'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', minLength: 1, title: '标题 Title' },
          body: { type: 'string', minLength: 1, title: '正文 Body' },
        },
      },
      null,
      2,
    )}\n`,
    'fixtures.ts': `import type { BlockFixture } from '../registryTypes';

export const ${camel}Fixtures: BlockFixture[] = [
  {
    name: 'title-and-body',
    description: 'A heading and one paragraph.',
    props: { title: '示例标题', body: '示例正文' },
  },
  {
    name: 'title-only',
    description: 'Only the heading.',
    props: { title: '示例标题' },
  },
];
`,
    'entry.ts': `/** Registry entry of the ${type} block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { ${camel}Fixtures } from './fixtures';

export const ${camel}Entry: BlockEntry = {
  ...visitorLoader('${type}'),
  schema,
  fixtures: ${camel}Fixtures,
  description: 'TODO: one sentence on what the ${type} block shows.',
};
`,
    [`${component}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '../testing/renderBlock';
import ${component} from './${component}';
import { ${camel}Fixtures } from './fixtures';

const props = (name: string) =>
  ${camel}Fixtures.find((fixture) => fixture.name === name)!.props as { title: string; body?: string };

describe('${type} block', () => {
  it('shows its heading and paragraph', () => {
    renderBlock(${component}, props('title-and-body'));
    expect(screen.getByRole('heading', { name: '示例标题' })).toBeTruthy();
    expect(screen.getByText('示例正文')).toBeTruthy();
  });

  it('shows no paragraph without a body', () => {
    const { container } = renderBlock(${component}, props('title-only'));
    expect(container.querySelector('.${type}__body')).toBeNull();
  });
});
`,
    [`${type}.css`]: `.${type} {
  margin: 16px 0;
}
.${type}__title {
  margin: 0 0 8px;
  font-size: 20px;
}
.${type}__body {
  margin: 0;
  line-height: 1.7;
}
`,
    'README.md': `# ${type}

TODO: what this block shows, where it is used, and what its props mean.

| prop    | meaning                                  |
| ------- | ---------------------------------------- |
| \`title\` | heading: literal text or \`msg:<key>\`     |
| \`body\`  | optional paragraph: text or \`msg:<key>\` |

Fixtures (\`fixtures.ts\`) feed the tests and the preview's block catalogue (\`/preview\`).
`,
  };
}

/** Inserts `line` as the last item of the array literal that starts at `marker`. */
function appendToArray(source: string, marker: string, line: string, file: string): string {
  const start = source.indexOf(marker);
  if (start < 0) throw new NewBlockError(`在 ${file} 中找不到 ${marker.trim()}，无法登记区块`);
  const end = source.indexOf('\n];', start);
  if (end < 0) throw new NewBlockError(`在 ${file} 中找不到列表结尾，无法登记区块`);
  return `${source.slice(0, end)}\n  ${line}${source.slice(end)}`;
}

async function formatted(file: string, source: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

export async function createBlock(argument: string | undefined, root: string): Promise<string> {
  const names = blockNames(argument);
  const blocksDir = join(root, 'blocks');
  const folder = join(blocksDir, names.type);
  const visitorFile = join(blocksDir, 'visitorRegistry.ts');
  const registryFile = join(blocksDir, 'registry.ts');
  if (existsSync(folder))
    throw new NewBlockError(`区块 ${names.type} 已存在（blocks/${names.type}/），请换一个名称`);
  const visitorSource = readFileSync(visitorFile, 'utf8');
  if (visitorSource.includes(`type: '${names.type}'`))
    throw new NewBlockError(`区块类型 ${names.type} 已在 visitorRegistry.ts 中登记，请换一个名称`);
  const registrySource = readFileSync(registryFile, 'utf8');
  if (new RegExp(`\\b${names.camel}Entry\\b`).test(registrySource))
    throw new NewBlockError(`registry.ts 中已有 ${names.camel}Entry，请换一个名称`);

  const nextVisitor = appendToArray(
    visitorSource,
    'export const visitorBlockLoaders',
    `{ type: '${names.type}', load: () => import('./${names.type}/${names.pascal}Block') },`,
    'visitorRegistry.ts',
  );
  const importLine = `import { ${names.camel}Entry } from './${names.type}/entry';`;
  const lastImport = registrySource.lastIndexOf('\nimport ');
  const afterImport = registrySource.indexOf('\n', lastImport + 1);
  const withImport = `${registrySource.slice(0, afterImport)}\n${importLine}${registrySource.slice(afterImport)}`;
  const nextRegistry = appendToArray(
    withImport,
    'export const defaultBlockEntries',
    `${names.camel}Entry,`,
    'registry.ts',
  );

  mkdirSync(folder);
  for (const [name, content] of Object.entries(blockFiles(names))) {
    const file = join(folder, name);
    writeFileSync(file, await formatted(file, content));
  }
  writeFileSync(visitorFile, await formatted(visitorFile, nextVisitor));
  writeFileSync(registryFile, await formatted(registryFile, nextRegistry));
  return folder;
}

async function main(argv: string[]): Promise<number> {
  const { name: argument, flagValue: rootValue } = scaffoldArguments(argv, '--root');
  const root = rootValue ? resolve(rootValue) : REPO_ROOT;
  try {
    const folder = await createBlock(argument, root);
    console.log(
      [
        `✓ 已创建区块 ${relative(process.cwd(), folder) || folder}，并登记在 visitorRegistry.ts 与 registry.ts`,
        '下一步：',
        '  1. 在 schema.json 写出属性，在 fixtures.ts 写出示例，实现组件与测试',
        `  2. npx vitest run --project unit blocks/${argument}/ blocks/registry.test.ts`,
        '  3. 在 /preview 的区块目录中查看示例与表单；详见 docs/blocks.md',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof NewBlockError) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(await main(process.argv.slice(2)));
