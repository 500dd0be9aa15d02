/** Reading an answer: body parsing, the HTML check, the WAF code, the error message. */
import { WAF_ACCESS_DENIED_CODE } from '../../lib/specConstants';

export function isHtmlContentType(contentType: string | undefined): boolean {
  return /\btext\/html\b/i.test(contentType ?? '');
}

/** JSON when the text parses, otherwise the text itself; an empty body is null. */
export function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** The `code` of an answer body, when it is a string. */
export function bodyCode(body: unknown): string | undefined {
  const code = field(body, 'code');
  return typeof code === 'string' ? code : undefined;
}

export function isWafDenied(body: unknown): boolean {
  return bodyCode(body) === WAF_ACCESS_DENIED_CODE;
}

/** The server's message (`message`, else `msg`, else a short plain-text body), else `HTTP <status>`. */
export function errorMessage(body: unknown, status: number): string {
  for (const name of ['message', 'msg']) {
    const value = field(body, name);
    if (typeof value === 'string' && value) return value;
  }
  if (typeof body === 'string' && body && body.length <= 200 && !body.includes('<')) return body;
  return `HTTP ${status}`;
}
