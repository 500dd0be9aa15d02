/**
 * One SQLite file holds every service's state, and every table of it is defined here, seeded or
 * not: `openDatabase` (db/open.ts) creates them all before seeding, so no seed module or route
 * creates a table of its own. Times are epoch milliseconds (scenarios shift them
 * arithmetically); rich objects the services hand back verbatim are JSON text columns.
 * Bump SCHEMA_VERSION when the DDL changes: an older file is then rebuilt from the seed.
 */
export const SCHEMA_VERSION = 6;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS channels (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  scope       TEXT NOT NULL,
  sort_order  INTEGER NOT NULL,
  extra       TEXT NOT NULL DEFAULT '{}'
);

-- Section ids are only unique inside a channel (the bench fixtures reuse them).
CREATE TABLE IF NOT EXISTS sections (
  channel_id      TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  id              TEXT NOT NULL,
  parent_id       TEXT,
  sort_order      INTEGER NOT NULL,
  type            INTEGER NOT NULL,
  setting         TEXT NOT NULL,
  data_config     TEXT,
  inline_contents TEXT,
  PRIMARY KEY (channel_id, id)
);

CREATE TABLE IF NOT EXISTS libraries (
  id     TEXT PRIMARY KEY,
  title  TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS library_contents (
  id          TEXT NOT NULL,
  library_id  TEXT NOT NULL REFERENCES libraries(id) ON DELETE CASCADE,
  sort_order  INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  content     TEXT NOT NULL,
  PRIMARY KEY (library_id, id)
);
CREATE INDEX IF NOT EXISTS library_contents_by_time ON library_contents (create_time DESC);

CREATE TABLE IF NOT EXISTS catalog_nodes (
  id              TEXT PRIMARY KEY,
  library_id      TEXT NOT NULL REFERENCES libraries(id) ON DELETE CASCADE,
  parent_id       TEXT,
  sort_order      INTEGER NOT NULL,
  code            TEXT NOT NULL,
  title           TEXT NOT NULL,
  next_level_name TEXT,
  tag_code        TEXT
);

-- Synchronous-classroom catalogue files (tag tree, version file, textbook list parts) as served.
CREATE TABLE IF NOT EXISTS sync_classroom_files (
  name  TEXT PRIMARY KEY,
  body  TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS covers (
  name        TEXT PRIMARY KEY,
  kind        TEXT NOT NULL,
  title       TEXT NOT NULL,
  subtitle    TEXT,
  color_from  TEXT NOT NULL,
  color_to    TEXT NOT NULL,
  main_color  TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS res_stats (
  id                     TEXT PRIMARY KEY,
  base_like_count        INTEGER NOT NULL,
  total_uv               INTEGER NOT NULL,
  open_class_live_count  INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS likes (
  res_id      TEXT NOT NULL,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  update_time INTEGER NOT NULL,
  PRIMARY KEY (res_id, user_id)
);

CREATE TABLE IF NOT EXISTS settings (
  scope  TEXT NOT NULL,
  key    TEXT NOT NULL,
  value  TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE TABLE IF NOT EXISTS users (
  id             TEXT PRIMARY KEY,
  account        TEXT NOT NULL UNIQUE,
  password_salt  TEXT NOT NULL,
  password_hash  TEXT NOT NULL,
  real_name      TEXT,
  nick_name      TEXT,
  user_name      TEXT,
  avatar         TEXT,
  email          TEXT,
  mobile         TEXT,
  account_type   TEXT NOT NULL,
  is_minor       INTEGER NOT NULL DEFAULT 0,
  label          TEXT NOT NULL,
  sort_order     INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS user_roles (
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_code   TEXT NOT NULL,
  sort_order  INTEGER NOT NULL,
  PRIMARY KEY (user_id, role_code)
);

-- Only hashes of tickets and tokens are kept: a copied database file grants no session.
CREATE TABLE IF NOT EXISTS sso_tickets (
  ticket_hash  TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at   INTEGER NOT NULL,
  used_at      INTEGER
);

CREATE TABLE IF NOT EXISTS access_tokens (
  token_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS contests (
  id                  TEXT PRIMARY KEY,
  title               TEXT NOT NULL,
  status              INTEGER NOT NULL,
  begin_time          INTEGER NOT NULL,
  end_time            INTEGER NOT NULL,
  enroll_begin_time   INTEGER NOT NULL,
  enroll_end_time     INTEGER NOT NULL,
  upload_end_time     INTEGER NOT NULL,
  max_works_per_user  INTEGER NOT NULL,
  sub_contest_id      TEXT,
  online_exam_id      TEXT,
  product             TEXT NOT NULL,
  -- Upload setting (contest detail upload_setting): lower-case extensions as a JSON list, and
  -- the largest file in bytes. The defaults are the campaign contests' (seeder.ts).
  accepted_types      TEXT NOT NULL DEFAULT '["jpg","jpeg","png","pdf","doc","docx","mp3","mp4","zip"]',
  max_file_size       INTEGER NOT NULL DEFAULT 209715200,
  -- When the administrator published the scores (NULL: not yet): works then show their score.
  results_published_time INTEGER,
  -- 1: only the users of contest_whitelist may enrol (A-47: the HMT and overseas contests).
  whitelist_only      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS contest_whitelist (
  contest_id  TEXT NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (contest_id, user_id)
);

CREATE TABLE IF NOT EXISTS enrolments (
  contest_id          TEXT NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  user_id             TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status              INTEGER NOT NULL,
  verify_status       INTEGER NOT NULL,
  online_exam_id      TEXT,
  exam_highest_score  REAL,
  form                TEXT NOT NULL,
  create_time         INTEGER NOT NULL,
  PRIMARY KEY (contest_id, user_id)
);

-- A submitted work. The file sits in the works folder beside the database under file_key (a
-- generated name; the client's file_name is data only). file_key NULL: a work a scenario made,
-- whose file is the stand-in's placeholder text (data/contestWorks.ts).
CREATE TABLE IF NOT EXISTS contest_works (
  id           TEXT PRIMARY KEY,
  contest_id   TEXT NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title        TEXT NOT NULL,
  description  TEXT NOT NULL DEFAULT '',
  file_name    TEXT NOT NULL,
  file_size    INTEGER NOT NULL,
  file_type    TEXT NOT NULL,
  sha256       TEXT NOT NULL,
  file_key     TEXT UNIQUE,
  status       TEXT NOT NULL DEFAULT 'submitted'
                 CHECK (status IN ('submitted', 'withdrawn', 'reviewing', 'scored')),
  score        REAL,
  request_id   TEXT NOT NULL,
  create_time  INTEGER NOT NULL,
  update_time  INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);

-- Who runs a contest (the stand-in's; the spec does not show server-side rights, seed 001 §6):
-- an admin approves enrolments, assigns reviewers, publishes scores and issues certificates in
-- the management page; a reviewer scores the works assigned to them (reviewTask).
CREATE TABLE IF NOT EXISTS contest_staff (
  contest_id  TEXT NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role        TEXT NOT NULL CHECK (role IN ('admin', 'reviewer')),
  PRIMARY KEY (contest_id, user_id, role)
);

-- One work assigned to one reviewer. score NULL: not scored yet. Assigning a work moves it to
-- 'reviewing' (no withdrawing any more); publishing the results moves it to 'scored' with the
-- mean of its reviewers' scores.
CREATE TABLE IF NOT EXISTS review_tasks (
  id           TEXT PRIMARY KEY,
  work_id      TEXT NOT NULL REFERENCES contest_works(id) ON DELETE CASCADE,
  reviewer_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  score        INTEGER CHECK (score BETWEEN 0 AND 100),
  comment      TEXT NOT NULL DEFAULT '',
  assign_time  INTEGER NOT NULL,
  score_time   INTEGER,
  UNIQUE (work_id, reviewer_id)
);

-- Teams of a team contest (the data contest's topics, seed 001 §5): created by a participant
-- (the leader, also a member), joined by members and supervising teachers who are platform
-- users. A member's declared birth date and nationality are what the age and citizenship rules
-- read (the stand-in's users carry neither). contest_id is repeated on the member row so the
-- one-team-per-topic rule is a plain query.
CREATE TABLE IF NOT EXISTS contest_teams (
  id           TEXT PRIMARY KEY,
  contest_id   TEXT NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  name         TEXT NOT NULL,
  leader_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  create_time  INTEGER NOT NULL,
  UNIQUE (contest_id, name)
);

CREATE TABLE IF NOT EXISTS contest_team_members (
  team_id      TEXT NOT NULL REFERENCES contest_teams(id) ON DELETE CASCADE,
  contest_id   TEXT NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role         TEXT NOT NULL CHECK (role IN ('member', 'teacher')),
  birth_date   TEXT,
  nationality  TEXT,
  join_time    INTEGER NOT NULL,
  PRIMARY KEY (team_id, user_id)
);

-- A certificate the contest administrator issued (certificate search, detail, mine). number is
-- what the holder types into the search with their name; id is what detail links carry.
CREATE TABLE IF NOT EXISTS certificates (
  id           TEXT PRIMARY KEY,
  number       TEXT NOT NULL UNIQUE,
  contest_id   TEXT REFERENCES contests(id) ON DELETE CASCADE,
  work_id      TEXT UNIQUE REFERENCES contest_works(id) ON DELETE SET NULL,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  holder_name  TEXT NOT NULL,
  title        TEXT NOT NULL,
  award        TEXT NOT NULL,
  issuer       TEXT NOT NULL,
  issue_time   INTEGER NOT NULL
);

-- Analytics events the stand-in's collectors received (seed 001 §3, §7: campaign events on
-- POST /v1/events; seed 000 §7: portal events on POST /v1/data_collect/xstudy_web). The key is
-- the event id per sink (two services in production), so a batch sent again after a lost answer
-- is stored once; duplicates counts the later copies that were ignored. The header's fields are
-- repeated on each event; attributes is the event's JSON object of name → text.
CREATE TABLE IF NOT EXISTS analytics_events (
  sink           TEXT NOT NULL CHECK (sink IN ('campaign', 'portal')),
  event_id       TEXT NOT NULL,
  event_type     TEXT NOT NULL,
  event_time     INTEGER NOT NULL,
  attributes     TEXT NOT NULL DEFAULT '{}',
  device_id      TEXT NOT NULL,
  platform       TEXT NOT NULL,
  user_id        TEXT NOT NULL DEFAULT '',
  user_role      TEXT NOT NULL DEFAULT '',
  received_time  INTEGER NOT NULL,
  duplicates     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (sink, event_id)
);

-- Study records (seed 000 §7 "study record" service; routes/studyRecords.ts, data/studyRecords.ts):
-- one row per user and resource (a lesson), positions and durations in seconds of the media.
-- progress_status is the learning progress of seed 000 §3 (0 not started, 1 studying, 2 finished).
CREATE TABLE IF NOT EXISTS study_records (
  user_id            TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  resource_id        TEXT NOT NULL,
  course_id          TEXT,
  last_position      REAL NOT NULL,
  furthest_position  REAL NOT NULL,
  watched_seconds    REAL NOT NULL,
  duration           REAL NOT NULL,
  progress_status    INTEGER NOT NULL CHECK (progress_status IN (0, 1, 2)),
  update_time        INTEGER NOT NULL,
  PRIMARY KEY (user_id, resource_id)
);
-- Seconds played per viewing session as the player last reported them (a running total), so an
-- update sent twice, late or out of order adds only what is new to study_records.watched_seconds.
CREATE TABLE IF NOT EXISTS study_record_sessions (
  user_id          TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  resource_id      TEXT NOT NULL,
  session_id       TEXT NOT NULL,
  watched_seconds  REAL NOT NULL,
  update_time      INTEGER NOT NULL,
  PRIMARY KEY (user_id, resource_id, session_id)
);

-- The resources the content detail page answers (seed-data/resources.ts; routes/contentDetail.ts).
CREATE TABLE IF NOT EXISTS resource_details (
  id     TEXT PRIMARY KEY,
  detail TEXT NOT NULL,
  pages  TEXT
);

-- Electronic-textbook catalogue files as served (seed-data/tchMaterial.ts).
CREATE TABLE IF NOT EXISTS tch_material_files (name TEXT PRIMARY KEY, body TEXT NOT NULL);

-- Open class lives and their subscriptions (seed-data/lives.ts; routes/lives.ts).
CREATE TABLE IF NOT EXISTS open_class_lives (
  id           TEXT PRIMARY KEY,
  title        TEXT NOT NULL,
  source       TEXT NOT NULL,
  resource_id  TEXT,
  cover_url    TEXT NOT NULL,
  start_time   INTEGER NOT NULL,
  end_time     INTEGER NOT NULL,
  create_time  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS open_class_live_subscriptions (
  live_id      TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  create_time  INTEGER NOT NULL,
  PRIMARY KEY (live_id, user_id)
);

-- Live activities, live rooms' comments and bans, recommendations, certificate codes
-- (seed-data/miscPages.ts; routes/liveActivities.ts, recommend.ts, verifyCode.ts).
CREATE TABLE IF NOT EXISTS live_activities (
  id           TEXT PRIMARY KEY,
  owner_id     TEXT NOT NULL,
  title        TEXT NOT NULL,
  cover_url    TEXT NOT NULL,
  start_time   INTEGER NOT NULL,
  end_time     INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS live_activity_banned (
  user_id      TEXT PRIMARY KEY,
  reason       TEXT NOT NULL,
  create_time  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS live_comments (
  id           TEXT PRIMARY KEY,
  live_id      TEXT NOT NULL,
  user_id      TEXT,
  user_name    TEXT NOT NULL,
  content      TEXT NOT NULL,
  create_time  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS live_comments_live ON live_comments (live_id, create_time);
CREATE TABLE IF NOT EXISTS open_class_live_channels (
  live_id      TEXT NOT NULL,
  channel      TEXT NOT NULL,
  PRIMARY KEY (live_id, channel)
);
CREATE TABLE IF NOT EXISTS recommends (
  kind         TEXT NOT NULL,
  week         TEXT NOT NULL,
  position     INTEGER NOT NULL,
  item         TEXT NOT NULL,
  PRIMARY KEY (kind, week, position)
);
CREATE TABLE IF NOT EXISTS verify_codes (
  code         TEXT PRIMARY KEY,
  certificate  TEXT NOT NULL
);

-- Course pages: courses, topics, honours and what learners did with them (seed-data/courses.ts;
-- routes/coursePages.ts).
CREATE TABLE IF NOT EXISTS courses (
  id          TEXT PRIMARY KEY,
  area        TEXT NOT NULL,
  detail      TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS course_topics (
  id          TEXT PRIMARY KEY,
  detail      TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS course_honours (
  id          TEXT PRIMARY KEY,
  course_id   TEXT NOT NULL,
  detail      TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS course_honour_holders (
  honour_id   TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  issue_time  INTEGER NOT NULL,
  PRIMARY KEY (honour_id, user_id)
);
CREATE TABLE IF NOT EXISTS course_progress (
  user_id     TEXT NOT NULL,
  course_id   TEXT NOT NULL,
  learned     TEXT NOT NULL,
  update_time INTEGER NOT NULL,
  PRIMARY KEY (user_id, course_id)
);
CREATE TABLE IF NOT EXISTS course_work_submissions (
  work_id     TEXT NOT NULL,
  course_id   TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  content     TEXT NOT NULL,
  submit_time INTEGER NOT NULL,
  PRIMARY KEY (work_id, user_id)
);

-- Studios and lecturers (seed-data/studios.ts; routes/studios.ts).
CREATE TABLE IF NOT EXISTS studios (
  id             TEXT PRIMARY KEY,
  kind           TEXT NOT NULL,
  name           TEXT NOT NULL,
  owner_name     TEXT NOT NULL,
  owner_title    TEXT NOT NULL,
  area           TEXT NOT NULL,
  subject        TEXT,
  introduction   TEXT NOT NULL,
  cover_url      TEXT NOT NULL,
  member_count   INTEGER NOT NULL,
  resource_count INTEGER NOT NULL,
  visit_count    INTEGER NOT NULL,
  create_time    INTEGER NOT NULL,
  sort_order     INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_news (
  id           TEXT PRIMARY KEY,
  studio_id    TEXT NOT NULL REFERENCES studios(id),
  title        TEXT NOT NULL,
  summary      TEXT NOT NULL,
  content      TEXT NOT NULL,
  publish_time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_resources (
  id            TEXT PRIMARY KEY,
  studio_id     TEXT NOT NULL REFERENCES studios(id),
  title         TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  cover_url     TEXT NOT NULL,
  view_count    INTEGER NOT NULL,
  create_time   INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_members (
  studio_id  TEXT NOT NULL REFERENCES studios(id),
  name       TEXT NOT NULL,
  title      TEXT NOT NULL,
  school     TEXT NOT NULL,
  role       TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  PRIMARY KEY (studio_id, name)
);
CREATE TABLE IF NOT EXISTS lecturers (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  title        TEXT NOT NULL,
  subject      TEXT NOT NULL,
  stage        TEXT NOT NULL,
  school       TEXT NOT NULL,
  introduction TEXT NOT NULL,
  avatar_url   TEXT NOT NULL,
  studio_id    TEXT,
  sort_order   INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS lecturer_courses (
  id           TEXT PRIMARY KEY,
  lecturer_id  TEXT NOT NULL REFERENCES lecturers(id),
  title        TEXT NOT NULL,
  cover_url    TEXT NOT NULL,
  lesson_count INTEGER NOT NULL,
  learner_count INTEGER NOT NULL,
  sort_order   INTEGER NOT NULL
);

-- Teacher-training projects, their works and lives (seed-data/training.ts; routes/training.ts).
CREATE TABLE IF NOT EXISTS training_projects (
  id          TEXT PRIMARY KEY,
  sort_order  INTEGER NOT NULL,
  begin_time  INTEGER NOT NULL,
  end_time    INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  body        TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS training_works (
  id           TEXT PRIMARY KEY,
  train_id     TEXT NOT NULL REFERENCES training_projects(id) ON DELETE CASCADE,
  user_id      TEXT NOT NULL,
  submit_time  INTEGER NOT NULL,
  body         TEXT NOT NULL,
  score        INTEGER,
  comment      TEXT,
  reviewer     TEXT,
  mark_time    INTEGER
);
CREATE TABLE IF NOT EXISTS training_lives (
  id          TEXT PRIMARY KEY,
  sort_order  INTEGER NOT NULL,
  start_time  INTEGER NOT NULL,
  end_time    INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  body        TEXT NOT NULL
);

-- User-centre state written by the services, never seeded: the identity last saved, uckeys
-- (data/identities.ts), SMS codes (routes/personAccount.ts), third-party login codes and tokens
-- (routes/thirdLogin.ts), school profiles (routes/schools.ts), product feedback (data/feedback.ts).
CREATE TABLE IF NOT EXISTS uc_identity_choices (
  user_id     TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  role_code   TEXT NOT NULL,
  updated_at  INTEGER NOT NULL
);
-- Only hashes of uckeys are kept, like tickets and tokens.
CREATE TABLE IF NOT EXISTS uc_uckeys (
  uckey_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE TABLE IF NOT EXISTS uc_sms_codes (
  user_id     TEXT NOT NULL,
  mobile      TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, mobile)
);
CREATE TABLE IF NOT EXISTS third_login_codes (
  code_hash   TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE TABLE IF NOT EXISTS third_login_tokens (
  token_hash  TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE TABLE IF NOT EXISTS user_profiles (
  user_id     TEXT PRIMARY KEY,
  profile     TEXT NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS product_feedback (
  id          TEXT PRIMARY KEY,
  user_id     TEXT REFERENCES users(id) ON DELETE SET NULL,
  type        TEXT NOT NULL,
  content     TEXT NOT NULL,
  contact     TEXT,
  page        TEXT,
  created_at  INTEGER NOT NULL
);
`;
