/**
 * Masked e-mail (seed 000 §3, ledger A-19, CORE-HELPER-07/08): the middle of the local part is
 * hidden so the full address never reaches the page. The domain stays as it is.
 */
export const EMAIL_MASK = '****';
/** Characters kept at each end of a local part longer than SHORT_LOCAL_PART_LENGTH. */
export const EMAIL_KEEP_EACH_END = 2;
/** A local part this short keeps only its first character (keeping 2 + 2 would show it all). */
export const SHORT_LOCAL_PART_LENGTH = 4;

/** `zhangsan@x.com` → `zh****an@x.com`; `abcd@x.com` → `a****@x.com`; empty stays empty. */
export function maskEmail(email: string | null | undefined): string {
  const text = (email ?? '').trim();
  if (!text) return '';
  const at = text.lastIndexOf('@');
  const local = Array.from(at < 0 ? text : text.slice(0, at));
  const domain = at < 0 ? '' : text.slice(at);
  const masked =
    local.length <= SHORT_LOCAL_PART_LENGTH
      ? `${local.slice(0, 1).join('')}${EMAIL_MASK}`
      : `${local.slice(0, EMAIL_KEEP_EACH_END).join('')}${EMAIL_MASK}${local
          .slice(-EMAIL_KEEP_EACH_END)
          .join('')}`;
  return `${masked}${domain}`;
}
