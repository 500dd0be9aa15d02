/** "did you mean …" hints: the nearest known name by edit distance, if it is near enough. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j];
      previous[j] = Math.min(
        previous[j] + 1,
        previous[j - 1] + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length];
}

/**
 * Longer inputs are not names anyone mistyped, and the distance costs length × length: a
 * megabyte-long block type must not stall the check.
 */
export const DID_YOU_MEAN_MAX_LENGTH = 64;

export function nearestName(input: unknown, known: Iterable<string>): string | undefined {
  if (typeof input !== 'string' || input.length > DID_YOU_MEAN_MAX_LENGTH) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (typeof candidate !== 'string' || candidate.length > DID_YOU_MEAN_MAX_LENGTH) continue;
    const distance = editDistance(input.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const limit = Math.max(2, Math.floor(input.length / 3));
  return bestDistance <= limit ? best : undefined;
}

/** "did you mean …?" for a mistyped name; undefined for anything that is not short text. */
export function didYouMean(input: unknown, known: Iterable<string>): string | undefined {
  const nearest = nearestName(input, known);
  return nearest ? `did you mean "${nearest}"?` : undefined;
}

/** Names as problems show them: at most 80 characters, so a huge value never floods a message. */
export function shortText(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** `"name"`, shortened (see shortText). */
export function quoted(text: string): string {
  return `"${shortText(text)}"`;
}
