/**
 * The build's precompressed twins as the server meets them: a real Vite build of a tiny app with
 * the plugin leaves `.br` and `.gz` beside each built text file and copied public file above
 * 1 kB, each decoding to the file itself; small files, binary files and source maps get none.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRECOMPRESS_MIN_BYTES,
  precompressFiles,
  precompressPlugin,
} from './vitePluginPrecompress';

let root: string;
let outDir: string;

/** Text that compresses well and stays well above the threshold once minified. */
const lines = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label} line ${index} of the portal`);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'));
  outDir = join(root, 'dist');
  mkdirSync(join(root, 'public'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body>' +
      '<script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.js'),
    `import './main.css';\nconst texts = ${JSON.stringify(lines('script', 200))};\n` +
      `document.body.textContent = texts.join('\\n');\n` +
      `import('./lazy.js').then((lazy) => lazy.run());\n`,
  );
  writeFileSync(join(root, 'lazy.js'), 'export const run = () => 1;\n');
  writeFileSync(
    join(root, 'main.css'),
    lines('rule', 80)
      .map((text, index) => `.c${index}::after{content:"${text}"}`)
      .join('\n'),
  );
  writeFileSync(join(root, 'public', 'notes.txt'), lines('note', 100).join('\n'));
  writeFileSync(join(root, 'public', 'tiny.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A photo's bytes: compressible or not, images are never twinned.
  writeFileSync(join(root, 'public', 'photo.png'), Buffer.alloc(4096, 7));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [precompressPlugin()],
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

function builtFile(pattern: RegExp): string {
  const match = readFileSync(join(outDir, 'index.html'), 'utf8').match(pattern);
  if (!match) throw new Error(`no ${pattern} in the built page`);
  return join(outDir, match[1]!);
}

describe('precompressed twins written by the build', () => {
  it('writes .br and .gz beside the entry script and stylesheet, decoding to the file', () => {
    for (const file of [
      builtFile(/src="\/(assets\/[^"]+\.js)"/),
      builtFile(/href="\/(assets\/[^"]+\.css)"/),
    ]) {
      const plain = readFileSync(file);
      expect(plain.length).toBeGreaterThan(PRECOMPRESS_MIN_BYTES);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(brotliDecompressSync(br).equals(plain)).toBe(true);
      expect(gunzipSync(gz).equals(plain)).toBe(true);
      expect(br.length).toBeLessThan(plain.length / 3);
      expect(br.length).toBeLessThanOrEqual(gz.length);
    }
  });

  it('twins the copied public files too', () => {
    const notes = readFileSync(join(outDir, 'notes.txt'));
    expect(brotliDecompressSync(readFileSync(join(outDir, 'notes.txt.br'))).equals(notes)).toBe(
      true,
    );
    expect(gunzipSync(readFileSync(join(outDir, 'notes.txt.gz'))).equals(notes)).toBe(true);
  });

  it('leaves small files, images and source maps as they are', () => {
    expect(readFileSync(join(outDir, 'index.html')).length).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    for (const file of ['index.html', 'tiny.svg', 'photo.png']) {
      expect(existsSync(join(outDir, file)), file).toBe(true);
      expect(existsSync(join(outDir, `${file}.br`)), `${file}.br`).toBe(false);
      expect(existsSync(join(outDir, `${file}.gz`)), `${file}.gz`).toBe(false);
    }
    const map = `${builtFile(/src="\/(assets\/[^"]+\.js)"/)}.map`;
    expect(existsSync(map)).toBe(true);
    expect(existsSync(`${map}.br`)).toBe(false);
  });
});

describe('precompressFiles', () => {
  it('writes no twin that would be larger than the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-random-'));
    try {
      // Random bytes do not compress: a twin would only cost the visitor more.
      writeFileSync(join(dir, 'data.json'), randomBytes(4096));
      const result = await precompressFiles(dir, ['data.json', 'missing.css']);
      expect(result.compressed).toEqual([]);
      expect(existsSync(join(dir, 'data.json.br'))).toBe(false);
      expect(existsSync(join(dir, 'data.json.gz'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
