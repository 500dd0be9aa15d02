/**
 * Platform entities as the services answer them (seed 000 §3, seed 001 §3).
 * Field names are the wire names; only what the runtime reads is typed strictly.
 */

export interface LibraryContentExtra {
  url?: string;
  date?: string;
  brief_introduction?: string;
  description?: string;
  source?: string;
  providers?: { name: string }[];
  scope_name?: string;
  scope_id?: string;
  news_id?: string;
  activity_total_count?: number;
  begin_time?: string;
  end_time?: string;
}

export interface LibraryContent {
  unit_id?: string;
  id: string;
  library_content_id?: string;
  library_id?: string;
  title: string;
  description?: string | null;
  resource_type?: string;
  resource_id?: string;
  cover_url?: string;
  create_time?: string;
  tags?: unknown[];
  start_time?: string;
  end_time?: string;
  extra?: LibraryContentExtra;
}

export interface ShowMoreData {
  show_more?: 1 | 2 | 3;
  library_id?: string;
  catalog_id?: string;
  web_url?: string;
  channel_id?: string;
}

/** Icon link of an icon-navigation section (seed 001 §3). */
export interface IconLink {
  id: string;
  title: string;
  mobile_url?: string;
  mobile_picture_url?: string;
  web_url?: string;
  web_picture_url?: string;
}

export interface SectionData {
  title?: string;
  description?: string;
  library_id?: string;
  resources?: { library_id: string; content_id: string }[];
  show_more_data?: ShowMoreData;
  useSpecial?: boolean;
  useWorks?: boolean;
  isArtical?: boolean;
  /** JSON text; malformed text hides the section (seed 000 §5). */
  ext_param?: string;
  provider_object_key?: string;
  item_data_list?: IconLink[];
}

export interface SectionDisplay {
  title?: string;
  is_title_show?: boolean;
  web_show?: boolean;
  web_picture_url?: string;
  icon_url?: string;
  banner_width?: number;
  ad_enable?: boolean;
  ad_logo_url?: string;
  ad_url?: string;
}

export interface Section {
  id: string;
  channel_id?: string;
  type: number;
  setting: { data?: SectionData; display?: SectionDisplay };
  data_config?: { dynamic_data?: { url?: string } };
  /** Derived by the client (or inlined by a fixture): the section's resolved contents. */
  libraryContents?: LibraryContent[];
  children?: Section[];
  /** Derived: where the section's more-link goes. */
  moreUrl?: string;
  /** Derived: the title icon. */
  icon?: string;
}

/** Hierarchy/catalog node of GET /v1/catalogs/libraries/{id}?all=true (seed 000 §3). */
export interface CatalogNode {
  id: string;
  code?: string;
  title: string;
  children?: CatalogNode[];
  next_level_name?: string | null;
  tagCode?: string | null;
}

/**
 * Tag tree (seed 000 §3: tag_id, tag_name, hierarchies), what the catalog answer is converted
 * to. `hierarchies` holds the next level (empty on a leaf), named by the node's next_level_name.
 */
export interface TagTreeNode {
  /** The tag the library's contents carry (the catalog node's code, else its id). */
  tag_id: string;
  tag_name: string;
  /** The catalog node's id, which links may name instead of the code (show_more catalog_id). */
  catalog_id: string;
  /** The tag dimension of this level (catalog tagCode), e.g. zxxxd for the textbook term. */
  dimension?: string;
  hierarchies: TagGroup[];
}

/** One level of the tag tree: its name (null when the data names none) and its nodes. */
export interface TagGroup {
  hierarchy_name: string | null;
  children: TagTreeNode[];
}

export interface Channel {
  id: string;
  title?: string;
  name?: string;
}

/** Banner item as the banner block shows it (seed 000 §3). */
export interface Banner {
  id: string;
  title: string;
  cover: string;
  url: string;
  mainColor?: string;
}

export interface ResourceStats {
  id: string;
  like_count: number;
  total_uv: number;
  open_class_live_count?: number;
}

