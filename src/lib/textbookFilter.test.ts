import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TagNode, Textbook } from '../services/syncClassroomService';
import {
  TEXTBOOK_FILTER_KEYS,
  buildTextbookIndex,
  filterTextbooks,
  openFilterKeys,
  textbookFilterState,
  textbookView,
} from './textbookFilter';

const node = (dimension: string, id: string, name: string, children: TagNode[] = []): TagNode => ({
  tag_id: id,
  tag_name: name,
  tag_dimension_id: dimension,
  hierarchies: children.length ? [{ hierarchy_name: '', children }] : [],
});

/** 学段 → 年级 → 学科 → 版本 → 册次, as the real tree; 高中 has no 年级 level. */
const TREE: TagNode = {
  hierarchies: [
    {
      hierarchy_name: '学段',
      children: [
        node('zxxxd', 'primary', '小学', [
          node('zxxnj', 'g1', '一年级', [
            node('zxxxk', 'chinese', '语文', [
              node('zxxbb', 'tb', '统编版', [
                node('zxxcc', 'up', '上册'),
                node('zxxcc', 'down', '下册'),
              ]),
            ]),
          ]),
          node('zxxnj', 'g3', '三年级', [
            node('zxxxk', 'math', '数学', [
              node('zxxbb', 'pep', '人教版', [node('zxxcc', 'up', '上册')]),
              node('zxxbb', 'bsd', '北师大版', [node('zxxcc', 'up', '上册')]),
            ]),
          ]),
        ]),
        node('zxxxd', 'senior', '高中', [
          node('zxxxk', 'math', '数学', [
            node('zxxbb', 'pep', '人教版', [node('zxxcc', 'b1', '必修 第一册')]),
          ]),
        ]),
      ],
    },
  ],
};

const tag = (dimension: string, id: string, name: string, order = 0) => ({
  tag_dimension_id: dimension,
  tag_id: id,
  tag_name: name,
  order_num: order,
});
const book = (id: string, title: string, tags: Textbook['tag_list']): Textbook => ({
  id,
  title,
  tag_list: tags,
});

const BOOKS: Textbook[] = [
  book('m3', '小学数学人教版三年级上册', [
    tag('zxxxd', 'primary', '小学'),
    tag('zxxnj', 'g3', '三年级'),
    tag('zxxxk', 'math', '数学'),
    tag('zxxbb', 'pep', '人教版'),
    tag('zxxcc', 'up', '上册'),
  ]),
  book('c1', '小学语文统编版一年级上册', [
    tag('zxxxd', 'primary', '小学'),
    tag('zxxnj', 'g1', '一年级'),
    tag('zxxxk', 'chinese', '语文'),
    tag('zxxbb', 'tb', '统编版'),
    tag('zxxcc', 'up', '上册'),
  ]),
  // An edition the tree does not list.
  book('lj', '小学数学鲁教版三年级上册', [
    tag('zxxxd', 'primary', '小学'),
    tag('zxxnj', 'g3', '三年级'),
    tag('zxxxk', 'math', '数学'),
    tag('zxxbb', 'lu', '鲁教版', 300),
    tag('zxxcc', 'up', '上册'),
  ]),
  book('s1', '高中数学人教版必修 第一册', [
    tag('zxxxd', 'senior', '高中'),
    tag('zxxxk', 'math', '数学'),
    tag('zxxbb', 'pep', '人教版'),
    tag('zxxcc', 'b1', '必修 第一册'),
  ]),
];

const names = (options: { name: string }[]) => options.map((option) => option.name);

