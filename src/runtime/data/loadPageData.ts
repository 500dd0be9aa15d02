/**
 * The service call behind each kind of page data (pageDataSources.ts names them). A loader
 * only calls its service: failures reject and the reading blocks show their own error state.
 */
import type { PortalServices } from '../../services/portalServices';
import type { PageDataSourceId } from './pageDataSources';

type Loader = (services: PortalServices, params: Record<string, string>) => Promise<unknown>;

export const PAGE_DATA_LOADERS: Record<PageDataSourceId, Loader> = {
  'training.project': async (services, { trainId }) => {
    if (!services.training) throw new Error('no training service');
    return (await services.training()).project(trainId);
  },
  'library.contents': (services, { libraryId }) => services.library.contents(libraryId),
};
