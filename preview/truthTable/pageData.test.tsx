/**
 * 本页数据 (issue 16: the truth table understands page data): for the previewed address, each
 * named data of the page with its source, its params filled from the address, and the blocks
 * that read it.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import portalSite from '../../site-configs/portal/site.json';
import { matchPage, type ManifestShape } from '../context/previewedContest';
import { BLOCK_SCHEMAS } from '../editor/blockSchemas';
import { pageDataOf } from './pageData';
import { PageDataView } from './PageDataView';

const portal = portalSite as ManifestShape;

describe('本页数据', () => {
  it('fills the params from the previewed address and names the blocks reading each', () => {
    const matched = matchPage(portal, '/training/train-2026-summer/lib-a/dynamics');
    expect(matched?.page).toBe('trainingDynamics');
    const rows = pageDataOf(portal, matched!, BLOCK_SCHEMAS);
    expect(rows.map((row) => [row.name, row.source, row.params])).toEqual([
      [
        'project',
        'training.project',
        [{ name: 'trainId', from: '路由 :trainId', value: 'train-2026-summer' }],
      ],
      [
        'news',
        'library.contents',
        [{ name: 'libraryId', from: '路由 :libraryId', value: 'lib-a' }],
      ],
    ]);
    expect(rows[0].readers).toEqual([
      { type: 'training-project', pointer: '/pages/trainingDynamics/blocks/0' },
      { type: 'training-news', pointer: '/pages/trainingDynamics/blocks/0/slots/body/0' },
    ]);
    expect(rows[1].readers.map((reader) => reader.type)).toEqual(['training-news']);
  });

  it('shows the table, and says when the page declares no data', () => {
    const { unmount } = render(
      <PageDataView manifest={portal} pagePath="/training/train-2026-summer" />,
    );
    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /project/ });
    expect(row.textContent).toContain('trainId ← 路由 :trainId：train-2026-summer');
    expect(row.textContent).toContain('training-library-panels');
    unmount();
    render(<PageDataView manifest={portal} pagePath="/training" />);
    expect(screen.getByRole('status').textContent).toContain('没有声明页面数据');
  });
});
