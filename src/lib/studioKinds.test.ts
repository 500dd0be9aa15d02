import { describe, expect, it } from 'vitest';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import {
  STUDIO_KINDS,
  STUDIO_ROUTE_KEY_LIST,
  isStudioKind,
  studioHomePath,
  studioKindInfo,
  studioKindOfRouteKey,
} from './studioKinds';

const messages = (catalogue: object, ref: string) =>
  (catalogue as Record<string, string>)[ref.replace(/^msg:/, '')];

describe('studio kinds by route key (ledger CORE-ROUTE-21)', () => {
  it.each([
    ['tStudio', 'teach-studio', '名师工作室', '/tStudio'],
    ['tResource', 'inst-studio', '资源号', '/theResourceNav'],
    ['eStudio', 'expert-studio', '专家工作室', '/expStudio'],
    ['schSpace', 'school-space', '学校空间', null],
    ['aStudio', 'ai-studio', 'AI工作室', '/aiStudioList'],
    ['lStudio', 'lang-studio', '语言文字工作室', '/lStudios'],
  ])('%s → %s, shown as %s, listed on %s', (routeKey, kind, label, listPath) => {
    const info = studioKindOfRouteKey(routeKey);
    expect(info?.kind).toBe(kind);
    expect(info?.listPath).toBe(listPath);
    expect(messages(zhCN, info?.label ?? '')).toBe(label);
    expect(messages(en, info?.label ?? '')).toBeTruthy();
  });

  it('covers every kind exactly once', () => {
    const kinds = STUDIO_ROUTE_KEY_LIST.map((key) => studioKindOfRouteKey(key)?.kind);
    expect([...kinds].sort()).toEqual([...STUDIO_KINDS].sort());
  });

  it('labels the institution studio as a resource account, never as an institution studio', () => {
    const label = messages(zhCN, studioKindInfo('inst-studio').label);
    expect(label).toBe('资源号');
    expect(label).not.toContain('机构');
    expect(messages(en, studioKindInfo('inst-studio').label)).toBe('Resource account');
  });

  it('knows nothing else, not even inherited names', () => {
    expect(studioKindOfRouteKey('constructor')).toBeNull();
    expect(studioKindOfRouteKey('tstudio')).toBeNull();
    expect(isStudioKind('teach-studio')).toBe(true);
    expect(isStudioKind('inst')).toBe(false);
  });

  it('builds a studio home with the news item to open', () => {
    expect(studioHomePath('inst-studio', 'S1', 'N1')).toBe('/tResource/S1?contentId=N1');
    expect(studioHomePath('teach-studio', 'a b')).toBe('/tStudio/a%20b');
  });
});
