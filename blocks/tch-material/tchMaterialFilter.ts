/**
 * The electronic-textbook filter, built once from the real tag tree and the textbook list.
 *
 * The tree is walked from its 电子教材 node: each level offers the children of the node chosen
 * at the level before (学段 → 学科 → 版本 → 年级 → 册次; under 特殊教育 a 类别 and a second
 * 学段 come in between, as the tree has them). Nodes are keyed by their path of tag ids, never
 * by tag_id alone: 一年级 has the same tag_id under every subject and edition. The tree leaves
 * most 册次 empty; a textbook's tag_paths name the rest, with their names in its tag_list, so
 * they are added where the books put them. A textbook belongs to a node when one of its
 * tag_paths runs through it.
 */
import type {
  TagNode,
  TchMaterial,
  TchMaterialTagTree,
} from '../../src/services/tchMaterialService';

/** The filter dimensions of the tree (学段, 类别, 学科, 版本, 年级, 册次). */
export const TCH_MATERIAL_DIMENSIONS = ['zxxxd', 'zxxlb', 'zxxxk', 'zxxbb', 'zxxnj', 'zxxcc'];

export interface TchMaterialNode {
  /** Tag ids from the tree's root, joined by '/' (the form of a textbook's tag_paths). */
  path: string;
  tagId: string;
  name: string;
  dimension: string;
  /** The dimension of the level below (from the tree's hierarchy, else the children's). */
  childDimension?: string;
  children: TchMaterialNode[];
}

export interface TchMaterialIndex {
  /** The 电子教材 node: its children are the first level. */
  root: TchMaterialNode;
  byPath: Map<string, TchMaterialNode>;
  /** The textbooks filed under the root, in list order. */
  materials: TchMaterial[];
}

function addChild(
  index: Map<string, TchMaterialNode>,
  parent: TchMaterialNode,
  tagId: string,
  name: string,
  dimension: string,
): TchMaterialNode {
  const path = parent.path ? `${parent.path}/${tagId}` : tagId;
  let child = index.get(path);
  if (!child) {
    child = { path, tagId, name, dimension, children: [] };
    index.set(path, child);
    parent.children.push(child);
    parent.childDimension ??= dimension;
  }
  return child;
}

function addTree(index: Map<string, TchMaterialNode>, parent: TchMaterialNode, tag: TagNode) {
  for (const hierarchy of tag.hierarchies ?? []) {
    const dimension = hierarchy.ext?.tag_dimension_id;
    if (dimension) parent.childDimension ??= dimension;
    for (const child of hierarchy.children ?? []) {
      if (!child.tag_id || !child.tag_name) continue;
      const node = addChild(
        index,
        parent,
        child.tag_id,
        child.tag_name,
        child.tag_dimension_id ?? dimension ?? '',
      );
      addTree(index, node, child);
    }
  }
}

export function buildTchMaterialIndex(
  tree: TchMaterialTagTree,
  materials: readonly TchMaterial[],
): TchMaterialIndex {
  const byPath = new Map<string, TchMaterialNode>();
  const top: TchMaterialNode = {
    path: tree.tag_path ?? '',
    tagId: tree.tag_path ?? '',
    name: '',
    dimension: '',
    children: [],
  };
  byPath.set(top.path, top);
  addTree(byPath, top, tree);

  // Down to the first node with a choice of filter values: the single 电子教材 topic is not one.
  let root = top;
  while (
    root.children.length === 1 &&
    !TCH_MATERIAL_DIMENSIONS.includes(root.children[0].dimension)
  ) {
    root = root.children[0];
  }

  const filed: TchMaterial[] = [];
  for (const material of materials) {
    let under = false;
    for (const tagPath of material.tag_paths ?? []) {
      if (!tagPath.startsWith(`${root.path}/`)) continue;
      under = true;
      let node = root;
      for (const tagId of tagPath.slice(root.path.length + 1).split('/')) {
        const known = byPath.get(`${node.path}/${tagId}`);
        if (known) {
          node = known;
          continue;
        }
        const tag = material.tag_list?.find((candidate) => candidate.tag_id === tagId);
        if (!tag) break;
        node = addChild(byPath, node, tagId, tag.tag_name, tag.tag_dimension_id);
      }
    }
    if (under) filed.push(material);
  }
  return { root, byPath, materials: filed };
}

/** The chosen nodes of a `path` value (tag ids below the root, '/'-joined); stops at a stranger. */
export function chosenNodes(index: TchMaterialIndex, value: string | null): TchMaterialNode[] {
  const chosen: TchMaterialNode[] = [];
  let node = index.root;
  for (const tagId of (value ?? '').split('/').filter(Boolean)) {
    const next = index.byPath.get(`${node.path}/${tagId}`);
    if (!next) break;
    chosen.push(next);
    node = next;
  }
  return chosen;
}

/** The `path` value of a choice: the tag ids below the root. */
export function pathValue(index: TchMaterialIndex, node: TchMaterialNode | undefined): string {
  return node ? node.path.slice(index.root.path.length + 1) : '';
}

export interface TchMaterialLevel {
  /** Position of the level (0 = the first, 学段). */
  depth: number;
  dimension: string;
  options: TchMaterialNode[];
  selected?: TchMaterialNode;
}

/** The levels to show: the first, then one under each chosen node that has children. */
export function filterLevels(
  index: TchMaterialIndex,
  chosen: readonly TchMaterialNode[],
): TchMaterialLevel[] {
  const levels: TchMaterialLevel[] = [];
  let parent: TchMaterialNode | undefined = index.root;
  for (let depth = 0; parent && parent.children.length > 0; depth += 1) {
    levels.push({
      depth,
      dimension: parent.childDimension ?? parent.children[0].dimension,
      options: parent.children,
      selected: chosen[depth],
    });
    parent = chosen[depth];
  }
  return levels;
}

/** The textbooks under a node (all of them under the root). */
export function materialsUnder(index: TchMaterialIndex, node?: TchMaterialNode): TchMaterial[] {
  if (!node) return index.materials;
  const prefix = `${node.path}/`;
  return index.materials.filter((material) =>
    (material.tag_paths ?? []).some((path) => path === node.path || path.startsWith(prefix)),
  );
}

/** The names along a textbook's first path below the root (小学 · 英语 · 人教大同版 …). */
export function placeOf(index: TchMaterialIndex, material: TchMaterial): string[] {
  const tagPath = (material.tag_paths ?? []).find((path) => path.startsWith(`${index.root.path}/`));
  if (!tagPath) return [];
  const names: string[] = [];
  let node = index.root;
  for (const tagId of tagPath.slice(index.root.path.length + 1).split('/')) {
    const next = index.byPath.get(`${node.path}/${tagId}`);
    if (!next) break;
    names.push(next.name);
    node = next;
  }
  return names;
}

export function titleOf(material: TchMaterial): string {
  return material.global_title?.['zh-CN'] || material.title || '';
}

/** The preview's page images in page order (Slide1, Slide2 … come unordered in the files). */
export function previewPagesOf(material: TchMaterial): string[] {
  return Object.entries(material.custom_properties?.preview ?? {})
    .map(([key, url]) => [Number(/^Slide(\d+)$/.exec(key)?.[1] ?? 0), url] as const)
    .filter(([page, url]) => page > 0 && typeof url === 'string' && url !== '')
    .sort((a, b) => a[0] - b[0])
    .map(([, url]) => url);
}
