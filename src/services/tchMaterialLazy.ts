/**
 * The electronic-textbook service as the runtime hands it out: its code loads with the first
 * call (`loadOnFirstUse`), so it stays out of the visitor's entry script. One instance per
 * portal, so its cache lasts the session.
 */
import type { HttpClient } from './http/types';
import type { TchMaterialService } from './tchMaterialService';
import { loadOnFirstUse } from './loadOnFirstUse';

export function createLazyTchMaterialService(
  client: HttpClient,
): () => Promise<TchMaterialService> {
  return loadOnFirstUse(() =>
    import('./tchMaterialService').then((module) => module.createTchMaterialService(client)),
  );
}