export interface Contest {
  contest_id: string;
  status: number;
  begin_time: string;
  end_time: string;
  enroll_setting?: {
    begin_time?: string;
    end_time?: string;
    config?: { sub_contest_id?: string };
  };
  template?: { activity_affiliation_product?: string };
  online_exam_id?: string | null;
  exam_highest_score?: number | null;
  title?: string;
  /** How works are uploaded (issue 13 contract); absent on contests without uploads. */
  upload_setting?: UploadSetting;
  /**
   * The stand-in's detail of a book-review sub-contest names the writing contest it belongs to
   * (the upload gate's `parentEnrolment`); null or absent for any other contest.
   */
  parent_contest_id?: string | null;
  /** 资料下载: the contest's notices and templates; absent when it offers none. */
  attachments?: ContestAttachment[];
}

/** A notice or template a contest offers for download (the contest detail's `attachments`). */
export interface ContestAttachment {
  id: string;
  title: string;
  /** notice: 通知文件; template: 模板下载. */
  kind: 'notice' | 'template';
  /** The name the download is saved as. */
  file_name: string;
  /** Bytes. */
  file_size: number;
  file_type: string;
  /** Where the file downloads from (the contest service's address). */
  url: string;
}

/** A contest's upload rules (issue 13 contract). */
export interface UploadSetting {
  max_works_per_user: number;
  /** Lower-case file extensions without the dot, e.g. `["jpg", "mp4", "pdf"]`. */
  accepted_types: string[];
  /** Bytes. */
  max_file_size: number;
}

export interface Enrolment {
  status: number;
  verify_status?: number;
  online_exam_id?: string | null;
  exam_highest_score?: number | null;
  contest_id?: string;
  /** When the user enrolled (platform time string). */
  create_time?: string;
}

/** A contest the signed-in user joined (search_mine_join): the detail plus their enrolment status. */
export interface JoinedContest extends Contest {
  enroll_status: number;
}

/** One page of the contests the user joined, in the service's order; `total` counts every page. */
export interface JoinedContestPage {
  total: number;
  items: JoinedContest[];
}

/** What a visitor fills in to enrol in a contest (the spec does not show the form). */
export interface EnrolmentForm {
  real_name: string;
  mobile: string;
  school_name: string;
  role_code?: string;
  /** Fields a campaign adds to its form, kept as they are (the regional entry: `{ region }`). */
  extra?: Record<string, unknown>;
}

export interface UploadLimit {
  result: boolean;
  /** 0 may upload, 1 upload closed (上传已结束), 2 limit reached (seed 001 §7). */
  code?: number;
  /** The caller's works that are not withdrawn. */
  submitted?: number;
  /** How many more works the caller may submit (还可提交 N 件作品). */
  remaining?: number;
  max_works_per_user?: number;
}

export type ContestWorkStatus = 'submitted' | 'withdrawn' | 'reviewing' | 'scored';

/** A submitted contest work (issue 13 contract, wire shape). */
export interface ContestWork {
  work_id: string;
  contest_id: string;
  title: string;
  description: string;
  file_name: string;
  /** Bytes. */
  file_size: number;
  /** MIME type. */
  file_type: string;
  sha256: string;
  status: ContestWorkStatus;
  score: number | null;
  /** Platform time strings. */
  create_time: string;
  update_time: string;
  /** A signed link to the file (valid 1 hour), usable by img/video/audio/iframe without a token. */
  file_url: string;
}

/** What the upload form sends. */
export interface WorkUploadForm {
  title: string;
  description: string;
  file: File;
  /** Made once per submit attempt by the page; the same id again returns the first work. */
  requestId: string;
}

export interface WorkUploadOptions {
  /** Bytes sent so far and the total, while the file goes out. */
  onProgress?: (loaded: number, total: number) => void;
  /** The form's 取消: the upload rejects with `AbortedError` and nothing is stored. */
  signal?: AbortSignal;
}

/** One page of the caller's works, newest first; `total` counts every page. */
export interface ContestWorkPage {
  total: number;
  items: ContestWork[];
}

/** One ranked work of a contest's published results (the diaa score page, HD-SITE-19). */
export interface ContestResultItem {
  /** Equal scores share a rank (1, 2, 2, 4). */
  rank: number;
  work_id: string;
  title: string;
  author_name: string;
  /** The team the author leads in the contest, if any: shown instead of the author. */
  team_name: string | null;
  score: number;
}

