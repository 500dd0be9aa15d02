/**
 * Area lists filtered to allowed area codes (seed 000 §6 "Area lists may be filtered to
 * allowed area codes"; ledger CORE-SPACE-07). Areas are the reference file's tree
 * (`area_code`, `childrens`, seed 000 §3).
 */
export interface AreaNode {
  area_code: string;
  area_name: string;
  childrens?: AreaNode[];
}

/**
 * The areas whose code is allowed (with everything under them), plus the branches leading to
 * an allowed area deeper down, cut to that area. No list or an empty one allows every area.
 */
export function filterAllowedAreas(
  areas: readonly AreaNode[],
  allowed: readonly string[] | null | undefined,
): AreaNode[] {
  if (!allowed || allowed.length === 0) return [...areas];
  const codes = new Set(allowed);
  return areas.flatMap((area): AreaNode[] => {
    if (codes.has(area.area_code)) return [area];
    const children = filterAllowedAreas(area.childrens ?? [], allowed);
    return children.length > 0 ? [{ ...area, childrens: children }] : [];
  });
}
