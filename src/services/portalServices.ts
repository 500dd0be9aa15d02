/**
 * The services the runtime and blocks may call, as one object passed down through context.
 * Blocks never import HTTP code: tests hand them fakes of this interface.
 */
import type {
  Channel,
  Contest,
  Enrolment,
  EnrolmentForm,
  ContestResults,
  ContestWork,
  ContestWorkPage,
  JoinedContestPage,
  ReviewScoreForm,
  ReviewTask,
  ReviewTaskPage,
  ReviewTaskStatus,
  WorkUploadForm,
  WorkUploadOptions,
  FeedbackForm,
  FeedbackReceipt,
  LibraryContent,
  ResourceDetail,
  ResourceStats,
  TagGroup,
  Section,
  SsoToken,
  UploadLimit,
} from './entities';
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

export interface ChannelService {
  /** First page of the channel list (cached for the session). */
  listChannels(): Promise<Channel[]>;
  /** Sections of a channel in server order (cached per channel). */
  sections(channelId: string): Promise<Section[]>;
}

export interface LibraryService {
  /** Full contents of a library: the answer lists files that are fetched and concatenated. */
  contents(libraryId: string): Promise<LibraryContent[]>;
  /** Items of a section's dynamic data url, grouped by library_id. */
  dynamicData(url: string): Promise<Record<string, LibraryContent[]>>;
}

/** What a library search asks for: contents with every given tag and the keyword. */
export interface LibrarySearchQuery {
  keyword?: string;
  tagIds?: string[];
}

/** Catalogs and searches (seed 000 §7; src/services/librarySearchService.ts). Failures reject. */
export interface LibrarySearchService {
  /** The library's catalog (GET /v1/catalogs/libraries/{id}?all=true) as a tag tree. */
  catalogs(libraryId: string): Promise<TagGroup>;
  /** Library search: POST …/libraries/{id}/contents/actions/search/adapter, first 500. */
  search(libraryId: string, query: LibrarySearchQuery): Promise<LibraryContent[]>;
  /** Cross-library search (library_ids, page_no 0, page_size 500), newest create_time first. */
  searchLibraries(libraryIds: string[]): Promise<LibraryContent[]>;
}

export interface StatsService {
  one(resourceId: string): Promise<ResourceStats | null>;
  /** Batched by 100 ids; a failure gives an empty list. */
  many(resourceIds: string[]): Promise<ResourceStats[]>;
  like(resourceId: string): Promise<void>;
}

/** Content detail (src/services/contentService.ts). */
export interface ContentService {
  /** The resource behind a detail page; null when it does not exist (404). */
  detail(contentId: string, contentType?: string): Promise<ResourceDetail | null>;
}

export interface ContestService {
  /** null when the contest does not exist. */
  detail(contestId: string): Promise<Contest | null>;
  /** The current user's enrolment, null when there is none. */
  myEnrolment(contestId: string): Promise<Enrolment | null>;
  uploadLimit(contestId: string): Promise<UploadLimit>;
  /** Enrols the signed-in user; the new enrolment awaits approval (status 0). */
  enrol(contestId: string, form: EnrolmentForm): Promise<Enrolment>;
  /**
   * Submits a work (multipart: title, description, request_id, then the file). Rejects with
   * `HttpError` on a refusal (400, 403 gate, 413, 415: Chinese message) and `AbortedError` when
   * `signal` aborts it.
   */
  uploadWork(
    contestId: string,
    form: WorkUploadForm,
    options?: WorkUploadOptions,
  ): Promise<ContestWork>;
  /** The caller's works in the contest, newest first, withdrawn ones included; `pageNo` from 0. */
  myWorks(
    contestId: string,
    paging: { pageNo: number; pageSize: number },
  ): Promise<ContestWorkPage>;
  /** Withdraws a work; 409 (review started) and 404 (not the caller's) reject with `HttpError`. */
  withdrawWork(workId: string): Promise<ContestWork>;
  /** Whether the signed-in user reviews the contest; an unknown contest rejects (404). */
  isReviewer(contestId: string): Promise<boolean>;
  /** Whether the signed-in user may enrol in a whitelist-restricted contest. */
  isWhitelisted(contestId: string): Promise<boolean>;
  /**
   * The signed-in reviewer's tasks in the contest (`status` filters; `pageNo` from 0) with the
   * counts of both tabs. 403 (not a reviewer, review not open) rejects with `HttpError`.
   */
  reviewTasks(
    contestId: string,
    query: { status?: ReviewTaskStatus; pageNo: number; pageSize: number },
  ): Promise<ReviewTaskPage>;
  /** Saves the reviewer's score; 404, 409 (results published, work withdrawn) reject. */
  scoreReview(taskId: string, form: ReviewScoreForm): Promise<ReviewTask>;
  /**
   * The contests of these ids (POST /contests/actions/search with `contest_ids`, one page of up
   * to 100), in the service's order; ids it does not know are absent. Failures reject.
   */
  search(contestIds: string[]): Promise<Contest[]>;
  /** A contest's published results, ranked; `published: false` before publication. */
  results(contestId: string): Promise<ContestResults>;
  /**
   * The contests the signed-in user joined (POST /contests/actions/search_mine_join), each with
   * `enroll_status`, newest enrolment first; `pageNo` from 0, `statuses` filters the enrolments.
   */
  myJoinedContests(query: {
    pageNo: number;
    pageSize: number;
    statuses?: number[];
  }): Promise<JoinedContestPage>;
  /**
   * How many of the user's enrolments in these contests have one of `statuses` (default [1, 2]):
   * the enrolment list with `page_size: 1`, of which only `total` is read (HD-API-02, A-43).
   */
  enrolmentTotal(contestIds: string[], statuses?: readonly number[]): Promise<number>;
}

export interface AppConfigService {
  /** /v1/app_configs merged over /web_config.json, cached 24 hours; a failure gives {}. */
  siteConfig(): Promise<Record<string, unknown>>;
}

export interface FeedbackService {
  /** Sends a product feedback; a refusal or failure rejects (HttpError with the server message). */
  send(form: FeedbackForm): Promise<FeedbackReceipt>;
}

/** The login bridge's three steps (seed 000 §7, 001 §7; src/services/thirdLoginService.ts). */
export interface ThirdLoginService {
  /** Step 1: a code for `clientId` (scope email), with `appId` in the sdp-app-id header. */
  authorizationCode(request: {
    clientId: string;
    redirectUri: string;
    appId: string;
  }): Promise<string>;
  /** Step 2: a third-party token for the code (redirect_params {code, app_id}, auto_register). */
  createToken(code: string, appId: string): Promise<string>;
  /** Step 3: logs in with the token; the answered portal token becomes the visitor's session. */
  loginByToken(token: string): Promise<SsoToken>;
}

/** Tickets of the single sign-on for other sites (implemented by userCentreService.ts). */
export interface SsoTicketService {
  /** A ticket of the signed-in user for the quality-course site (POST /get_ticket, body {}). */
  getTicket(): Promise<string>;
  /** A single-use user key for the admin-site jump (POST /get_code, body {}; ledger A-34). */
  userKey(): Promise<string>;
}

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
