/**
 * A block's props as a table, rendered from its `schema.json` (issue 16: the schema is the one
 * description of a block's props; READMEs no longer repeat it). One row per top-level prop:
 * name, type, whether it is required, and its description (else its title).
 */
import { blockDataInputsOf } from '../../src/runtime/data/pageDataSources';

const SECTION_ID = 'https://smartedu.example/schemas/section.schema.json';

export interface PropsRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short, readable type: `string`, `'a' | 'b'`, `list of object`, `section`… */
export function schemaTypeLabel(schema: unknown): string {
  if (!isSchema(schema)) return 'any';
  const parts = [schema.$ref, ...(Array.isArray(schema.allOf) ? schema.allOf : [])];
  if (parts.some((part) => JSON.stringify(part ?? '').includes(SECTION_ID))) return 'section';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum))
    return schema.enum.map((item) => JSON.stringify(item)).join(' | ');
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown;
  if (Array.isArray(alternatives) && !schema.type)
    return alternatives.map((alternative) => schemaTypeLabel(alternative)).join(' | ');
  const type = schema.type;
  if (type === 'array') return `list of ${schemaTypeLabel(schema.items)}`;
  if (Array.isArray(type)) return type.join(' | ');
  if (typeof type === 'string') return type === 'integer' ? 'integer' : type;
  return 'any';
}

export function propsRows(schema: Schema): PropsRow[] {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => {
    const described = isSchema(property) ? property : {};
    const text = [described.description, described.title].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
    );
    return {
      name,
      type: schemaTypeLabel(property),
      required: required.has(name),
      description: text ?? '',
    };
  });
}

/** The slots a block's schema declares (`x-slots`: name → what goes there). */
export function slotRows(schema: Schema): { name: string; description: string }[] {
  const slots = schema['x-slots'];
  return isSchema(slots)
    ? Object.entries(slots).map(([name, description]) => ({
        name,
        description: typeof description === 'string' ? description : '',
      }))
    : [];
}

export function PropsTable({ schema, type }: { schema: Schema; type: string }) {
  const rows = propsRows(schema);
  const slots = slotRows(schema);
  const data = Object.entries(blockDataInputsOf(schema));
  const dataList =
    data.length > 0 ? (
      <p className="bc__slots" data-data-of={type}>
        读取的页面数据（x-data，页面在 data 中声明）：
        {data.map(([input, source], index) => (
          <span key={input}>
            {index > 0 ? '；' : ''}
            <code>{input}</code>（{source}）
          </span>
        ))}
      </p>
    ) : null;
  const slotList =
    slots.length > 0 ? (
      <p className="bc__slots" data-slots-of={type}>
        插槽（slots）：
        {slots.map((slot, index) => (
          <span key={slot.name}>
            {index > 0 ? '；' : ''}
            <code>{slot.name}</code> {slot.description}
          </span>
        ))}
      </p>
    ) : null;
  if (rows.length === 0)
    return (
      <>
        <p className="bc__props-empty">该区块没有属性。</p>
        {slotList}
        {dataList}
      </>
    );
  return (
    <>
      <div className="bc__props-scroll">
        <table className="bc__props" data-props-of={type}>
          <caption>属性（由 blocks/{type}/schema.json 生成）</caption>
          <thead>
            <tr>
              <th scope="col">属性</th>
              <th scope="col">类型</th>
              <th scope="col">必填</th>
              <th scope="col">说明</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-prop={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>
                  <code>{row.type}</code>
                </td>
                <td>{row.required ? '是' : '否'}</td>
                <td>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {slotList}
      {dataList}
    </>
  );
}
