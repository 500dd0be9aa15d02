import { describe, expect, it } from 'vitest';
import { contestIdsByName } from './ContextPanel';

describe('contestIdsByName', () => {
  it('names grouped contests by their dotted path, as manifests refer to them', () => {
    expect(
      contestIdsByName({
        kpzy: 'kpzy2026',
        dndsteacher: { regular: 'dt-regular', special: 'dt-special' },
        'b-sxj': { sdds: '117' },
      }),
    ).toEqual([
      { name: 'kpzy', id: 'kpzy2026' },
      { name: 'dndsteacher.regular', id: 'dt-regular' },
      { name: 'dndsteacher.special', id: 'dt-special' },
      { name: 'b-sxj.sdds', id: '117' },
    ]);
  });
});
