/**
 * The quality-course (jpk) jump (seed 000 §2 Quality-course jump page; ledger CORE-JPK-*,
 * the jpk_type parameter, the login return target and the external address built from
 * the ticket.
 */
import { decideLink } from '../../src/runtime/links/linkPolicy';

export type JpkType = 1 | 2 | 3 | 4;

/** The external address of each jpk_type (configuration: block props). */
export type JpkAddresses = Record<'1' | '2' | '3' | '4', string>;

/** jpk_type as given in the query: exactly 1, 2, 3 or 4, otherwise null (ledger A-03). */
export function parseJpkType(raw: string | null | undefined): JpkType | null {
  const value = raw?.trim();
  return value === '1' || value === '2' || value === '3' || value === '4'
    ? (Number(value) as JpkType)
    : null;
}

/** The type used in the login return target: a logged-out visitor's type 3 counts as 4. */
export function jpkLoginType(type: JpkType): JpkType {
  return type === 3 ? 4 : type;
}

/**
 * The in-site address the login returns to: the same page with jpk_type rewritten by
 * `jpkLoginType` and every other parameter kept.
 */
export function jpkLoginReturn(pathname: string, search: string, type: JpkType): string {
  const query = new URLSearchParams(search);
  query.set('jpk_type', String(jpkLoginType(type)));
  return `${pathname}?${query.toString()}`;
}

/**
 * The external address for `type` with `ticket` and `identity_code` added (existing query
 * parameters kept). Null when the address is missing or the link policy does not take it as an
 * absolute http(s) address (no origin given: relative, `//host`, other schemes, user info).
 */
export function jpkTarget(
  type: JpkType,
  ticket: string,
  identityCode: string,
  addresses: Partial<JpkAddresses>,
): string | null {
  const decision = decideLink(addresses[String(type) as keyof JpkAddresses]);
  if (decision.kind !== 'external') return null;
  const url = new URL(decision.url);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('identity_code', identityCode);
  return url.href;
}
