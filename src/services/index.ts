/** Builds the PortalServices object the runtime hands to blocks, over one HTTP client. */
import type { EnvironmentConfig } from '../runtime/environment';
import { createAppConfigService } from './appConfigService';
import { createChannelService } from './channelService';
import { createFeedbackService } from './feedbackService';
import { createIdentityService } from './identityService';
import { createSpecialSpaceService } from './specialSpaceService';
import { specialSpaceConfigOf } from '../stores/specialSpace';
import type { LocalCache } from './cache/localCache';
import type { HttpLogger, HttpClient } from './http/types';
import { createLibraryService, type LibraryExclusions } from './libraryService';
import type { PortalServices } from './portalServices';
import type { ReferenceDataService } from './referenceDataService';
import { createStatsService } from './statsService';
import {
  createLazyContestService,
  createLazyLibrarySearchService,
  createLazySyncClassroomService,
  createLazyThirdLoginService,
} from './lazyServices';
import { createLazyTchMaterialService } from './tchMaterialLazy';
import { createContentService } from './contentService';
import type { ThirdLoginOptions } from './thirdLoginService';
import { createUserCentreService } from './userCentreService';

export interface PortalServicesOptions extends LibraryExclusions, ThirdLoginOptions {
  /** Channel list scope (ledger A-25), fixed or read per call; `teach_training` by default. */
  channelScope?: string | (() => string);
  /** Where the app config is cached; the page's local cache (loaded on first use) by default. */
  configCache?: LocalCache | (() => Promise<LocalCache>);
  logger?: HttpLogger;
}

export function createPortalServices(
  client: HttpClient,
  env: EnvironmentConfig,
  options: PortalServicesOptions = {},
): PortalServices {
  const userCentre = createUserCentreService(client, env);
  let referenceData: Promise<ReferenceDataService> | undefined;
  return {
    channels: createChannelService(client, env, { scope: options.channelScope }),
    library: createLibraryService(client, options),
    librarySearch: createLazyLibrarySearchService(client, options),
    stats: createStatsService(client, options.logger),
    content: createContentService(client),
    contest: createLazyContestService(client),
    appConfig: createAppConfigService(client, {
      // A dynamic import: the cache and idb stay out of the entry chunk.
      cache: options.configCache ?? (() => import('./cache').then((it) => it.browserLocalCache())),
      clock: client.clock,
      appId: env.appId,
      logger: options.logger,
    }),
    feedback: createFeedbackService(client),
    specialSpace: createSpecialSpaceService(
      client,
      createIdentityService(client),
      specialSpaceConfigOf(env).schoolListPath,
    ),
    thirdLogin: createLazyThirdLoginService(client, options),
    sso: { getTicket: () => userCentre.getTicket(), userKey: () => userCentre.userKey() },
    syncClassroom: createLazySyncClassroomService(client),
    tchMaterial: createLazyTchMaterialService(client),
    subjectPermission: {
      grants: () => import('./subjectPermissionService').then((it) => it.subjectGrants(client)),
    },
    account: () => import('./accountService').then((it) => it.createAccountService(client)),
    areaAdmin: () => import('./areaAdminService').then((it) => it.createAreaAdminService(client)),
    live: () => import('./liveService').then((it) => it.createLiveService(client)),
    studio: () => import('./studioService').then((it) => it.createStudioService(client)),
    training: () => import('./trainingService').then((it) => it.createTrainingService(client)),
    liveActivity: () => import('./liveService').then((it) => it.createLiveActivityService(client)),
    recommend: () => import('./recommendService').then((it) => it.createRecommendService(client)),
    verifyCode: () =>
      import('./verifyCodeService').then((it) => it.createVerifyCodeService(client)),
    certificate: () =>
      import('./certificateService').then((it) => it.createCertificateService(client)),
    contestTeams: () =>
      import('./contestTeamService').then((it) => it.createContestTeamService(client)),
    coursePages: () =>
      import('./coursePagesService').then((it) => it.createCoursePagesService(client)),
    studyRecord: () =>
      import('./studyRecordService').then((it) => it.createStudyRecordService(client)),
    analytics: () => import('./analyticsService').then((it) => it.createAnalyticsService(client)),
    // One instance per portal, so each reference file is asked once (CORE-API-46).
    referenceData: () =>
      (referenceData ??= import('./referenceDataService').then((it) =>
        it.createReferenceDataService(client),
      )),
  };
}

export type { PortalServices } from './portalServices';
export { createUserCentreService, type UserCentreService } from './userCentreService';
export * from './http/index';
