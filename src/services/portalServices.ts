/**
 * The services the runtime and blocks may call, as one object passed down through context.
 * Blocks never import HTTP code: tests hand them fakes of this interface.
 */
import type {
  Channel,
  Contest,
  Enrolment,
  EnrolmentForm,
  FeedbackForm,
  FeedbackReceipt,
  LibraryContent,
  ResourceStats,
  Section,
  SsoToken,
  UploadLimit,
} from './entities';
import type { SpecialSpaceService } from './specialSpaceService';

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

export interface StatsService {
  one(resourceId: string): Promise<ResourceStats | null>;
  /** Batched by 100 ids; a failure gives an empty list. */
  many(resourceIds: string[]): Promise<ResourceStats[]>;
  like(resourceId: string): Promise<void>;
}

export interface ContestService {
  /** null when the contest does not exist. */
  detail(contestId: string): Promise<Contest | null>;
  /** The current user's enrolment, null when there is none. */
  myEnrolment(contestId: string): Promise<Enrolment | null>;
  uploadLimit(contestId: string): Promise<UploadLimit>;
  /** Enrols the signed-in user; the new enrolment awaits approval (status 0). */
  enrol(contestId: string, form: EnrolmentForm): Promise<Enrolment>;
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
  stats: StatsService;
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
}
