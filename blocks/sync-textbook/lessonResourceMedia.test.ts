import { describe, expect, it } from 'vitest';
import { previewPagesOf, videoSourcesOf } from './lessonResourceMedia';

const resource = (extra: object) => ({ id: 'r', title: '资源', resource_type_code: 'x', ...extra });

describe('lesson resource media', () => {
  it('plays HLS first, then MP4, and ignores other files', () => {
    expect(
      videoSourcesOf(
        resource({
          ti_items: [
            { ti_format: 'mp4', ti_storages: ['/media/a.mp4', '/mirror/a.mp4'] },
            { ti_format: 'pdf', ti_storages: ['/a.pdf'] },
            { ti_format: 'M3U8', ti_storages: ['/media/a/playlist.m3u8'] },
          ],
        }),
      ),
    ).toEqual([
      { src: '/media/a/playlist.m3u8', type: 'application/x-mpegURL' },
      { src: '/media/a.mp4', type: 'video/mp4' },
    ]);
    expect(videoSourcesOf(resource({}))).toEqual([]);
  });

  it('orders preview pages by their slide number', () => {
    const preview = Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [`Slide${index + 1}`, `/p/${index + 1}.svg`]),
    );
    const pages = previewPagesOf(resource({ custom_properties: { preview } }));
    expect(pages).toHaveLength(11);
    expect(pages.slice(8)).toEqual(['/p/9.svg', '/p/10.svg', '/p/11.svg']);
    expect(
      previewPagesOf(resource({ custom_properties: { preview: { cover: '/c.svg' } } })),
    ).toEqual([]);
  });
});
