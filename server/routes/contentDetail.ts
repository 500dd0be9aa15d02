import { resolve } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { NO_PARAMS, openQueryOf, paramsOf, queryOf, schemas } from '../http/json';
import { serveStaticFolder } from '../http/staticFolder';
import { FONT_FAMILY, wrapText } from '../covers';
import {
  SAMPLE_AUDIO_URL,
  SAMPLE_VIDEO_URL,
  documentPageUrl,
  type DocumentPage,
} from '../seed-data/resources';

/**
 * Content detail of the course service (the spec shows no path: this one is the stand-in's):
 * `GET /v1/contents/:id/actions/detail[?content_type=]` answers one resource with its
 * type-specific part (server/seed-data/resources.ts), 404 when unknown. A library content
 * without a hand-written detail gets one derived from its own fields, so every card of the
 * home and channel pages opens a page with something to show.
 *
 * `resourceFileRoutes` (static host) serves what those details point at: the media files,
 * the generated audio and the document page previews.
 */

interface LibraryContentLike {
  id: string;
  title: string;
  description?: string | null;
  resource_type?: string;
  cover_url?: string;
  start_time?: string;
  end_time?: string;
  extra?: { url?: string; brief_introduction?: string };
}

const VIDEO_TYPES = ['assets_video', 'x_audio_video'];
const AUDIO_TYPES = ['assets_audio'];
const DOCUMENT_TYPES = ['assets_document', 'x_document'];
const ARTICLE_TYPES = ['article', 'x_article', 't_news'];
const IMAGE_TYPES = ['image_list', 'x_image_list'];
/** Pages a derived document preview has. */
const DERIVED_PAGE_COUNT = 3;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function libraryContent(db: Database, id: string): LibraryContentLike | null {
  const row = db.prepare('SELECT content FROM library_contents WHERE id = ? LIMIT 1').get(id) as
    { content: string } | undefined;
  return row ? (JSON.parse(row.content) as LibraryContentLike) : null;
}

/** The type-specific part of a library content that has no hand-written detail. */
function derivedPart(content: LibraryContentLike): Record<string, unknown> {
  const type = content.resource_type ?? '';
  const text = content.extra?.brief_introduction ?? content.description ?? '';
  if (VIDEO_TYPES.includes(type)) {
    return { video: { sources: [{ src: SAMPLE_VIDEO_URL }], poster: content.cover_url } };
  }
  if (AUDIO_TYPES.includes(type)) return { video: { sources: [{ src: SAMPLE_AUDIO_URL }] } };
  if (DOCUMENT_TYPES.includes(type)) {
    return {
      document: {
        page_count: DERIVED_PAGE_COUNT,
        pages: Array.from({ length: DERIVED_PAGE_COUNT }, (_, i) =>
          documentPageUrl(content.id, i + 1),
        ),
      },
    };
  }
  if (ARTICLE_TYPES.includes(type)) {
    return { article: { html: `<p>${escapeHtml(text || content.title)}</p>` } };
  }
  if (IMAGE_TYPES.includes(type) && content.cover_url) {
    return { images: [{ url: content.cover_url, title: content.title }] };
  }
  if (type === 'open_class_live' && content.start_time && content.end_time) {
    return {
      live: { live_id: content.id, start_time: content.start_time, end_time: content.end_time },
    };
  }
  if (content.extra?.url) return { link: { url: content.extra.url } };
  return {};
}

function storedDetail(db: Database, id: string): { detail: string; pages: string | null } | null {
  return (
    (db.prepare('SELECT detail, pages FROM resource_details WHERE id = ?').get(id) as
      { detail: string; pages: string | null } | undefined) ?? null
  );
}

