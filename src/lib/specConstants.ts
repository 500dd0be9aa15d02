/**
 * Every number the specification names, in one place, named as the spec names it.
 * Seeds: 000 §9 (core) and 001 §9 (campaigns). Change a value here and the tests that
 * pin it must fail: that is the point.
 */

/** 000 §7, §9: default request timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** 000 §7, §9: after HTTP 429 or 503 every further request is blocked this long. */
export const RATE_LIMIT_BLOCK_MS = 600_000;
/** 000 §7, §9: retries of a 5xx answer when the call asks for retry. */
export const MAX_RETRIES = 2;
/** 000 §7, §9: the version query parameter is a bucket of this many seconds. */
export const VERSION_PARAM_BUCKET_S = 600;
/** Ledger A-26: name of the version query parameter. */
export const VERSION_PARAM_NAME = '_v';
/** Ledger A-28: delays before retry 1 and retry 2. */
export const RETRY_DELAYS_MS = [1000, 2000] as const;

/** 000 §9: loading indicator appears only after this delay. */
export const LOADING_INDICATOR_DELAY_MS = 1500;
/** 000 §9: lazy image threshold. */
export const LAZY_IMAGE_THRESHOLD_PX = 300;

/** 000 §2, §9: header becomes sticky after this much scroll. */
export const STICKY_HEADER_SCROLL_PX = 172;
/** 000 §2, §9: back-to-top button appears after this much scroll. */
export const BACK_TO_TOP_SCROLL_PX = 440;
/** 000 §2, §9: role and user name show only on wider screens. */
export const WIDE_SCREEN_PX = 1440;
/** 000 §2, §9: one header-menu arrow scroll animates this long (spec: 100 to 300 ms). */
export const MENU_SCROLL_MS = 200;
/** 000 §9: the role dialogs open and close with an animation this long (spec: 100 to 300 ms). */
export const ROLE_DIALOG_ANIMATION_MS = 200;
/** 000 §2, Shared screens: the feedback iframe is the posted height minus this. */
export const FEEDBACK_RESIZE_OFFSET_PX = 20;
/** 000 §2, §9: QR code size in the app-download popover. */
export const DOWNLOAD_QR_SIZE_PX = 180;
/** 000 §2, §9: feedback dialog. */
export const FEEDBACK_DIALOG_WIDTH_PX = 700;
export const FEEDBACK_IFRAME_HEIGHT_PX = 500;

/** 000 §2, §9: banner carousel. */
export const BANNER_AUTOPLAY_MS = 3000;
/** 000 §9 (CORE-CHAN-36): the live carousel shows 3 lives at a time (on a desktop width). */
export const LIVE_CAROUSEL_VISIBLE_COUNT = 3;
/** 000 §2: the banner video modal is 80 % of the page width, at most 1366 px. */
export const BANNER_MODAL_WIDTH_RATIO = 0.8;
export const BANNER_MODAL_MAX_WIDTH_PX = 1366;
/** 000 §9: banner cover thumbnails and icon widths. */
export const BANNER_COVER_WIDTHS_PX = [360, 600] as const;
export const ICON_WIDTH_PX = 240;
/** 000 §7: widths the image-processing query accepts. */
export const IMAGE_WIDTHS_PX = [240, 360, 480, 600, 720, 1080] as const;

/**
 * 000 §4, §9 (ledger CORE-LIVE-09..13, CORE-CONST-12): the 预约 button shows while a live is
 * more than this far from its start; within it (not subscribed) a countdown replaces it.
 */
export const LIVE_SUBSCRIBE_WINDOW_MS = 15 * 60 * 1000;
/** 000 §4, §9: the live start countdown ticks this often. */
export const LIVE_COUNTDOWN_INTERVAL_MS = 1000;

/** 000 §9: column panel shows the first N contents when a library id is set. */
export const COLUMN_PANEL_MAX_ITEMS = 3;
/** 001 §9 (ledger A-09): a special-topic section (useSpecial) shows at most this many items. */
export const SPECIAL_TOPIC_MAX_ITEMS = 6;
/** 001 §2, §9 (ledger HD-SUN-08): the sunshine home's news-notice module shows the first 4. */
export const SUNSHINE_NEWS_MAX_ITEMS = 4;
/** 000 §9: page sizes. */
export const CLASS_MEMBERSHIP_PAGE_SIZE = 20;
export const STATS_BATCH_SIZE = 100;
/** 000 §7 (ledger CORE-API-18): the assessments query asks for at most this many ids at once. */
export const ASSESSMENT_BATCH_SIZE = 100;
export const LIBRARY_SEARCH_PAGE_SIZE = 500;
export const USER_SEARCH_PAGE_SIZE = 30;
/** 000 §7: library searches ask for the first page (page_no counts from 0). */
export const LIBRARY_SEARCH_PAGE_NO = 0;

/** 000 §9 (ledger CORE-ROUTE-39, CORE-CONST-20): a script chunk not loaded by then counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** 000 §9: configuration cache lifetime. */
export const CONFIG_CACHE_MS = 24 * 60 * 60 * 1000;

