import { statSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  CONTEST_FILES_FOLDER,
  declaredContestsIn,
  findDeclaredContest,
  type DeclaredContestsFile,
} from './declaredContests';

/**
 * A contest's attachments (资料下载: 通知文件, 报名表模板, 作品登记表, 授权书…), declared with the
 * contest in `seed-data/contests.json` and served from `seed-data/contest-files/`. They are not
 * rows: the declared file is the source, read through `declaredContestsIn` (cached until the
 * file changes), so an operator adds a download by adding a file and one line.
 */

/** Where the download route is mounted for the pages (the `contest` service base of `local`). */
const CONTEST_SERVICE_BASE = '/svc/contest';

/** A declared file name: letters, digits, `_` and `-`, then a known extension. No folder. */
const PLAIN_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,95}\.(pdf|txt|csv|doc|docx|xls|xlsx|zip)$/;

/** MIME types by extension; text types name their charset (the files are UTF-8). */
const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** One attachment as the contest detail lists it. */
export interface ContestAttachmentWire {
  id: string;
  title: string;
  kind: 'notice' | 'template';
  /** The name a download is saved as: the title with the file's extension. */
  file_name: string;
  file_size: number;
  file_type: string;
  url: string;
}

/** An attachment with where its bytes are (never sent to the pages). */
export interface ResolvedAttachment extends ContestAttachmentWire {
  path: string;
}

/**
 * The path of a declared file inside the contest-files folder, or null for anything that is not
 * a plain file name there. The schema already refuses such names; this holds even for a file
 * that was never checked.
 */
export function contestFilePath(filesDir: string, fileName: string): string | null {
  if (!PLAIN_FILE_NAME.test(fileName) || basename(fileName) !== fileName) return null;
  return join(filesDir, fileName);
}

/** The saved name of a download: its title (characters no file system takes replaced) + extension. */
export function downloadNameOf(title: string, fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.'));
  // eslint-disable-next-line no-control-regex
  const safe = title.replace(/[\u0000-\u001f\u007f\\/:*?"<>|]/g, '_').trim() || 'attachment';
  return `${safe}${extension}`;
}

export function attachmentUrl(contestId: string, attachmentId: string): string {
  return `${CONTEST_SERVICE_BASE}/contests/${encodeURIComponent(contestId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** Resolved lists per declared file (a changed file is a new object, so it is resolved anew). */
const resolvedByFile = new WeakMap<DeclaredContestsFile, Map<string, ResolvedAttachment[]>>();
/** The last file that could be read, per seed folder: a file broken while running changes nothing. */
const lastGood = new Map<string, DeclaredContestsFile>();

function currentFile(seedDir: string): DeclaredContestsFile | undefined {
  try {
    const file = declaredContestsIn(seedDir);
    lastGood.set(seedDir, file);
    return file;
  } catch {
    return lastGood.get(seedDir);
  }
}

/**
 * The contest's declared attachments with their sizes and types; none when it declares none. A
 * declared file that has gone from the folder is left out (it cannot be downloaded).
 */
export function contestAttachmentsOf(seedDir: string, contestId: string): ResolvedAttachment[] {
  const file = currentFile(seedDir);
  if (!file) return [];
  let byContest = resolvedByFile.get(file);
  if (!byContest) {
    byContest = new Map();
    resolvedByFile.set(file, byContest);
  }
  const known = byContest.get(contestId);
  if (known) return known;
  const filesDir = join(seedDir, CONTEST_FILES_FOLDER);
  const resolved: ResolvedAttachment[] = [];
  for (const attachment of findDeclaredContest(file, contestId)?.attachments ?? []) {
    const path = contestFilePath(filesDir, attachment.file);
    if (!path) continue;
    let size: number;
    try {
      const stat = statSync(path);
      if (!stat.isFile()) continue;
      size = stat.size;
    } catch {
      continue;
    }
    const extension = attachment.file.slice(attachment.file.lastIndexOf('.') + 1);
    resolved.push({
      id: attachment.id,
      title: attachment.title,
      kind: attachment.kind,
      file_name: downloadNameOf(attachment.title, attachment.file),
      file_size: size,
      file_type: ATTACHMENT_TYPES[extension] ?? 'application/octet-stream',
      url: attachmentUrl(contestId, attachment.id),
      path,
    });
  }
  byContest.set(contestId, resolved);
  return resolved;
}

/** The wire shape of the contest's attachments (the detail answer's `attachments`). */
export function contestAttachmentsToWire(
  seedDir: string,
  contestId: string,
): ContestAttachmentWire[] {
  return contestAttachmentsOf(seedDir, contestId).map((attachment) => ({
    id: attachment.id,
    title: attachment.title,
    kind: attachment.kind,
    file_name: attachment.file_name,
    file_size: attachment.file_size,
    file_type: attachment.file_type,
    url: attachment.url,
  }));
}