/** A contest's results: nothing before the administrator publishes them. */
export interface ContestResults {
  published: boolean;
  /** Platform time string, null before publication. */
  published_time: string | null;
  items: ContestResultItem[];
}

/** A review task's state: not scored yet, or scored (the score may change until publication). */
export type ReviewTaskStatus = 'pending' | 'scored';

/**
 * A work assigned to the signed-in reviewer (issue 13 point 3, wire shape). Blind review: the
 * work carries no author.
 */
export interface ReviewTask {
  task_id: string;
  contest_id: string;
  status: ReviewTaskStatus;
  /** An integer 0–100, null while pending. */
  score: number | null;
  comment: string;
  /** Platform time strings. */
  assign_time: string;
  score_time: string | null;
  work: {
    work_id: string;
    title: string;
    description: string;
    file_name: string;
    /** Bytes. */
    file_size: number;
    /** MIME type. */
    file_type: string;
    /** A signed link to the file (valid 1 hour), usable by img/video/audio/iframe. */
    file_url: string;
    /** When the work was submitted. */
    create_time: string;
  };
}

/** One page of the reviewer's tasks; `total` counts the asked status, the others both tabs. */
export interface ReviewTaskPage {
  total: number;
  pending_total: number;
  scored_total: number;
  items: ReviewTask[];
}

/** What the score form sends: an integer 0–100 and a comment of at most 500 characters. */
export interface ReviewScoreForm {
  score: number;
  comment: string;
}

/** Current user as the user centre answers it (seed 000 §3: user info and account info). */
export interface UserInfo {
  user_id: string;
  real_name?: string | null;
  nick_name?: string | null;
  avatar?: string | null;
  email?: string | null;
  account_id?: string;
  org_id?: string;
  mobile?: string | null;
  user_name?: string | null;
  /** `guest` for guest accounts (no profile). */
  account_type?: string;
}

/** One entry of the user-roles answer. */
export interface RoleRecord {
  role_code: string;
}

/** Answer of the SSO ticket exchange. */
export interface SsoToken {
  access_token: string;
  /** ISO date-time or epoch (ms, or s when below 1e12). */
  expires_at: string | number;
  user_id: string;
}

/** Public key of an encryption algorithm (service `keys`). */
export interface PublicKeyAnswer {
  public_key: string;
}

/** Kind of a product feedback (the /productFeedback form). */
export type FeedbackType = 'content' | 'function' | 'suggestion' | 'other';

/** Body of a product feedback: content 5–500 characters, contact ≤ 100, page an in-site path. */
export interface FeedbackForm {
  type: FeedbackType;
  content: string;
  contact?: string;
  page?: string;
}

/** Answer of a stored feedback. */
export interface FeedbackReceipt {
  id: string;
}

/** Video source of the player (seed 000 §3: type, src). */
export interface VideoSource {
  src: string;
  type?: string;
}

/** Subtitle track of the player (seed 000 §3: tracks have src). */
export interface VideoTrack {
  src: string;
  kind?: string;
  srclang?: string;
  label?: string;
}

/**
 * One resource as its detail page shows it (the content detail call; paths are the stand-in's,
 * the spec does not show them). The common fields are those of a library content; each type
 * adds its own part. `status: 'offline'` means the content was taken down (下架).
 */
export interface ResourceDetail extends LibraryContent {
  resource_type: string;
  status?: 'online' | 'offline';
  /** Video and audio: the player options of seed 000 §3 (sources, tracks, poster). */
  video?: { sources: VideoSource[]; tracks?: VideoTrack[]; poster?: string; duration?: number };
  /** Document: one preview image per page. */
  document?: { file_name?: string; page_count: number; pages: string[] };
  /** Article and news: the body as HTML, sanitised before it is shown. */
  article?: { html: string };
  /** Link types: where the link leads (also extra.url). */
  link?: { url: string };
  /** Image list. */
  images?: { url: string; title?: string }[];
  /** Offline and thematic courses. */
  course?: {
    lessons?: { title: string; duration?: string }[];
    begin_time?: string;
    end_time?: string;
    address?: string;
    teacher?: string;
  };
  /** Open class live. */
  live?: {
    live_id: string;
    start_time: string;
    end_time: string;
    /** The stream while the live is on (the video-player wrapper plays it). */
    play_url?: string;
    replay?: VideoSource[];
  };
}
