import { describe, expect, it } from 'vitest';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import { TEXTBOOK_FILTER_KEYS } from './textbookFilter';
import {
  COLUMN_FILTER_KEYS,
  filterKeyAt,
  queryKeyAt,
  TEXTBOOK_TAG_DIMENSIONS,
  textbookPartsOf,
} from './filterKeys';

describe('filter keys (seed 000 §3; CORE-HELPER-23)', () => {
  it('names the spec keys', () => {
    expect([...TEXTBOOK_FILTER_KEYS].sort()).toEqual(
      ['term', 'grade', 'subject', 'edition', 'volume'].sort(),
    );
    expect(COLUMN_FILTER_KEYS).toEqual(['type', 'subject', 'module']);
  });

  it('maps every textbook key to one tag dimension', () => {
    expect(Object.values(TEXTBOOK_TAG_DIMENSIONS).sort()).toEqual([...TEXTBOOK_FILTER_KEYS].sort());
  });

  it.each([
    [0, 'zxxxd', 'term'],
    [1, 'zxxxk', 'subject'],
    [2, 'zxxbb', 'edition'],
    [3, 'zxxnj', 'grade'],
    [4, 'zxxcc', 'volume'],
    [0, 'agzy', 'type'],
    [1, undefined, 'subject'],
    [2, null, 'module'],
    [3, undefined, undefined],
  ])('depth %s, dimension %s → %s', (depth, dimension, key) => {
    expect(filterKeyAt(depth, dimension)).toBe(key);
  });

  it('keeps the first level under firstLevel and deeper ones under their key', () => {
    expect(queryKeyAt(0, 'zxxxd')).toBe('firstLevel');
    expect(queryKeyAt(1, 'zxxxk')).toBe('subject');
    expect(queryKeyAt(2, undefined)).toBe('module');
  });

  it('reads the textbook label parts from dimension tags', () => {
    expect(
      textbookPartsOf([
        { tag_dimension_id: 'zxxnj', tag_name: '七年级' },
        { tag_dimension_id: 'zxxcc', tag_name: '上册' },
        { tag_dimension_id: 'zxxbb', tag_name: '人教版' },
        { tag_dimension_id: 'zxxxd', tag_name: '初中' },
        { tag_dimension_id: 'zxxxk', tag_name: '数学' },
        'junk',
      ]),
    ).toEqual({ grade: '七年级', volume: '上册', edition: '人教版', term: '初中' });
    expect(textbookPartsOf([{ tag_id: 'agzy', tag_name: '爱国主义教育' }])).toBeUndefined();
  });

  it('labels every key in both catalogues (the row header when the data names no level)', () => {
    const label = (catalogue: Record<string, string>) =>
      Object.fromEntries(
        [...TEXTBOOK_FILTER_KEYS, ...COLUMN_FILTER_KEYS].map((key) => [
          key,
          catalogue[`list.filter.${key}`],
        ]),
      );
    expect(label(zhCN)).toEqual({
      term: '学段',
      grade: '年级',
      subject: '学科',
      edition: '版本',
      volume: '册次',
      type: '类型',
      module: '模块',
    });
    expect(Object.values(label(en)).every((text) => typeof text === 'string' && text !== '')).toBe(
      true,
    );
  });
});
