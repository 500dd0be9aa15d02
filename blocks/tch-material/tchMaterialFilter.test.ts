import { describe, expect, it } from 'vitest';
import {
  buildTchMaterialIndex,
  chosenNodes,
  filterLevels,
  materialsUnder,
  pathValue,
  placeOf,
  previewPagesOf,
  titleOf,
} from './tchMaterialFilter';
import { MATERIALS_SLICE, TAG_TREE_SLICE } from './testData';

const index = buildTchMaterialIndex(TAG_TREE_SLICE, MATERIALS_SLICE);
const names = (nodes: { name: string }[]) => nodes.map((node) => node.name);
/** The node reached by choosing these names level after level. */
function choose(...picked: string[]) {
  let node = index.root;
  for (const name of picked) {
    const next = node.children.find((child) => child.name === name);
    if (!next) throw new Error(`no ${name} under ${node.name}`);
    node = next;
  }
  return node;
}

describe('electronic-textbook filter built from the real tag tree', () => {
  it('starts below 电子教材 with the 学段 of the tree, in the tree’s order', () => {
    expect(index.root.name).toBe('电子教材');
    const [first] = filterLevels(index, []);
    expect(first.dimension).toBe('zxxxd');
    expect(names(first.options)).toEqual(['小学', '高中', '特殊教育']);
  });

  it('小学 → 英语 → 人教大同版 → 三年级 opens 册次 from the book’s tag path (the tree has none)', () => {
    const grade = choose('小学', '英语', '人教大同版', '三年级');
    const chosen = chosenNodes(index, pathValue(index, grade));
    const levels = filterLevels(index, chosen);
    expect(levels.map((level) => level.dimension)).toEqual([
      'zxxxd',
      'zxxxk',
      'zxxbb',
      'zxxnj',
      'zxxcc',
    ]);
    expect(names(levels[2].options)).toEqual(['人教大同版', '外研社版（主编：孙有中）']);
    expect(names(levels[4].options)).toEqual(['下册']);
    const volume = choose('小学', '英语', '人教大同版', '三年级', '下册');
    expect(materialsUnder(index, volume).map(titleOf)).toEqual([
      '（根据2022年版课程标准修订）义务教育教科书 英语 三年级 下册',
    ]);
  });

  it('keys nodes by path: 三年级 under two editions are two nodes with the same tag id', () => {
    const a = choose('小学', '英语', '人教大同版', '三年级');
    const b = choose('小学', '英语', '外研社版（主编：孙有中）', '三年级');
    expect(a.tagId).toBe(b.tagId);
    expect(a.path).not.toBe(b.path);
    expect(materialsUnder(index, b).map(titleOf)).toEqual([
      '（根据2022年版课程标准修订）义务教育教科书 英语 三年级下册',
    ]);
  });

  it('特殊教育 adds 类别 and a second 学段 level, as the tree has them', () => {
    const chosen = chosenNodes(index, pathValue(index, choose('特殊教育', '聋校', '小学', '数学')));
    expect(filterLevels(index, chosen).map((level) => level.dimension)).toEqual([
      'zxxxd',
      'zxxlb',
      'zxxxd',
      'zxxxk',
      'zxxnj',
    ]);
    expect(materialsUnder(index, chosen.at(-1)).map(titleOf)).toEqual([
      '（根据2022年版课程标准修订）聋校义务教育实验教科书 数学 一年级 下册',
      '聋校义务教育实验教科书 数学 二年级 下册',
    ]);
  });

  it('a branch without books lists none; nothing chosen lists every filed book', () => {
    expect(materialsUnder(index, choose('小学', '数学', '人教版', '三年级'))).toEqual([]);
    expect(materialsUnder(index)).toHaveLength(4);
  });

  it('an unknown id in the address stops the choice there', () => {
    const english = choose('小学', '英语');
    const value = `${pathValue(index, english)}/not-a-tag/x`;
    expect(names(chosenNodes(index, value))).toEqual(['小学', '英语']);
    expect(chosenNodes(index, null)).toEqual([]);
  });

  it('names a book’s place and orders its preview pages by number', () => {
    const [book] = materialsUnder(index, choose('小学', '英语', '人教大同版'));
    expect(placeOf(index, book)).toEqual(['小学', '英语', '人教大同版', '三年级', '下册']);
    expect(previewPagesOf(book).map((url) => url.split('/').at(-1))).toEqual([
      '1.svg',
      '2.svg',
      '10.svg',
    ]);
  });
});