describe('textbook filter', () => {
  const index = buildTextbookIndex(TREE, BOOKS);

  it('uses the spec filter keys, narrowed term → subject → edition → grade → volume', () => {
    expect(TEXTBOOK_FILTER_KEYS).toEqual(['term', 'subject', 'edition', 'grade', 'volume']);
  });

  it('offers every term, and subjects of the selected term only', () => {
    const all = textbookFilterState(index, {});
    expect(names(all.options.term)).toEqual(['小学', '高中']);
    expect(names(all.options.subject)).toEqual(['语文', '数学']);
    const primary = textbookFilterState(index, { term: 'primary', subject: 'math' });
    expect(names(primary.options.edition)).toEqual(['人教版', '北师大版', '鲁教版']);
    expect(names(primary.options.grade)).toEqual(['三年级']);
    const senior = textbookFilterState(index, { term: 'senior', subject: 'math', edition: 'pep' });
    // 高中 has no grade level: the grade filter has no options and is hidden.
    expect(senior.options.grade).toEqual([]);
    expect(names(senior.options.volume)).toEqual(['必修 第一册']);
  });

  it('drops a selected value that is not among its options (a stale link)', () => {
    expect(textbookFilterState(index, { term: 'senior', grade: 'g3' }).selection).toEqual({
      term: 'senior',
    });
  });

  it('filters by every selected key', () => {
    const titles = (selection: Parameters<typeof filterTextbooks>[1]) =>
      filterTextbooks(index, selection).map((item) => item.title);
    expect(titles({})).toHaveLength(4);
    expect(
      titles({ term: 'primary', subject: 'math', edition: 'pep', grade: 'g3', volume: 'up' }),
    ).toEqual(['小学数学人教版三年级上册']);
    expect(titles({ term: 'primary', subject: 'math' })).toEqual([
      '小学数学人教版三年级上册',
      '小学数学鲁教版三年级上册',
    ]);
    expect(titles({ term: 'primary', subject: 'math', edition: 'bsd' })).toEqual([]);
  });
});

describe('textbook filter on the real catalogue (server/seed-data/syncClassroom)', () => {
  const dir = resolve(import.meta.dirname, '../../server/seed-data/syncClassroom');
  const read = (file: string) =>
    JSON.parse(gunzipSync(readFileSync(resolve(dir, file))).toString());
  const tree = read('national_lesson_tag.json.gz') as TagNode;
  const books = ['part_100', 'part_101', 'part_102'].flatMap(
    (part) => read(`${part}.json.gz`) as Textbook[],
  );
  const index = buildTextbookIndex(tree, books);
  const byName = (options: { id: string; name: string }[], name: string) =>
    options.find((option) => option.name === name)?.id;

  it('小学 → 数学 → 人教版 → 三年级 → 上册 gives 小学数学人教版三年级上册, and every textbook is reachable', () => {
    const selection: Record<string, string | undefined> = {};
    for (const [key, name] of [
      ['term', '小学'],
      ['subject', '数学'],
      ['edition', '人教版'],
      ['grade', '三年级'],
      ['volume', '上册'],
    ] as const) {
      selection[key] = byName(textbookFilterState(index, selection).options[key], name);
      expect(selection[key], name).toBeDefined();
    }
    expect(filterTextbooks(index, selection).map((item) => item.title)).toEqual([
      '小学数学人教版三年级上册',
    ]);
    expect(index.textbooks).toHaveLength(2400);
    expect(names(textbookFilterState(index, {}).options.term)).toEqual([
      '小学',
      '初中',
      '小学（五•四学制）',
      '初中（五•四学制）',
      '高中',
    ]);
  });

  it('a view keeps the open levels’ options only, shows the same levels, and is small enough to inline', () => {
    const term = byName(textbookFilterState(index, {}).options.term, '高中');
    for (const requested of [{}, { term }, { term, subject: 'no-such-id' }]) {
      const state = textbookFilterState(index, requested);
      const view = textbookView(index, requested, 24);
      expect(openFilterKeys(view)).toEqual(openFilterKeys(state));
      for (const key of openFilterKeys(state))
        expect(view.options[key]).toEqual(state.options[key]);
      expect(view.selection).toEqual(state.selection);
      expect(view.count).toBe(filterTextbooks(index, state.selection).length);
      expect(view.textbooks).toEqual(filterTextbooks(index, state.selection).slice(0, 24));
    }
    // 高中 chosen: its subjects open, the editions after them stay shut.
    expect(openFilterKeys(textbookView(index, { term }, 24))).toEqual(['term', 'subject']);
    const first = textbookView(index, {}, 24);
    expect(first.count).toBe(2400);
    expect(first.textbooks).toHaveLength(24);
    // What a server-rendered /syncClassroom carries instead of the 4.5 MB list.
    expect(JSON.stringify(first).length).toBeLessThan(60_000);
  });
});
