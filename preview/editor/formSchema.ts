/**
 * Form schemas for @rjsf/core, generated from the real schemas (schemas/*.schema.json and each
 * block's props schema in blocks/registry.ts). The form only edits; checking is the project's
 * own validator (the validation panel), so the form schema is simplified to what a form can
 * show without compiling code (the page's CSP forbids eval):
 * - every `$ref` is inlined (across schema files, by `$id`);
 * - json-logic rules, gate definitions and other unions (oneOf / anyOf of shapes) become one
 *   "JSON" field edited as text; unions that only say which property is required are dropped.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import siteSchema from '../../schemas/site.schema.json';
import gatesSchema from '../../schemas/gates.schema.json';
import sectionSchema from '../../schemas/section.schema.json';
import type { Selection } from './draft';

type Schema = Record<string, unknown>;

const DOCUMENTS: Schema[] = [siteSchema, gatesSchema, sectionSchema];
export const JSON_FIELD = 'json';
const MAX_DEPTH = 12;

function documentById(id: string): Schema | undefined {
  return DOCUMENTS.find((doc) => doc.$id === id);
}

function pointerInto(doc: Schema, fragment: string): Schema | undefined {
  let node: unknown = doc;
  for (const segment of fragment.replace(/^\//, '').split('/').filter(Boolean)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node && typeof node === 'object' ? (node as Schema) : undefined;
}

function resolveRef(ref: string, doc: Schema): { node: Schema; doc: Schema } | undefined {
  const [target, fragment = ''] = ref.split('#');
  let owner: Schema | undefined = doc;
  if (target) {
    const base = typeof doc.$id === 'string' ? doc.$id : 'https://smartedu.example/schemas/';
    owner = documentById(new URL(target, base).href);
  }
  if (!owner) return undefined;
  const node = pointerInto(owner, fragment);
  return node ? { node, doc: owner } : undefined;
}

function isRequiredOnly(branches: unknown): boolean {
  return (
    Array.isArray(branches) &&
    branches.every(
      (branch) =>
        branch &&
        typeof branch === 'object' &&
        Object.keys(branch as object).every((key) => key === 'required'),
    )
  );
}

const RULE_REFS = ['#/$defs/rule', '#/$defs/expression', '#/$defs/gate'];

interface Built {
  schema: RJSFSchema;
  ui: UiSchema;
}

function jsonField(node: Schema): Built {
  const schema: Schema = {};
  if (typeof node.title === 'string') schema.title = node.title;
  if (typeof node.description === 'string') schema.description = node.description;
  return { schema: schema as RJSFSchema, ui: { 'ui:field': JSON_FIELD } };
}

/** One schema node made self-contained, with the uiSchema that goes with it. */
export function buildFormNode(node: Schema, doc: Schema, depth = 0): Built {
  if (depth > MAX_DEPTH) return jsonField(node);
  if (typeof node.$ref === 'string') {
    if (RULE_REFS.some((ref) => (node.$ref as string).endsWith(ref))) return jsonField(node);
    const resolved = resolveRef(node.$ref, doc);
    if (!resolved) return jsonField(node);
    const { $ref: _ref, ...rest } = node;
    void _ref;
    return buildFormNode({ ...resolved.node, ...rest }, resolved.doc, depth + 1);
  }
  for (const union of ['oneOf', 'anyOf', 'allOf'] as const)
    if (node[union] !== undefined && !isRequiredOnly(node[union])) return jsonField(node);
  const schema: Schema = {};
  const ui: UiSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (['$schema', '$id', '$defs', 'oneOf', 'anyOf', 'allOf', '$comment'].includes(key)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      const properties: Record<string, RJSFSchema> = {};
      for (const [name, child] of Object.entries(value as Record<string, Schema>)) {
        if (name === '$schema') continue;
        const built = buildFormNode(child, doc, depth + 1);
        properties[name] = built.schema;
        if (Object.keys(built.ui).length) ui[name] = built.ui;
      }
      schema.properties = properties;
    } else if (
      (key === 'items' || key === 'additionalProperties') &&
      value &&
      typeof value === 'object'
    ) {
      const built = buildFormNode(value as Schema, doc, depth + 1);
      schema[key] = built.schema;
      if (Object.keys(built.ui).length) ui[key] = built.ui;
    } else schema[key] = value;
  }
  // A schema with no type and no shape: any JSON.
  if (schema.type === undefined && !schema.properties && !schema.enum && schema.const === undefined)
    return jsonField(node);
  return { schema: schema as RJSFSchema, ui };
}

function defOf(name: string): Schema {
  return (siteSchema.$defs as Record<string, Schema>)[name];
}

export interface FormSpec {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Properties of the selected value the form does not show (kept as they are). */
  hidden: string[];
}

/** The form for the selected part: the site (without pages and gates), a page, or one block. */
export function formSpecFor(
  selection: Selection,
  blockSchemas: ReadonlyMap<string, Schema>,
  blockType?: string,
): FormSpec {
  if (selection.kind === 'site') {
    const { properties, ...rest } = siteSchema as Schema & { properties: Record<string, Schema> };
    const { pages: _pages, gates: _gates, $schema: _s, ...shown } = properties;
    void _pages;
    void _gates;
    void _s;
    const built = buildFormNode({ ...rest, properties: shown, required: [] }, siteSchema);
    return { schema: built.schema, uiSchema: built.ui, hidden: ['pages', 'gates', '$schema'] };
  }
  if (selection.kind === 'page') {
    const page = defOf('page') as Schema & { properties: Record<string, Schema> };
    const { blocks: _blocks, ...shown } = page.properties;
    void _blocks;
    const built = buildFormNode({ ...page, properties: shown, required: [] }, siteSchema);
    return { schema: built.schema, uiSchema: built.ui, hidden: ['blocks'] };
  }
  const block = defOf('block') as Schema & { properties: Record<string, Schema> };
  const propsSchema = blockType ? blockSchemas.get(blockType) : undefined;
  const { props: _props, ...others } = block.properties;
  void _props;
  const built = buildFormNode(
    {
      ...block,
      properties: {
        ...others,
        type: { ...block.properties.type, title: '类型 type', examples: [...blockSchemas.keys()] },
      },
    },
    siteSchema,
  );
  // A block's props schema is its own document (its local $defs, its $id references).
  const props = propsSchema
    ? buildFormNode({ ...propsSchema, title: '属性 props' }, propsSchema)
    : jsonField({ title: '属性 props', description: '未知的组件类型：属性以 JSON 编辑' });
  const schema = built.schema as Schema & { properties: Record<string, RJSFSchema> };
  const ordered: Record<string, RJSFSchema> = {};
  for (const [name, child] of Object.entries(schema.properties)) {
    ordered[name] = child;
    if (name === 'id') ordered.props = props.schema;
  }
  if (!ordered.props) ordered.props = props.schema;
  const ui: UiSchema = { ...built.ui };
  if (Object.keys(props.ui).length) ui.props = props.ui;
  ui['ui:order'] = ['type', 'id', 'props', 'visibleWhen', '*'];
  return { schema: { ...schema, properties: ordered } as RJSFSchema, uiSchema: ui, hidden: [] };
}
