/**
 * Generates build-time artefacts the front end imports: the standalone manifest validators and
 * each block's props type from its schema (`blocks/<type>/props.gen.ts`).
 */
import { resolve } from 'node:path';
import { compileBrowserValidators } from './manifest/compileBrowserValidators';
import { blockSchemaInfo } from '../src/manifestCheck/blockSchemas';
import { writeBlockPropsTypes } from './manifest/blockPropsTypes';

const repoRoot = resolve(import.meta.dirname, '..');
const blocks = await blockSchemaInfo();
const file = compileBrowserValidators(resolve(repoRoot, 'src/generated'), blocks);
console.log(`generated ${file.replace(repoRoot + '/', '')}`);
const types = await writeBlockPropsTypes(blocks, resolve(repoRoot, 'blocks'));
console.log(`generated ${types.length} block props types (blocks/*/props.gen.ts)`);
