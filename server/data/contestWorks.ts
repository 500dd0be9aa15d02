import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Database } from 'better-sqlite3';
import { HOUR_MS, toPlatformTime } from '../time';

/**
 * Contest works (issue 13): their rows, their wire shape, where their files live and the signed
 * links the pages open them with. Shared by the contest routes and the scenarios.
 */

export type WorkStatus = 'submitted' | 'withdrawn' | 'reviewing' | 'scored';

export interface WorkRow {
  id: string;
  contest_id: string;
  user_id: string;
  title: string;
  description: string;
  file_name: string;
  file_size: number;
  file_type: string;
  sha256: string;
  /** The stored file's name in the works folder; null for a scenario's placeholder work. */
  file_key: string | null;
  status: WorkStatus;
  score: number | null;
  request_id: string;
  create_time: number;
  update_time: number;
}

/** Where the file route is mounted for the pages (the `contest` service base of `local`). */
const CONTEST_SERVICE_BASE = '/svc/contest';
/** How long a signed file link works (contract: one hour). */
export const FILE_LINK_TTL_MS = HOUR_MS;

/**
 * The bytes of a work a scenario made (no one uploaded a file): a short text, so its link opens
 * and its sha256 is real.
 */
export const PLACEHOLDER_FILE = Buffer.from('示例作品：由演示情景生成，没有上传的文件。\n', 'utf8');
const PLACEHOLDER_SHA256 = createHash('sha256').update(PLACEHOLDER_FILE).digest('hex');

/** A work of a scenario (upload-limit-reached): counted like an uploaded one, placeholder file. */
export function insertPlaceholderWork(
  db: Database,
  work: {
    id: string;
    contestId: string;
    userId: string;
    title: string;
    description: string;
    time: number;
  },
): void {
  db.prepare(
    `INSERT INTO contest_works (id, contest_id, user_id, title, description, file_name, file_size,
       file_type, sha256, file_key, status, score, request_id, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 'submitted', NULL, ?, ?, ?)`,
  ).run(
    work.id,
    work.contestId,
    work.userId,
    work.title,
    work.description,
    `${work.title}.txt`,
    PLACEHOLDER_FILE.length,
    'text/plain; charset=utf-8',
    PLACEHOLDER_SHA256,
    `scenario-${work.id}`,
    work.time,
    work.time,
  );
}

/**
 * MIME types by extension: the stored type (and the file route's content-type) follows the
 * extension the contest accepted, never the content type a client claims.
 */
const MIME_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
};

export function mimeTypeOf(extension: string): string {
  return Object.hasOwn(MIME_TYPES, extension) ? MIME_TYPES[extension] : 'application/octet-stream';
}

/** The lower-case extension of a client's file name (`作品.MP4` → `mp4`), '' when none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Signs and checks the works' file links (HMAC-SHA256 with a secret of this process). */
export interface FileLinkSigner {
  urlOf(workId: string, now: number): string;
  /** Whether `sig` signs this work until `expires` and `expires` has not passed. */
  verify(workId: string, expires: number, sig: string, now: number): boolean;
}

export function createFileLinkSigner(secret: Buffer = randomBytes(32)): FileLinkSigner {
  const sign = (workId: string, expires: number) =>
    createHmac('sha256', secret).update(`${workId}\n${expires}`).digest();
  return {
    urlOf(workId, now) {
      const expires = now + FILE_LINK_TTL_MS;
      const sig = sign(workId, expires).toString('hex');
      return `${CONTEST_SERVICE_BASE}/contests/works/${encodeURIComponent(workId)}/file?expires=${expires}&sig=${sig}`;
    },
    verify(workId, expires, sig, now) {
      if (!Number.isSafeInteger(expires) || expires < now) return false;
      if (!/^[0-9a-f]{64}$/.test(sig)) return false;
      return timingSafeEqual(sign(workId, expires), Buffer.from(sig, 'hex'));
    },
  };
}

export function workToWire(row: WorkRow, signer: FileLinkSigner, now: number) {
  return {
    work_id: row.id,
    contest_id: row.contest_id,
    title: row.title,
    description: row.description,
    file_name: row.file_name,
    file_size: row.file_size,
    file_type: row.file_type,
    sha256: row.sha256,
    status: row.status,
    score: row.score,
    create_time: toPlatformTime(row.create_time),
    update_time: toPlatformTime(row.update_time),
    file_url: signer.urlOf(row.id, now),
  };
}

export function findWork(db: Database, workId: string): WorkRow | undefined {
  return db.prepare('SELECT * FROM contest_works WHERE id = ?').get(workId) as WorkRow | undefined;
}

export function findWorkByRequest(
  db: Database,
  userId: string,
  requestId: string,
): WorkRow | undefined {
  return db
    .prepare('SELECT * FROM contest_works WHERE user_id = ? AND request_id = ?')
    .get(userId, requestId) as WorkRow | undefined;
}

/** The works folder: its files are named by generated keys, temporary uploads by `*.part`. */
export interface WorksFolder {
  readonly dir: string;
  /** Removes a folder made for an in-memory database. */
  dispose(): void;
}

/**
 * `contest-works/` beside the database file (git-ignored with the database under var/); an
 * in-memory database gets a temporary folder removed on close. A database seeded afresh drops
 * the files of the rows it no longer has; files left by an upload that never finished (`.part`)
 * and files no row names are removed at start.
 */
export function openWorksFolder(dbPath: string, db: Database): WorksFolder {
  const memory = dbPath === ':memory:';
  const dir = memory
    ? mkdtempSync(join(tmpdir(), 'edu-contest-works-'))
    : join(dirname(resolve(dbPath)), 'contest-works');
  mkdirSync(dir, { recursive: true });
  sweepWorksFolder(dir, db, { unfinished: true });
  return {
    dir,
    dispose: () => {
      if (memory) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Removes the files no work row names: after a scenario deleted works, and at start. At start
 * also the `.part` files of uploads that never finished; while serving those are uploads still
 * on their way, and stay.
 */
export function sweepWorksFolder(
  dir: string,
  db: Database,
  options: { unfinished: boolean },
): void {
  const keys = new Set(
    db
      .prepare('SELECT file_key FROM contest_works WHERE file_key IS NOT NULL')
      .pluck()
      .all() as string[],
  );
  for (const name of readdirSync(dir)) {
    if (keys.has(name) || (!options.unfinished && name.endsWith('.part'))) continue;
    rmSync(join(dir, name), { force: true, recursive: true });
  }
}

/** A generated file key: never derived from anything the client sent. */
export const newFileKey = () => randomBytes(16).toString('hex');
