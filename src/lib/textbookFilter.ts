/**
 * Cascading textbook filter of the synchronous classroom: term (学段) → subject → edition →
 * grade → volume, the spec's filter keys (seed 000 §3; ledger CORE-HELPER-23). Options come
 * from the tag tree, plus the combinations textbooks carry that the tree does not list (the
 * archived tree lacks about 60 editions, such as 鲁教版, that 1 471 textbooks use), so every
 * textbook can be reached. Everything the page asks per click is answered from indexes built
 * once: the list of ~2 400 textbooks is never scanned per selection.
 */
import type { TagNode, Textbook } from './textbook';
import { TAG_DIMENSIONS } from './textbook';

/** Filter keys in the order the cascade narrows them (also the URL query keys). */
export const TEXTBOOK_FILTER_KEYS = ['term', 'subject', 'edition', 'grade', 'volume'] as const;
export type TextbookFilterKey = (typeof TEXTBOOK_FILTER_KEYS)[number];

const DIMENSION_OF: Record<TextbookFilterKey, string> = {
  term: TAG_DIMENSIONS.stage,
  subject: TAG_DIMENSIONS.subject,
  edition: TAG_DIMENSIONS.edition,
  grade: TAG_DIMENSIONS.grade,
  volume: TAG_DIMENSIONS.volume,
};

/** Selected tag id per key; a key that is absent means "all". */
export type TextbookSelection = Partial<Record<TextbookFilterKey, string>>;

/** The selection an address's query names (tag ids per filter key). */
export function selectionFrom(params: URLSearchParams): TextbookSelection {
  const selection: TextbookSelection = {};
  for (const key of TEXTBOOK_FILTER_KEYS) {
    const value = params.get(key);
    if (value) selection[key] = value;
  }
  return selection;
}

/** One text per selection, the same for the same choices in any order of writing. */
export const selectionKey = (selection: TextbookSelection): string =>
  TEXTBOOK_FILTER_KEYS.map((key) => selection[key] ?? '').join('|');

export interface FilterOption {
  id: string;
  name: string;
}

type PathIds = Partial<Record<TextbookFilterKey, string>>;

export interface TextbookIndex {
  /** Every textbook, in catalogue order (term, subject, edition, grade, volume as listed). */
  readonly textbooks: readonly Textbook[];
  /** Distinct tag combinations in catalogue order. */
  readonly paths: readonly PathIds[];
  /** Tag name per key and id. */
  readonly names: Record<TextbookFilterKey, Map<string, string>>;
  /** Per key and tag id: positions in `textbooks` (ascending, so results keep the order). */
  readonly postings: Record<TextbookFilterKey, Map<string, number[]>>;
  /** The tag ids of each textbook, by position. */
  readonly keysOf: readonly PathIds[];
}

const pathKey = (ids: PathIds) => TEXTBOOK_FILTER_KEYS.map((key) => ids[key] ?? '').join('|');

function emptyRecord<T>(make: () => T): Record<TextbookFilterKey, T> {
  return Object.fromEntries(TEXTBOOK_FILTER_KEYS.map((key) => [key, make()])) as Record<
    TextbookFilterKey,
    T
  >;
}

const KEY_OF_DIMENSION = new Map(
  TEXTBOOK_FILTER_KEYS.map((key) => [DIMENSION_OF[key], key] as const),
);

/** Every root-to-leaf path of the tag tree, as ids per key (a node is known by its path). */
function treePaths(root: TagNode, names: TextbookIndex['names']): PathIds[] {
  const paths: PathIds[] = [];
  const walk = (node: TagNode, ids: PathIds) => {
    const children = (node.hierarchies ?? []).flatMap((hierarchy) => hierarchy.children ?? []);
    const known = children.filter((child) => KEY_OF_DIMENSION.has(child.tag_dimension_id ?? ''));
    if (known.length === 0) {
      if (Object.keys(ids).length > 0) paths.push(ids);
      return;
    }
    for (const child of known) {
      const key = KEY_OF_DIMENSION.get(child.tag_dimension_id ?? '');
      if (!key || !child.tag_id) continue;
      if (!names[key].has(child.tag_id)) names[key].set(child.tag_id, child.tag_name ?? '');
      walk(child, { ...ids, [key]: child.tag_id });
    }
  };
  walk(root, {});
  return paths;
}

function textbookIds(textbook: Textbook, names: TextbookIndex['names']): PathIds {
  const ids: PathIds = {};
  for (const tag of textbook.tag_list ?? []) {
    const key = KEY_OF_DIMENSION.get(tag.tag_dimension_id);
    if (!key || ids[key]) continue;
    ids[key] = tag.tag_id;
    if (!names[key].has(tag.tag_id)) names[key].set(tag.tag_id, tag.tag_name);
  }
  return ids;
}

/** Order of a tag among its kind in the textbooks (order_num), for combinations off the tree. */
function orderNumOf(textbook: Textbook): number[] {
  return TEXTBOOK_FILTER_KEYS.map(
    (key) =>
      textbook.tag_list?.find((tag) => tag.tag_dimension_id === DIMENSION_OF[key])?.order_num ??
      Number.MAX_SAFE_INTEGER,
  );
}

