/**
 * `npm run new-block <name> [--root <repo>]`: writes one block folder (component, schema,
 * fixtures, block.ts, test, CSS, README) and the sample texts' message keys in the zh-CN and en
 * catalogues, nothing else: both registries find the folder by its `block.ts` (issue 16), so
 * `blocks/registry.test.ts`, lint, prettier and tsc pass at once. Refuses a bad or taken name
 * with a Chinese sentence and exit code 1.
 *
 * `--root` points at another copy of the repository (tests).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { scaffoldArguments } from './cliArguments';
import { blockPropsTypeSource } from './manifest/blockPropsTypes';
import { blockNameForms } from '../src/runtime/blocks/names';

const REPO_ROOT = resolve(import.meta.dirname, '..');

/** kebab-case, as the folder and the manifest `type` are written (`rich-text`, `icon-nav`). */
export const BLOCK_NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export class NewBlockError extends Error {}

export interface BlockNames {
  /** kebab-case block type and folder name: `event-banner`. */
  type: string;
  /** PascalCase component stem: `EventBanner` (component `EventBannerBlock`). */
  pascal: string;
  /** camelCase stem: `eventBanner` (fixtures `eventBannerFixtures`, message keys `eventBanner.*`). */
  camel: string;
}

export function blockNames(argument: string | undefined): BlockNames {
  if (!argument) throw new NewBlockError('请指定区块名称，例如：npm run new-block event-banner');
  if (!BLOCK_NAME_PATTERN.test(argument) || argument.length > 40)
    throw new NewBlockError(
      `区块名称“${argument}”无效：请用小写字母、数字和连字符（kebab-case），以字母开头，例如 event-banner`,
    );
  return { type: argument, ...blockNameForms(argument) };
}

/** The files of a new block folder, by name. */
export function blockFiles(names: BlockNames): Record<string, string> {
  const { type, pascal, camel } = names;
  const component = `${pascal}Block`;
  return {
    [`${component}.tsx`]: `/** The ${type} block: a heading and an optional paragraph. Replace with what it shows. */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import type { ${pascal}Props } from './props.gen';
import './${type}.css';

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
        description: `The ${type} block: a heading and an optional paragraph (text or msg:<key>). Describe here what it shows; the preview catalogue shows this sentence.`,
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
    'fixtures.ts': `import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const ${camel}Fixtures: BlockFixture[] = [
  {
    name: 'title-and-body',
    description: 'A heading and one paragraph.',
    props: { title: 'msg:${camel}.sampleTitle', body: 'msg:${camel}.sampleBody' },
  },
  {
    name: 'title-only',
    description: 'Only the heading.',
    props: { title: 'msg:${camel}.sampleTitle' },
  },
];
`,
    'block.ts': `/** The visitor's side of this block: its name and its code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';

export default {
  type: '${type}',
  load: () => import('./${component}'),
} satisfies BlockLoader;
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

TODO: what this block shows, where it is used, and the spec rows (ledger ids) it covers.

Props: see \`schema.json\` (the preview's block catalogue, /preview → 组件目录, shows them as a table).
Fixtures (\`fixtures.ts\`) feed the tests and the preview's block catalogue.
`,
  };
}

async function formatted(file: string, source: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

/** The sample texts of the scaffold, added to each catalogue under `<camel>.*`. */
export function sampleMessages(names: BlockNames): Record<'zh-CN' | 'en', Record<string, string>> {
  return {
    'zh-CN': {
      [`${names.camel}.sampleTitle`]: '示例标题',
      [`${names.camel}.sampleBody`]: '示例正文',
    },
    en: {
      [`${names.camel}.sampleTitle`]: 'Sample title',
      [`${names.camel}.sampleBody`]: 'Sample text',
    },
  };
}

export async function createBlock(argument: string | undefined, root: string): Promise<string> {
  const names = blockNames(argument);
  const folder = join(root, 'blocks', names.type);
  if (existsSync(folder))
    throw new NewBlockError(`区块 ${names.type} 已存在（blocks/${names.type}/），请换一个名称`);
  const catalogues = Object.entries(sampleMessages(names)).map(([lang, messages]) => {
    const file = join(root, 'site-configs/messages', `${lang}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const taken = Object.keys(messages).find((key) => key in catalogue);
    if (taken) throw new NewBlockError(`消息 ${taken} 已在 ${lang}.json 中，请换一个名称`);
    return { file, next: { ...catalogue, ...messages } };
  });

  mkdirSync(folder);
  for (const [name, content] of Object.entries(blockFiles(names))) {
    const file = join(folder, name);
    writeFileSync(file, await formatted(file, content));
  }
  for (const { file, next } of catalogues)
    writeFileSync(file, await formatted(file, JSON.stringify(next, null, 2)));
  // The props type from the schema, as the generate step writes it for every block (not
  // committed: .gitignore), so the new component type-checks at once.
  const schema = JSON.parse(readFileSync(join(folder, 'schema.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    join(folder, 'props.gen.ts'),
    await blockPropsTypeSource({ type: names.type, schema }),
  );
  return folder;
}

async function main(argv: string[]): Promise<number> {
  const { name: argument, flagValue: rootValue } = scaffoldArguments(argv, '--root');
  const root = rootValue ? resolve(rootValue) : REPO_ROOT;
  try {
    const folder = await createBlock(argument, root);
    console.log(
      [
        `✓ 已创建区块 ${relative(process.cwd(), folder) || folder}（注册表按文件夹自动发现），示例文字已加入 zh-CN.json 与 en.json`,
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
