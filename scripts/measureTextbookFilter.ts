/**
 * Times the synchronous-classroom textbook filter on the real catalogue (2 400 textbooks):
 * building the indexes once, then the options and results of each step of a full cascade.
 * Run: npx tsx scripts/measureTextbookFilter.ts  (numbers for tests/bench).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TagNode, Textbook } from '../src/services/syncClassroomService';
import {
  buildTextbookIndex,
  filterTextbooks,
  textbookFilterState,
  TEXTBOOK_FILTER_KEYS,
  type TextbookSelection,
} from '../src/lib/textbookFilter';

const dir = resolve(import.meta.dirname, '../server/seed-data/syncClassroom');
const read = (file: string) => JSON.parse(gunzipSync(readFileSync(resolve(dir, file))).toString());
const version = JSON.parse(readFileSync(resolve(dir, 'data_version.json'), 'utf8')) as {
  parts: string[];
};
const tree = read('national_lesson_tag.json.gz') as TagNode;
const books = version.parts.flatMap((part) => read(`${part}.json.gz`) as Textbook[]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const time = (runs: number, work: () => void) => {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return median(samples);
};

let index = buildTextbookIndex(tree, books);
const build = time(21, () => {
  index = buildTextbookIndex(tree, books);
});

// Every first option at each level: the clicks of one full cascade.
const steps: TextbookSelection[] = [{}];
for (const key of TEXTBOOK_FILTER_KEYS) {
  const previous = steps[steps.length - 1];
  const first = textbookFilterState(index, previous).options[key][0];
  if (first) steps.push({ ...previous, [key]: first.id });
}
const perClick = time(201, () => {
  for (const selection of steps) {
    textbookFilterState(index, selection);
    filterTextbooks(index, selection);
  }
});
const fullList = time(201, () => filterTextbooks(index, {}));

console.log(`textbooks: ${books.length}`);
console.log(`build indexes: ${build.toFixed(2)} ms (once per page load)`);
console.log(
  `one cascade of ${steps.length} selections (options + results each): ${perClick.toFixed(3)} ms, ` +
    `${(perClick / steps.length).toFixed(3)} ms per selection`,
);
console.log(`unfiltered list: ${fullList.toFixed(3)} ms`);
