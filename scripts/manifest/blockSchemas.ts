/** The props schema of every registered block, as the validator needs them. */
import type { BlockSchemaInfo } from './siteConfigs';

export async function blockSchemaInfo(): Promise<BlockSchemaInfo[]> {
  const { defaultBlockEntries } = await import('../../blocks/registry');
  return defaultBlockEntries.map((entry) => ({ type: entry.type, schema: entry.schema }));
}
