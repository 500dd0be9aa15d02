/**
 * Messages: every user-visible string comes from the catalogue (DESIGN principle 5).
 * Manifest text is either literal text or a reference `msg:<key>`.
 */
import type { Lang } from '../facts/facts';

export type MessageCatalogue = Record<string, string>;
export type MessageParams = Record<string, string | number>;
export type Translator = (textOrRef: string, params?: MessageParams) => string;

export const MESSAGE_REF_PREFIX = 'msg:';

export function isMessageRef(text: string): boolean {
  return text.startsWith(MESSAGE_REF_PREFIX);
}

export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Builds `t`: a reference resolves in the chosen catalogue, then in zh-CN; an unknown key
 * shows the key itself so a missing entry is visible instead of blank.
 */
export function createTranslator(
  catalogue: MessageCatalogue,
  fallback: MessageCatalogue,
): Translator {
  return (textOrRef, params) => {
    if (!isMessageRef(textOrRef)) return fillPlaceholders(textOrRef, params);
    const key = textOrRef.slice(MESSAGE_REF_PREFIX.length);
    const template = catalogue[key] ?? fallback[key] ?? key;
    return fillPlaceholders(template, params);
  };
}

export function langFromQuery(search: string): Lang {
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'zh-CN';
}
