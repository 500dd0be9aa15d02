/**
 * Ordered manifest migrations (DESIGN principle 11). Changing site.schema.json in a way that
 * breaks existing manifests means bumping CURRENT_SCHEMA_VERSION and adding a migration here,
 * with a test showing what it changes.
 */
export const CURRENT_SCHEMA_VERSION = 1;

export interface ManifestMigration {
  from: number;
  to: number;
  describe: string;
  migrate(manifest: Record<string, unknown>): Record<string, unknown>;
}

export const migrations: ManifestMigration[] = [];

/** Applies every migration from the manifest's version up to the current one. */
export function migrateManifest(manifest: Record<string, unknown>): {
  manifest: Record<string, unknown>;
  applied: string[];
} {
  let current = manifest;
  const applied: string[] = [];
  for (const migration of migrations) {
    if (current.schemaVersion === migration.from) {
      current = { ...migration.migrate(current), schemaVersion: migration.to };
      applied.push(migration.describe);
    }
  }
  return { manifest: current, applied };
}
