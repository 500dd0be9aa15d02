/**
 * The desktop installer link (seed 000 §2 Top download bar, §7; ledger A-36): GET
 * `{downloadPcUrl}latest.yml?v={random}`, read its `path:` value (or else the first `url:`),
 * and join it to the download location. Any failure answers null (the link is hidden).
 */

/** The installer file name from a latest.yml text, or null. */
export function parseLatestYml(text: string): string | null {
  const unquote = (value: string) =>
    value
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim();
  const path = /^path:[ \t]*(.+)$/m.exec(text);
  if (path && unquote(path[1])) return unquote(path[1]);
  const url = /^[ \t]*(?:-[ \t]+)?url:[ \t]*(.+)$/m.exec(text);
  if (url && unquote(url[1])) return unquote(url[1]);
  return null;
}

/** `base` and `file` joined with exactly one slash (an absolute `file` URL is kept). */
export function joinDownloadUrl(base: string, file: string): string {
  if (/^https?:\/\//i.test(file)) return file;
  return `${base.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

export function latestYmlUrl(downloadPcUrl: string, random: () => number = Math.random): string {
  const base = downloadPcUrl.endsWith('/') ? downloadPcUrl : `${downloadPcUrl}/`;
  return `${base}latest.yml?v=${random().toString(36).slice(2)}`;
}

export async function fetchInstallerUrl(
  fetchFn: typeof fetch,
  downloadPcUrl: string,
  random: () => number = Math.random,
): Promise<string | null> {
  try {
    const response = await fetchFn(latestYmlUrl(downloadPcUrl, random), { cache: 'no-store' });
    if (!response.ok) return null;
    const file = parseLatestYml(await response.text());
    return file ? joinDownloadUrl(downloadPcUrl, file) : null;
  } catch {
    return null;
  }
}