/** 001 §9 (ledger HD-CACHE-04, HD-CONST-04): the browser database must open within this. */
export const CACHE_OPEN_TIMEOUT_MS = 2000;
/** 001 §9 (ledger HD-ANALYTICS-08): the first retry after a failed analytics send. */
export const ANALYTICS_FIRST_RETRY_MS = 5000;
/** 001 §4, §9 (ledger HD-ANALYTICS-09): then a retry every 5 minutes. */
export const ANALYTICS_RETRY_MS = 300_000;
/** 001 §4, §9 (ledger HD-ANALYTICS-10): a queued event this old is dropped without sending. */
export const ANALYTICS_EXPIRE_MS = 24 * 60 * 60 * 1000;
/** 001 §9 (ledger HD-ANALYTICS-12, A-53): campaign pages report resource duration this often. */
export const CAMPAIGN_RESOURCE_DURATION_MS = 300_000;
/**
 * 000 §9 (ledger CORE-CONST-17/18, CORE-ANALYTICS-02..06): analytics defaults in seconds, each
 * overridden by the app config field of the same name.
 */
export const ANALYTICS_DEFAULTS_S = {
  ResourcePlayDurationAPostTime: 180,
  ResourcePlayDurationAPointTime: 30,
  ResourcePlayDurationBPostTime: 180,
  ResourceDurationPostTime: 180,
  ResourceDurationNoOpsTime: 300,
} as const;
/** 000 §9 (ledger CORE-ANALYTICS-09, CORE-CONST-08): a tracked navigation waits this long. */
export const TRACKED_NAVIGATION_DELAY_MS = 300;

/**
 * 000 §4, §9 (ledger CORE-VIDEO-07..08, CORE-CONST-03): with seek control on, a seek more than
 * this far past the furthest watched position is reset to it.
 */
export const SEEK_JUMP_THRESHOLD_S = 2;
/** 000 §4, §9 (ledger CORE-VIDEO-11..14, CORE-CONST-03): the single-session heartbeat key. */
export const PLAYER_HEARTBEAT_KEY = 'tch_player_heartbeat_time';
/** 000 §4, §9 (ledger CORE-VIDEO-12, A-14): the duplicate-session check runs this long after play. */
export const PLAYER_SESSION_CHECK_DELAY_MS = 500;
/** 000 §4 (ledger A-14): "difference under 100 allowed", in ms, on top of the check delay. */
export const PLAYER_SESSION_TOLERANCE_MS = 100;
/** 000 §9 (ledger CORE-VIDEO-23, CORE-CONST-19): player events are throttled to this. */
export const PLAYER_EVENT_THROTTLE_MS = 200;
/** 000 §9 (ledger CORE-VIDEO-23, CORE-CONST-19): fullscreen events are throttled to this. */
export const PLAYER_FULLSCREEN_THROTTLE_MS = 100;
/** 000 §9 (ledger CORE-VIDEO-23, CORE-CONST-19): track events are ignored this long after a resolution change. */
export const PLAYER_TRACK_SUPPRESS_MS = 1000;

/** 001 §9: enrolment status that counts as valid (kpzy upload, 我的作品). */
export const ENROLMENT_VALID_STATUS = 3;
/** 001 §9: anchor scroll offset on the data contest page. */
export const ANCHOR_SCROLL_OFFSET_PX = 72;
/** 001 §9: campaign gate and confirm dialogs (ledger A-57). */
export const CAMPAIGN_MODAL_WIDTH_PX = 502;

/** 000 §1, 001 §4: the theme query parameter carried over to every link. */
export const THEME_QUERY_PARAM = 'x-edu-theme';
/** 000 §2: query parameter that switches the catalogue language. */
export const LANG_QUERY_PARAM = 'lang';

/** 000 §7, §8: answer code that sends the browser to the site root. */
export const WAF_ACCESS_DENIED_CODE = 'WAF/ACCESS_DENIED';
/** 000 §3, ledger A-19: display-name prefix for a user without any name. */
export const DISPLAY_NAME_PREFIX = '用户';

/** 000 §5: compact numbers count in tens of thousands (万) from this value on. */
export const WAN = 10_000;
/**
 * 000 §5 (ledger CORE-HELPER-30, A-17): a count with more digits than this shows as 1000万+.
 * The number helper and the first like-count variant cap at 7 digits, the second at 8.
 */
export const COUNT_CAP_DIGITS = 7;
export const LIKE_COUNT_CAP_DIGITS = { short: 7, long: 8 } as const;
/** 000 §5 (ledger A-18): recent-time label: 'just now' below this age. */
export const RECENT_JUST_NOW_MS = 5 * 60 * 1000;
/** 000 §5 (ledger A-18): recent-time label: 'N minutes ago' below this age, else the date. */
export const RECENT_MINUTES_MS = 60 * 60 * 1000;

/**
 * 000 §7, §9 (ledger CORE-LIVE-22/23, CORE-API-22): my live activities
 * (POST /live_activities/actions/search_by_user) ask the first page, 2 lives (6 on mobile),
 * my own (is_mine), scope type 4, statuses 0 and 1.
 */
export const MY_LIVE_ACTIVITIES_LIMIT = 2;
export const MY_LIVE_ACTIVITIES_LIMIT_MOBILE = 6;
export const MY_LIVE_ACTIVITIES_SCOPE_TYPE = 4;
export const MY_LIVE_ACTIVITIES_STATUS = [0, 1] as const;
/**
 * 000 §9 (ledger CORE-LIVE-26, CORE-CONST-14): server properties used when the app config
 * (GET /v1/app_configs merged over /web_config.json) does not set them.
 */
export const SERVER_PROPERTY_DEFAULTS = {
  recommend_week: 'week_1',
  live_close_login: 0,
  live_record_random_delay_sec: 99,
} as const;

/**
 * 000 §9 (ledger CORE-HELPER-40, CORE-CONST-16): the graduation year list runs from the current
 * year back to this year (src/lib/graduationYears.ts).
 */
export const GRADUATION_YEAR_FIRST = 1980;
