/** A file's size as the platform lists attachments: `1.2 MB` from one mebibyte up, else whole KB (at least 1). */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
