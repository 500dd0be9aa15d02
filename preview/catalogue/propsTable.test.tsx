import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { defaultRegistry } from '../../blocks/registry';
import { PropsTable, propsRows, schemaTypeLabel } from './propsTable';

describe('the props table rendered from a block schema (issue 16 point 2)', () => {
  it('lists gate-buttons’ props with type, required and description from its schema', () => {
    const schema = defaultRegistry.byType('gate-buttons')!.schema;
    expect(propsRows(schema)).toEqual([
      {
        name: 'contestId',
        type: 'string',
        required: false,
        description: 'Contest the gates read (contest, enrolment, upload limit).',
      },
      expect.objectContaining({ name: 'buttons', type: 'list of object', required: true }),
    ]);
  });

  it('names a section block’s section, enums and alternatives readably', () => {
    expect(propsRows(defaultRegistry.byType('banner')!.schema)[0]).toMatchObject({
      name: 'section',
      type: 'section',
      required: true,
    });
    expect(schemaTypeLabel({ enum: ['editing', 'collecting'] })).toBe('"editing" | "collecting"');
    expect(schemaTypeLabel({ oneOf: [{ type: 'string' }, { type: 'number' }] })).toBe(
      'string | number',
    );
    expect(schemaTypeLabel({ type: 'array', items: { type: 'string' } })).toBe('list of string');
  });

  it('renders one row per prop, with a header a screen reader can follow', () => {
    render(
      <PropsTable schema={defaultRegistry.byType('media-player')!.schema} type="media-player" />,
    );
    const table = screen.getByRole('table', {
      name: '属性（由 blocks/media-player/schema.json 生成）',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'title',
      'sources',
      'tracks',
      'poster',
      'learning',
    ]);
    expect(within(rows[1]).getAllByRole('cell')[1].textContent).toBe('是');
  });

  it('names the slots a layout block declares', () => {
    render(
      <PropsTable
        schema={defaultRegistry.byType('layout-columns')!.schema}
        type="layout-columns"
      />,
    );
    expect(screen.getByText(/插槽（slots）/).textContent).toBe(
      "插槽（slots）：main 页面主体区块 / The page's main blocks.；aside 侧栏区块 / The side column's blocks.",
    );
  });

  it('says so for a block without props', () => {
    render(
      <PropsTable
        schema={defaultRegistry.byType('certificate-mine')!.schema}
        type="certificate-mine"
      />,
    );
    expect(screen.getByText('该区块没有属性。')).toBeTruthy();
  });
});
