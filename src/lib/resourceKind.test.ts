import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, isKnownResourceType, kindOf } from './resourceKind';

describe('resource types (seed 000 §3, ledger CORE-HELPER-20)', () => {
  it('lists the 23 types of the spec', () => {
    expect(RESOURCE_TYPES).toEqual([
      'assets_document',
      'assets_video',
      'assets_audio',
      'article',
      'assets_url',
      'image_list',
      'offline_course',
      'thematic_course',
      'x_smartlink',
      'share_resource',
      'x_smarturl',
      'x_url',
      'x_audio_video',
      'x_document',
      'x_image_list',
      'x_article',
      'x_provider',
      'o_course',
      't_course',
      's_course',
      'open_class_live',
      't_news',
      'auxo-train',
    ]);
    expect(isKnownResourceType('assets_video')).toBe(true);
    expect(isKnownResourceType('foo')).toBe(false);
    expect(isKnownResourceType('constructor')).toBe(false);
  });
});

describe('kindOf (seed 000 §3, ledger CORE-HELPER-11..19)', () => {
  it.each([
    ['assets_video', 'video'],
    ['assets_audio', 'video'],
    ['x_audio_video', 'video'],
    ['assets_document', 'document'],
    ['x_document', 'document'],
    ['assets_url', 'link'],
    ['x_url', 'link'],
    ['x_smarturl', 'innerLink'],
    ['x_smartlink', 'innerLink'],
    ['image_list', 'image'],
    ['x_image_list', 'image'],
    ['article', 'article'],
    ['x_article', 'article'],
    ['t_news', 'article'],
    ['open_class_live', 'openClassLive'],
    ['offline_course', 'course'],
    ['thematic_course', 'course'],
    ['o_course', 'course'],
    ['t_course', 'course'],
    ['s_course', 'course'],
    ['activity', 'course'],
    ['auxo-train', 'course'],
    ['x_provider', 'other'],
    ['share_resource', 'other'],
    ['foo', 'other'],
    ['toString', 'other'],
    ['', 'other'],
    [null, 'other'],
  ])('%s → %s', (type, kind) => {
    expect(kindOf(type)).toBe(kind);
  });
});
