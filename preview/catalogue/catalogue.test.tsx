import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { defaultBlockEntries } from '../../blocks/registry';
import { buildFormNode } from '../editor/formSchema';
import { readmeFor } from './readmes';
import { Markdown } from './markdown';

describe('block READMEs in the preview bundle', () => {
  it('has the README of every registered block, by block type', () => {
    const missing = defaultBlockEntries
      .map((entry) => entry.type)
      .filter((type) => readmeFor(type) === null);
    expect(missing).toEqual([]);
    expect(readmeFor('rich-text')).toMatch(/^# rich-text/);
    expect(readmeFor('no-such-block')).toBeNull();
  });

  it('builds a form schema from every block schema without throwing', () => {
    for (const entry of defaultBlockEntries) {
      const form = buildFormNode(entry.schema, entry.schema);
      expect(form.schema, entry.type).toEqual(expect.objectContaining({ type: 'object' }));
    }
  });
});

describe('Markdown', () => {
  it('shows headings, paragraphs, lists, tables and code as elements, never as HTML', () => {
    render(
      <Markdown
        text={[
          '# gate-buttons',
          '',
          'Runs a **site gate** with `useGateRunner`.',
          '',
          '- first',
          '- second',
          '',
          '| prop | meaning |',
          '| ---- | ------- |',
          '| `gate` | gate name |',
          '',
          '<img src=x onerror=alert(1)>',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'gate-buttons' }).tagName).toBe('H3');
    expect(screen.getByText('useGateRunner').tagName).toBe('CODE');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(screen.getByRole('columnheader', { name: 'prop' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'gate name' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
