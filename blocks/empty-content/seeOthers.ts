/**
 * Where the empty-content screen's 'see others' link leads (seed 000 §2 Shared screens;
 * ledger CORE-SHARED-01..03): a given path when there is one, otherwise the home of the
 * section the visitor is in, otherwise the site home.
 */
const SECTION_HOMES: { prefixes: string[]; home: string }[] = [
  { prefixes: ['/syncClassroom'], home: '/syncClassroom' },
  { prefixes: ['/lecturer'], home: '/lecturer' },
  { prefixes: ['/teacherTraining'], home: '/teacherTraining' },
  // Class live and public live.
  {
    prefixes: ['/publicLive', '/schoolService/publicLive', '/liveList', '/recommend/live', '/live'],
    home: '/liveList',
  },
];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The 'see others' target for `pathname`; `othersTo` (when given) wins. */
export function seeOthersPath(pathname: string, othersTo?: string | null): string {
  if (othersTo && othersTo.trim() !== '') return othersTo.trim();
  const section = SECTION_HOMES.find(({ prefixes }) =>
    prefixes.some((prefix) => under(pathname, prefix)),
  );
  return section?.home ?? '/';
}
