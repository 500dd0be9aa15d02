/**
 * Precompressed twins of the built front end (issue 17, "served like production"): after each
 * production build pass writes its files, every compressible one above ~1 kB gets `<file>.br`
 * (brotli, best quality) and `<file>.gz` (gzip level 9) beside it. The stand-in
 * (`server/routes/frontend.ts`) sends the twin the browser accepts, so no visitor pays for
 * compressing the same bytes twice, and best quality costs build time once, not request time.
 *
 * Both passes of `vite.config.ts` (the portal, then the preview app into the same folder) run
 * this plugin; each compresses the files it wrote itself, plus the copied `public/` files.
 * A twin is written only when it is smaller than the file: a server that finds no twin sends
 * the file as it is.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing. Source maps are left out: visitors never fetch them. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
];

/**
 * Below this a file fits in one packet either way; the Content-Encoding header and the extra
 * file cost more than they save.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressResult {
  /** Paths (relative to the folder) that got at least one twin. */
  compressed: string[];
  /** Bytes before and after, summed over the compressed files (brotli, gzip). */
  bytes: { plain: number; brotli: number; gzip: number };
}

export const isCompressible = (file: string) =>
  COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase());

/**
 * Writes `.br` and `.gz` twins for the given files of `dir` (relative paths) that are
 * compressible and at least `PRECOMPRESS_MIN_BYTES` long. Files are compressed a few at a time:
 * brotli at quality 11 is slow, and the build machine has few cores.
 */
export async function precompressFiles(
  dir: string,
  files: Iterable<string>,
): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: [], bytes: { plain: 0, brotli: 0, gzip: 0 } };
  const queue = [...new Set(files)].filter(isCompressible).sort();
  const compressOne = async (file: string) => {
    const path = join(dir, file);
    let plain: Buffer;
    try {
      if (!statSync(path).isFile()) return;
      plain = readFileSync(path);
    } catch {
      return;
    }
    if (plain.length < PRECOMPRESS_MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
      gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    let wrote = false;
    if (br.length < plain.length) {
      writeFileSync(`${path}.br`, br);
      wrote = true;
    }
    if (gz.length < plain.length) {
      writeFileSync(`${path}.gz`, gz);
      wrote = true;
    }
    if (!wrote) return;
    result.compressed.push(file);
    result.bytes.plain += plain.length;
    result.bytes.brotli += Math.min(br.length, plain.length);
    result.bytes.gzip += Math.min(gz.length, plain.length);
  };
  const workers = Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      await compressOne(file);
  });
  await Promise.all(workers);
  result.compressed.sort();
  return result;
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found;
}

/** The production build's plugin (`apply: 'build'`: the dev server serves sources as they are). */
export function precompressPlugin(): Plugin {
  let publicDir = '';
  let copiesPublicDir = false;
  let log: (message: string) => void = () => undefined;
  let serverBundle = false;
  return {
    name: 'edu-precompress',
    apply: 'build',
    configResolved(config) {
      // The server's renderer (the SSR pass) is read from disk by the server, never sent.
      serverBundle = Boolean(config.build.ssr);
      publicDir = config.publicDir;
      copiesPublicDir = config.build.copyPublicDir && config.build.write;
      log = (message) => config.logger.info(message);
    },
    async writeBundle(output, bundle) {
      if (!output.dir || serverBundle) return;
      // Vite copies public/ into the output folder before it writes the bundle.
      const publicFiles = copiesPublicDir && publicDir ? safeFilesUnder(publicDir) : [];
      const { compressed, bytes } = await precompressFiles(output.dir, [
        ...Object.keys(bundle),
        ...publicFiles,
      ]);
      const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      log(
        `precompressed ${compressed.length} files: ${kB(bytes.plain)} → ` +
          `${kB(bytes.brotli)} brotli, ${kB(bytes.gzip)} gzip`,
      );
    },
  };
}

function safeFilesUnder(dir: string): string[] {
  try {
    return filesUnder(dir);
  } catch {
    return [];
  }
}
