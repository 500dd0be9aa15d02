/**
 * The block catalogue (issue 5, point 4): every registered block (blocks/registry.ts
 * `defaultBlockEntries`) with its description and README, and each of its fixtures rendered
 * live beside the @rjsf/core form generated from its props schema. Editing the form re-renders
 * that fixture, so an operator sees what each prop does before writing it in a manifest.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { defaultBlockEntries } from '../../blocks/registry';
import type { BlockEntry, BlockFixture, BlockProps } from '../../src/runtime/blocks/contract';
import { PageDataProvider } from '../../src/runtime/data/PageData';
import { RuntimeContext } from '../../src/runtime/RuntimeContext';
import { BlockBoundary } from '../../src/runtime/render/BlockBoundary';
import { useUiHost } from '../../src/shell/ui/UiHost';
import { buildFormNode } from '../editor/formSchema';
import { JsonField } from '../editor/JsonField';
import { catalogueRuntime, loadCatalogueBase, type CatalogueBase } from './catalogueRuntime';
import { readmeFor } from './readmes';
import { Markdown } from './markdown';
import { PropsTable } from './propsTable';
import './catalogue.css';

const FIELDS = { json: JsonField };
const components = new Map<string, ComponentType<BlockProps<never>>>();

/** One lazy component per block type, so a block's code loads when it is first shown. */
function componentFor(entry: BlockEntry): ComponentType<BlockProps<never>> {
  let component = components.get(entry.type);
  if (!component) {
    component = lazy(entry.load);
    components.set(entry.type, component);
  }
  return component;
}