export const contentDetailRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(
    '/v1/contents/:id/actions/detail',
    {
      schema: {
        params: paramsOf({ id: schemas.id }),
        querystring: queryOf({ content_type: schemas.text(64) }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const stored = storedDetail(db, id);
      if (stored) return JSON.parse(stored.detail) as unknown;
      const content = libraryContent(db, id);
      if (!content) throw notFound('资源不存在', 'CONTENT/NOT_FOUND');
      return { ...content, status: 'online', ...derivedPart(content) };
    },
  );
};

/** 3 s of a C–E–G arpeggio, 8 kHz 16-bit mono: a real, tiny audio file for the audio page. */
export function sampleWav(): Buffer {
  const rate = 8000;
  const notes = [261.63, 329.63, 392.0];
  const samplesPerNote = rate;
  const data = Buffer.alloc(notes.length * samplesPerNote * 2);
  notes.forEach((frequency, n) => {
    for (let i = 0; i < samplesPerNote; i += 1) {
      const fade = Math.min(1, i / 400, (samplesPerNote - i) / 400);
      const value = Math.sin((2 * Math.PI * frequency * i) / rate) * 0.4 * fade;
      data.writeInt16LE(Math.round(value * 32767), (n * samplesPerNote + i) * 2);
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** One A4 page of a document preview as SVG: heading, paragraphs, page number. */
export function renderDocumentPage(
  title: string,
  page: DocumentPage,
  number: number,
  total: number,
): string {
  const lines: string[] = [];
  let y = 150;
  for (const paragraph of page.paragraphs) {
    for (const line of wrapText(paragraph, 26, 3)) {
      lines.push(`<text x="64" y="${y}" font-size="17" fill="#343a40">${escapeHtml(line)}</text>`);
      y += 30;
    }
    y += 10;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" font-family='${FONT_FAMILY}'>`,
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#ffffff"/>`,
    `<text x="64" y="60" font-size="12" fill="#868e96">${escapeHtml(title)}</text>`,
    `<line x1="64" y1="72" x2="${PAGE_WIDTH - 64}" y2="72" stroke="#dee2e6"/>`,
    `<text x="64" y="112" font-size="24" font-weight="700" fill="#212529">${escapeHtml(page.heading)}</text>`,
    ...lines,
    `<text x="${PAGE_WIDTH / 2}" y="${PAGE_HEIGHT - 40}" font-size="12" fill="#868e96" text-anchor="middle">— ${number} / ${total} —</text>`,
    '</svg>',
  ].join('\n');
}

function pagesOf(db: Database, id: string): { title: string; pages: DocumentPage[] } | null {
  const stored = storedDetail(db, id);
  if (stored?.pages) {
    const detail = JSON.parse(stored.detail) as { title: string };
    return { title: detail.title, pages: JSON.parse(stored.pages) as DocumentPage[] };
  }
  const content = libraryContent(db, id);
  if (!content || !DOCUMENT_TYPES.includes(content.resource_type ?? '')) return null;
  const text = content.extra?.brief_introduction ?? content.description ?? '';
  const headings = ['一、概述', '二、主要内容', '三、使用建议'];
  return {
    title: content.title,
    pages: headings.map((heading, i) => ({
      heading: i === 0 ? content.title : heading,
      paragraphs: i === 0 ? [text] : [`${heading.slice(2)}：${text}`],
    })),
  };
}

/**
 * Sends page `number` of a drawn document (an SVG, cached a day, sandboxed by the SVG policy of
 * http/security.ts so it can run nothing): a resource's pages, a course material, a lesson
 * document, an electronic textbook.
 * 404 STATIC/NOT_FOUND 文档页面不存在 when the document is unknown (`total` 0) or has no such page.
 */
export function sendDocumentPage(
  reply: FastifyReply,
  document:
    { title: string; total: number; page: (number: number) => DocumentPage } | null | undefined,
  number: number,
): string {
  if (!document || !Number.isInteger(number) || number < 1 || number > document.total) {
    throw notFound('文档页面不存在', 'STATIC/NOT_FOUND');
  }
  reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400');
  return renderDocumentPage(document.title, document.page(number), number, document.total);
}

export const resourceFileRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, seedDir },
) => {
  const wav = sampleWav();
  // Files: any query is tolerated (media and image URLs may carry processing parameters).
  app.get(
    '/audio/spring-dawn.wav',
    { schema: { params: NO_PARAMS, querystring: openQueryOf() } },
    async (_request, reply) => {
      reply.type('audio/wav').header('Cache-Control', 'public, max-age=86400');
      return wav;
    },
  );

  app.get(
    '/resources/:id/:file',
    {
      schema: {
        params: paramsOf({ id: schemas.id, file: schemas.fileName }),
        querystring: openQueryOf(),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      const match = /^page-(\d{1,3})\.svg$/.exec(file);
      const document = match ? pagesOf(db, id) : null;
      return sendDocumentPage(
        reply,
        document && {
          title: document.title,
          total: document.pages.length,
          page: (number) => document.pages[number - 1],
        },
        match ? Number(match[1]) : 0,
      );
    },
  );

  // The sample clip (MP4 and HLS): served with range requests, as a media host does.
  await serveStaticFolder(app, {
    root: resolve(seedDir, 'media'),
    prefix: '/media/',
    maxAge: '1d',
  });
};
