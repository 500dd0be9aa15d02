/** The visitor's side of this block: its name, section codes and code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';

export default {
  type: 'sync-classroom',
  load: () => import('./SyncClassroomBlock'),
  // Rendered on the server with the first view of its selection; the filters answer once the
  // browser has the list.
  firstView: 'server',
  // The first view of the address's selection (inlined in a server-rendered page; else made from
  // the list, loaded for it).
  prefetch: (_props, { services, query }) =>
    Promise.all([import('./firstView'), import('../../src/lib/textbookFilter')]).then(
      async ([firstView, filter]) => {
        await firstView.firstViewOnce(services, filter.selectionFrom(query));
      },
    ),
} satisfies BlockLoader;
