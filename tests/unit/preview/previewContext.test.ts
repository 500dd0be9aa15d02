import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREVIEW_CONTEXT,
  decodePreviewContext,
  encodePreviewContext,
  frameHref,
  previewHref,
} from '../../../preview/context/previewContext';

describe('preview context in the URL', () => {
  const context = {
    ...DEFAULT_PREVIEW_CONTEXT,
    site: 'hd-kpzy',
    page: '/list?libraryId=kpzy-guide',
    width: 768,
    account: 'guardian',
    role: 'GUARDIAN',
    now: Date.parse('2026-12-24T02:30:00.000Z'),
    scenario: 'enrolment-closed',
    theme: 'dark' as const,
    lang: 'en' as const,
  };

  it('round-trips every field', () => {
    expect(decodePreviewContext(encodePreviewContext(context))).toEqual(context);
    expect(decodePreviewContext(new URLSearchParams(previewHref(context).split('?')[1]))).toEqual(
      context,
    );
  });

  it('the site default theme is no parameter at all', () => {
    expect(previewHref({ ...DEFAULT_PREVIEW_CONTEXT, site: 'portal' })).toBe(
      '/preview?site=portal',
    );
    expect(decodePreviewContext(new URLSearchParams('site=portal')).theme).toBe('site');
  });

  it('opens the frame at the page under the site prefix, with the frame keys', () => {
    const href = frameHref(context, '/hd/kpzy');
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/hd/kpzy/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      libraryId: 'kpzy-guide',
      __preview: '1',
      as: 'guardian',
      role: 'GUARDIAN',
      at: '2026-12-24T02:30:00.000Z',
      'x-edu-theme': 'dark',
      lang: 'en',
    });
    expect(frameHref({ ...DEFAULT_PREVIEW_CONTEXT }, '/')).toBe('/?__preview=1');
    expect(frameHref({ ...DEFAULT_PREVIEW_CONTEXT, page: '/sport' }, '/')).toBe(
      '/sport?__preview=1',
    );
    // Logged out: no role is sent even if one lingers.
    expect(frameHref({ ...DEFAULT_PREVIEW_CONTEXT, role: 'TEACHER' }, '/')).toBe('/?__preview=1');
  });
});
