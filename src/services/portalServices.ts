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
  UploadLimit,
} from './entities';

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

export interface PortalServices {
  channels: ChannelService;
  library: LibraryService;
  stats: StatsService;
  contest: ContestService;
  appConfig: AppConfigService;
  feedback: FeedbackService;
}
