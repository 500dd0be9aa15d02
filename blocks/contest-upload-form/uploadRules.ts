/**
 * The upload form's checks, made before anything is sent (issue 13 contract): title 1–50
 * characters, description at most 500, the file's type among the contest's accepted types and
 * its size within the maximum. The stand-in checks the same and has the last word.
 */
import type { UploadSetting } from '../../src/services/entities';

export const WORK_TITLE_MAX_CHARS = 50;
export const WORK_DESCRIPTION_MAX_CHARS = 500;

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Characters as a reader counts them (code points, not UTF-16 units). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The maximum size as the stand-in words it (最大 {N} MB: mebibytes, whole). */
export function maxSizeMb(setting: UploadSetting): number {
  return Math.floor(setting.max_file_size / 1024 / 1024);
}

/** The accepted types as the stand-in lists them in its message (joined by 、). */
export function acceptedTypesLabel(setting: UploadSetting): string {
  return setting.accepted_types.join('、');
}

/** The file input's `accept` (`.jpg,.png,…`), so the picker offers the accepted types first. */
export function acceptAttribute(setting: UploadSetting | undefined): string | undefined {
  return setting?.accepted_types.length
    ? setting.accepted_types.map((type) => `.${type}`).join(',')
    : undefined;
}

/** Why this file cannot be sent, or null. Without a setting the stand-in alone decides. */
export function fileProblem(
  file: File | null,
  setting: UploadSetting | undefined,
  t: Translate,
): string | null {
  if (!file) return t('msg:contestUpload.fileRequired');
  if (!setting) return null;
  const accepted = setting.accepted_types.map((type) => type.toLowerCase());
  if (accepted.length && !accepted.includes(fileExtension(file.name)))
    return t('msg:contestUpload.fileType', { types: acceptedTypesLabel(setting) });
  if (file.size > setting.max_file_size)
    return t('msg:contestUpload.fileTooLarge', { size: maxSizeMb(setting) });
  return null;
}

export interface WorkFields {
  title: string;
  description: string;
}

export function fieldProblems(
  fields: WorkFields,
  t: Translate,
): Partial<Record<keyof WorkFields, string>> {
  const problems: Partial<Record<keyof WorkFields, string>> = {};
  const title = fields.title.trim();
  if (!title) problems.title = t('msg:contestUpload.titleRequired');
  else if (charCount(title) > WORK_TITLE_MAX_CHARS)
    problems.title = t('msg:contestUpload.titleTooLong', { max: WORK_TITLE_MAX_CHARS });
  if (charCount(fields.description.trim()) > WORK_DESCRIPTION_MAX_CHARS)
    problems.description = t('msg:contestUpload.descriptionTooLong', {
      max: WORK_DESCRIPTION_MAX_CHARS,
    });
  return problems;
}

/**
 * A request id for one submit attempt (contract: 8–64 of [A-Za-z0-9_-]). getRandomValues, not
 * randomUUID: the latter exists only in secure contexts, and QA opens the site over plain http.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