export function buildTextbookIndex(tree: TagNode, books: readonly Textbook[]): TextbookIndex {
  const names = emptyRecord(() => new Map<string, string>());
  const paths = treePaths(tree, names);
  const rank = new Map<string, number>();
  paths.forEach((ids, i) => {
    const key = pathKey(ids);
    if (!rank.has(key)) rank.set(key, i);
  });
  // Combinations the tree does not list come after it, in the textbooks' own tag order.
  const extra = new Map<string, { ids: PathIds; order: number[] }>();
  const withIds = books.map((book) => {
    const ids = textbookIds(book, names);
    const key = pathKey(ids);
    if (!rank.has(key) && !extra.has(key)) extra.set(key, { ids, order: orderNumOf(book) });
    return { book, ids, key };
  });
  const compareOrder = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  };
  for (const { ids } of [...extra.values()].sort((a, b) => compareOrder(a.order, b.order))) {
    rank.set(pathKey(ids), paths.length);
    paths.push(ids);
  }

  withIds.sort(
    (a, b) =>
      (rank.get(a.key) ?? 0) - (rank.get(b.key) ?? 0) || a.book.title.localeCompare(b.book.title),
  );
  const postings = emptyRecord(() => new Map<string, number[]>());
  withIds.forEach(({ ids }, position) => {
    for (const key of TEXTBOOK_FILTER_KEYS) {
      const id = ids[key];
      if (!id) continue;
      const list = postings[key].get(id);
      if (list) list.push(position);
      else postings[key].set(id, [position]);
    }
  });
  return {
    textbooks: withIds.map(({ book }) => book),
    paths,
    names,
    postings,
    keysOf: withIds.map(({ ids }) => ids),
  };
}

const matches = (ids: PathIds, selection: TextbookSelection, keys: readonly TextbookFilterKey[]) =>
  keys.every((key) => !selection[key] || ids[key] === selection[key]);

export interface TextbookFilterState {
  /** The options of each key, narrowed by the keys before it. An empty list hides the key. */
  options: Record<TextbookFilterKey, FilterOption[]>;
  /** The selection with values that are not among their options dropped (a stale link). */
  selection: TextbookSelection;
}

/** The options of every key given a selection; each key is narrowed by the keys before it. */
export function textbookFilterState(
  index: TextbookIndex,
  requested: TextbookSelection,
): TextbookFilterState {
  const options = emptyRecord<FilterOption[]>(() => []);
  const selection: TextbookSelection = {};
  let candidates = index.paths;
  for (const key of TEXTBOOK_FILTER_KEYS) {
    const seen = new Set<string>();
    for (const ids of candidates) {
      const id = ids[key];
      if (!id || seen.has(id)) continue;
      seen.add(id);
      options[key].push({ id, name: index.names[key].get(id) ?? '' });
    }
    const wanted = requested[key];
    if (wanted && seen.has(wanted)) {
      selection[key] = wanted;
      candidates = candidates.filter((ids) => ids[key] === wanted);
    }
  }
  return { options, selection };
}

/** The textbooks matching every selected key, in catalogue order. */
export function filterTextbooks(index: TextbookIndex, selection: TextbookSelection): Textbook[] {
  const selected = TEXTBOOK_FILTER_KEYS.filter((key) => selection[key]);
  if (selected.length === 0) return [...index.textbooks];
  // Start from the shortest posting list and check the rest on the textbook's own ids.
  let shortest: number[] | undefined;
  for (const key of selected) {
    const list = index.postings[key].get(selection[key] ?? '') ?? [];
    if (!shortest || list.length < shortest.length) shortest = list;
  }
  return (shortest ?? [])
    .filter((position) => matches(index.keysOf[position], selection, selected))
    .map((position) => index.textbooks[position]);
}

/**
 * The keys the filter bar shows: a level opens once the levels before it are chosen (levels
 * without options, such as 年级 under 高中, are skipped); all 150 editions at once would help
 * nobody.
 */
export function openFilterKeys(state: TextbookFilterState): TextbookFilterKey[] {
  return TEXTBOOK_FILTER_KEYS.filter(
    (key, position) =>
      state.options[key].length > 0 &&
      TEXTBOOK_FILTER_KEYS.slice(0, position).every(
        (earlier) => state.selection[earlier] || state.options[earlier].length === 0,
      ),
  );
}

/** What the textbook browser shows of a selection. */
export interface TextbookView extends TextbookFilterState {
  /** How many textbooks match. */
  count: number;
  /** The first of them, as many as are shown. */
  textbooks: Textbook[];
}

/**
 * The view of a selection with its first `shown` textbooks. Only the open keys keep their
 * options (what the bar shows), so a view travels small: the first view of a server-rendered
 * page carries it in place of the whole list.
 */
export function textbookView(
  index: TextbookIndex,
  requested: TextbookSelection,
  shown: number,
): TextbookView {
  const state = textbookFilterState(index, requested);
  const open = new Set(openFilterKeys(state));
  const options = emptyRecord<FilterOption[]>(() => []);
  for (const key of open) options[key] = state.options[key];
  const results = filterTextbooks(index, state.selection);
  return {
    options,
    selection: state.selection,
    count: results.length,
    textbooks: results.slice(0, shown),
  };
}
