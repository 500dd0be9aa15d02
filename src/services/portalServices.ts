/**
 * The services the runtime and blocks may call, as one object passed down through context.
 * Blocks never import HTTP code: tests hand them fakes of this interface. Each service interface
 * lives beside its implementation; this module only composes them (and re-exports the ones the
 * runtime and blocks name), so no implementation imports it back.
 */
import type { ChannelService } from './channelService';
import type { LibraryService } from './libraryService';
import type { LibrarySearchService } from './librarySearchService';
import type { StatsService } from './statsService';
import type { ContentService } from './contentService';
import type { ContestService } from './contestService';
import type { AppConfigService } from './appConfigService';
import type { FeedbackService } from './feedbackService';
import type { ThirdLoginService } from './thirdLoginService';
import type { SsoTicketService } from './userCentreService';
import type { AccountService } from './accountService';
import type { AreaAdminService } from './areaAdminService';
import type { LiveActivityService, LiveService } from './liveService';
import type { RecommendService } from './recommendService';
import type { VerifyCodeService } from './verifyCodeService';
import type { CertificateService } from './certificateService';
import type { ContestTeamService } from './contestTeamService';
import type { ReferenceDataService } from './referenceDataService';
import type { CoursePagesService } from './coursePagesService';
import type { StudyRecordService } from './studyRecordService';
import type { SpecialSpaceService } from './specialSpaceService';
import type { SyncClassroomService } from './syncClassroomService';
import type { TchMaterialService } from './tchMaterialService';
import type { StudioService } from './studioService';
import type { TrainingService } from './trainingService';
import type { AnalyticsService } from './analyticsService';

// The interfaces live beside their implementations; this module composes them.
export type { ChannelService } from './channelService';
export type { LibraryService } from './libraryService';
export type { LibrarySearchQuery, LibrarySearchService } from './librarySearchService';
export type { StatsService } from './statsService';
export type { ContentService } from './contentService';
export type { ContestService } from './contestService';
export type { AppConfigService } from './appConfigService';
export type { FeedbackService } from './feedbackService';
export type { ThirdLoginService } from './thirdLoginService';
export type { SsoTicketService } from './userCentreService';

export interface PortalServices {
  channels: ChannelService;
  library: LibraryService;
  librarySearch: LibrarySearchService;
  stats: StatsService;
  content: ContentService;
  contest: ContestService;
  appConfig: AppConfigService;
  feedback: FeedbackService;
  /**
   * Special-space qualification calls (seed 000 §6). Optional: without it nobody qualifies,
   * so test doubles that do not care need not provide it.
   */
  specialSpace?: SpecialSpaceService;
  thirdLogin: ThirdLoginService;
  sso: SsoTicketService;
  /**
   * Synchronous classroom catalogue (src/services/syncClassroomService.ts). Optional like
   * specialSpace: only the synchronous classroom blocks use it, and test doubles may omit it.
   */
  syncClassroom?: SyncClassroomService;
  /**
   * Electronic textbooks (电子教材, src/services/tchMaterialService.ts), loaded on first use;
   * optional: only the tch-material block uses it.
   */
  tchMaterial?: () => Promise<TchMaterialService>;
  /**
   * The sport and art channels' subject permission check (src/services/subjectPermissionService.ts).
   * Optional: without it no subject is granted.
   */
  subjectPermission?: { grants(): Promise<Record<string, boolean>> };
  /** The account page's calls (src/services/accountService.ts), loaded on first use. */
  account?: () => Promise<AccountService>;
  /** Area administration calls (src/services/areaAdminService.ts), loaded on first use. */
  areaAdmin?: () => Promise<AreaAdminService>;
  /** The public live list (src/services/liveService.ts), loaded on first use. */
  live?: () => Promise<LiveService>;
  /** My live activities, the live ban check and live-room comments (liveService.ts), on first use. */
  liveActivity?: () => Promise<LiveActivityService>;
  /** Recommendation lists (src/services/recommendService.ts), loaded on first use. */
  recommend?: () => Promise<RecommendService>;
  /** Code verification (src/services/verifyCodeService.ts), loaded on first use. */
  verifyCode?: () => Promise<VerifyCodeService>;
  /** Certificate search, detail and mine (src/services/certificateService.ts), on first use. */
  certificate?: () => Promise<CertificateService>;
  /** The data contest's teams (src/services/contestTeamService.ts), loaded on first use. */
  contestTeams?: () => Promise<ContestTeamService>;
  /** Studios, their news and resources, and lecturers (studioService.ts), on first use. */
  studio?: () => Promise<StudioService>;
  /** Static reference files (src/services/referenceDataService.ts), loaded on first use. */
  referenceData?: () => Promise<ReferenceDataService>;
  /** The course pages' calls (src/services/coursePagesService.ts), loaded on first use. */
  coursePages?: () => Promise<CoursePagesService>;
  /**
   * The signed-in learner's study records: positions, watched time, learning progress
   * (src/services/studyRecordService.ts), loaded on first use. Optional: without it the course
   * page keeps records in the browser, as for a visitor.
   */
  studyRecord?: () => Promise<StudyRecordService>;
  /** Teacher-training projects, works and files (src/services/trainingService.ts), on first use. */
  training?: () => Promise<TrainingService>;
  /** The analytics collector (src/services/analyticsService.ts), loaded on first use. */
  analytics?: () => Promise<AnalyticsService>;
}
