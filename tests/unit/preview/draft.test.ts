import { describe, expect, it } from 'vitest';
import {
  createDraft,
  editAt,
  editText,
  leafChanges,
  lineOf,
  manifestForFrame,
  relativePointer,
  selectionOfPointer,
  selectionPointer,
} from '../../../preview/editor/draft';

const TEXT = `{
  "id": "hd-kpzy",
  "header": { "title": "msg:kpzy.title", "menu": [{ "label": "首页", "to": "" }] },
  "gates": { "enroll": { "$ref": "../../shared/gates.json#/enroll" } },
  "pages": {
    "list": {
      "blocks": [
        { "type": "page-title", "props": { "title": "msg:kpzy.page.list" } }
      ]
    }
  }
}
`;

describe('draft model', () => {
  it('a form edit rewrites only the changed value, keeping the file formatting', () => {
    const draft = createDraft('hd-kpzy', TEXT);
    const next = editAt(draft, '/pages/list/blocks/0', {
      type: 'page-title',
      props: { title: 'QA 新标题' },
    });
    expect(next.revision).toBe(1);
    expect(next.text).toBe(TEXT.replace('"msg:kpzy.page.list"', '"QA 新标题"'));
    expect(next.value).toMatchObject({
      pages: { list: { blocks: [{ props: { title: 'QA 新标题' } }] } },
    });
  });

  it('an unchanged form value leaves the draft as it is (no revision)', () => {
    const draft = createDraft('hd-kpzy', TEXT);
    const same = editAt(draft, '/header', {
      title: 'msg:kpzy.title',
      menu: [{ label: '首页', to: '' }],
    });
    expect(same).toBe(draft);
  });

  it('a removed property is deleted from the text', () => {
    const draft = createDraft('hd-kpzy', TEXT);
    const next = editAt(draft, '/header', { menu: [{ label: '首页', to: '' }] });
    expect(next.text).not.toContain('msg:kpzy.title');
    expect(JSON.parse(next.text).header).toEqual({ menu: [{ label: '首页', to: '' }] });
  });

  it('a source edit with a syntax error keeps the last good value and refuses form edits', () => {
    const draft = createDraft('hd-kpzy', TEXT);
    const broken = editText(draft, TEXT.replace('"id": "hd-kpzy",', '"id": "hd-kpzy"'));
    expect(broken.syntaxErrors.length).toBeGreaterThan(0);
    expect(broken.syntaxErrors[0].line).toBe(3);
    expect(broken.value).toEqual(draft.value);
    expect(editAt(broken, '/id', 'other')).toBe(broken);
  });

  it('finds the line of a pointer (or its nearest ancestor)', () => {
    expect(lineOf(TEXT, '/pages/list/blocks/0/type')).toBe(8);
    expect(lineOf(TEXT, '/pages/list/blocks/0/missing')).toBe(8);
    expect(lineOf(TEXT, '/header')).toBe(3);
  });

  it('lists leaf changes only', () => {
    expect(leafChanges({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 5, d: 3 } })).toEqual([
      { path: ['b', 'c'], value: 5 },
    ]);
    expect(leafChanges([1, 2], [1, 2, 3])).toEqual([{ path: [], value: [1, 2, 3] }]);
  });

  it('gives the frame the served gate for a $ref gate', () => {
    const value = JSON.parse(TEXT) as Record<string, unknown>;
    const served = { enroll: { rules: [{ when: true, then: { allow: true } }] } };
    expect(manifestForFrame(value, { gates: served, pages: {} }).gates).toEqual(served);
  });

  it("gives the frame the served page for a $ref page and keeps the draft's own pages", () => {
    const own = { blocks: [{ type: 'page-title', props: { title: '首页' } }] };
    const upload = { blocks: [{ type: 'contest-upload-form', props: {} }] };
    const value = {
      pages: { home: own, upload: { $ref: '../../shared/contest-pages.json#/upload' } },
    };
    expect(manifestForFrame(value, { gates: {}, pages: { upload, home: {} } }).pages).toEqual({
      home: own,
      upload,
    });
  });

  it('maps pointers to selections and back', () => {
    expect(selectionOfPointer('/pages/list/blocks/0/type')).toEqual({
      kind: 'block',
      page: 'list',
      index: 0,
    });
    expect(selectionOfPointer('/pages/list')).toEqual({ kind: 'page', page: 'list' });
    expect(selectionOfPointer('/header/menu/0')).toEqual({ kind: 'site' });
    expect(selectionPointer({ kind: 'block', page: 'a/b', index: 2 })).toBe('/pages/a~1b/blocks/2');
    expect(relativePointer('/pages/list/blocks/0/type', '/pages/list/blocks/0')).toBe('/type');
    expect(relativePointer('/pages/list/blocks/10', '/pages/list/blocks/1')).toBeNull();
    expect(relativePointer('/', '')).toBe('');
  });
});
