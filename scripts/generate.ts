/** Generates build-time artefacts the front end imports (standalone validators). */
import { resolve } from 'node:path';
import { compileBrowserValidators } from './manifest/compileBrowserValidators';
import { blockSchemaInfo } from './manifest/blockSchemas';

const repoRoot = resolve(import.meta.dirname, '..');
const file = compileBrowserValidators(resolve(repoRoot, 'src/generated'), await blockSchemaInfo());
console.log(`generated ${file.replace(repoRoot + '/', '')}`);