export function BlockCatalogue() {
  const entries = defaultBlockEntries;
  const [type, setType] = useState<string>(() => {
    const asked = new URLSearchParams(window.location.search).get('block');
    return entries.some((entry) => entry.type === asked) ? (asked as string) : entries[0].type;
  });
  const [base, setBase] = useState<CatalogueBase | null>(null);
  const [failed, setFailed] = useState(false);
  const [heldExit, setHeldExit] = useState<string | null>(null);
  const entry = entries.find((candidate) => candidate.type === type) ?? entries[0];

  useEffect(() => {
    let live = true;
    loadCatalogueBase().then(
      (loaded) => live && setBase(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="bc" aria-label="区块目录" data-panel="block-catalogue">
      <nav className="bc__nav" aria-label="区块列表">
        <h2>区块目录</h2>
        <p className="bc__count">共 {entries.length} 种区块</p>
        <ul>
          {entries.map((candidate) => (
            <li key={candidate.type}>
              <button
                type="button"
                data-block-type={candidate.type}
                aria-current={candidate.type === entry.type ? 'true' : undefined}
                onClick={() => {
                  setHeldExit(null);
                  setType(candidate.type);
                }}
              >
                {candidate.type}
                {candidate.sectionTypes ? (
                  <span className="bc__code">栏目 {candidate.sectionTypes.join('、')}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="bc__main">
        {failed && <p role="alert">运行环境加载失败，请确认服务已启动后刷新页面</p>}
        {heldExit !== null && (
          <p className="bc__held-exit" role="status" data-held-exit={heldExit}>
            该示例要离开本页前往 <code>{heldExit}</code>，目录中不跳转
          </p>
        )}
        {/* Blocks that hand the visitor over to another page do so on mount; here that would
            replace the catalogue itself, so the address is shown instead of followed. */}
        <BlockDetail key={entry.type} entry={entry} base={base} onLeave={setHeldExit} />
      </div>
    </section>
  );
}

function BlockDetail(props: {
  entry: BlockEntry;
  base: CatalogueBase | null;
  onLeave: (url: string) => void;
}) {
  const { entry, base, onLeave } = props;
  const readme = readmeFor(entry.type);
  const form = useMemo(() => buildFormNode(entry.schema, entry.schema), [entry.schema]);
  return (
    <article className="bc__block" data-block={entry.type}>
      <header>
        <h3>{entry.type}</h3>
        <p className="bc__description">{entry.description}</p>
        <p className="bc__meta">
          {entry.fixtures.length} 个示例
          {entry.sectionTypes ? ` · 渲染栏目类型 ${entry.sectionTypes.join('、')}` : ''}
        </p>
      </header>
      <PropsTable schema={entry.schema} type={entry.type} />
      <details className="bc__readme" open>
        <summary>说明文档（blocks/{entry.type}/README.md）</summary>
        {readme ? <Markdown text={readme} /> : <p>该区块还没有 README.md。</p>}
      </details>
      {entry.fixtures.length === 0 && <p>该区块还没有示例（fixtures.ts）。</p>}
      {entry.fixtures.map((fixture) => (
        <FixtureView
          key={fixture.name}
          entry={entry}
          fixture={fixture}
          base={base}
          schema={form.schema}
          uiSchema={form.ui}
          onLeave={onLeave}
        />
      ))}
    </article>
  );
}

function FixtureView(props: {
  entry: BlockEntry;
  fixture: BlockFixture;
  base: CatalogueBase | null;
  schema: RJSFSchema;
  uiSchema: Record<string, unknown>;
  onLeave: (url: string) => void;
}) {
  const { entry, fixture, base, schema, uiSchema, onLeave } = props;
  const [value, setValue] = useState<Record<string, unknown>>(fixture.props);
  const [revision, setRevision] = useState(0);
  return (
    <section
      className="bc__fixture"
      data-fixture={fixture.name}
      aria-label={`示例 ${fixture.name}`}
    >
      <h4>
        示例 <code>{fixture.name}</code>
        <span className="bc__fixture-description">{fixture.description}</span>
      </h4>
      <div className="bc__fixture-body">
        <div className="bc__render" data-rendered={entry.type}>
          {base ? (
            <RenderedBlock
              key={revision}
              entry={entry}
              base={base}
              props={value}
              blockId={`${entry.type}-${fixture.name}`}
              pageData={fixture.pageData}
              onLeave={onLeave}
            />
          ) : (
            <p>努力加载中…</p>
          )}
        </div>
        <div className="bc__form" data-form={entry.type}>
          <Form
            // The form only edits: the CSP forbids compiling validators at run time, and the
            // project's own checks (npm run validate, the editor) are the judges.
            className="rjsf-form"
            schema={schema}
            uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
            formData={value}
            validator={validator}
            fields={FIELDS}
            noValidate
            showErrorList={false}
            idPrefix={`bc_${entry.type}_${fixture.name}`.replace(/[^A-Za-z0-9_]/g, '_')}
            onChange={(event) => setValue((event.formData ?? {}) as Record<string, unknown>)}
          />
          <button
            type="button"
            className="bc__reset"
            onClick={() => {
              setValue(fixture.props);
              setRevision((current) => current + 1);
            }}
          >
            恢复示例
          </button>
        </div>
      </div>
    </section>
  );
}

function RenderedBlock(props: {
  entry: BlockEntry;
  base: CatalogueBase;
  props: Record<string, unknown>;
  blockId: string;
  /** The page data the fixture's page declares (a block with `x-data` reads it). */
  pageData: BlockFixture['pageData'];
  onLeave: (url: string) => void;
}) {
  const { entry, base, blockId, onLeave } = props;
  const { ui, host } = useUiHost({
    ok: base.t('msg:shell.confirm.ok'),
    cancel: base.t('msg:shell.confirm.cancel'),
    close: base.t('msg:shell.dialog.close'),
  });
  const runtime = useMemo(() => catalogueRuntime(base, ui, onLeave), [base, ui, onLeave]);
  const Component = componentFor(entry) as ComponentType<BlockProps<Record<string, unknown>>>;
  return (
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter>
        <div className={`site site--portal theme-${runtime.theme}`} data-theme={runtime.theme}>
          <BlockBoundary
            blockType={entry.type}
            fallback={<p role="alert">该示例渲染失败（详见控制台）</p>}
          >
            <Suspense fallback={<p>努力加载中…</p>}>
              <PageDataProvider declarations={props.pageData}>
                <Component props={props.props} blockId={blockId} />
              </PageDataProvider>
            </Suspense>
          </BlockBoundary>
          {host}
        </div>
      </MemoryRouter>
    </RuntimeContext.Provider>
  );
}
