/**
 * Checks a manifest in the browser with the build-time generated validators (ajv standalone
 * code: no eval): the preview's drafts (its editor and its frames). Visitors' pages never load
 * it; their manifests come checked by the build and the server.
 */
import type { BlockInstance, SiteManifest } from './types';
import type { SchemaProblem } from './schemaProblems';

type Validators = Record<string, ((data: unknown) => boolean) & { errors?: unknown }>;
let validatorsModule: Promise<Validators> | null = null;

/** Starts loading the validators, so they arrive while the manifest is still being fetched. */
export function preloadValidators(): Promise<Validators> {
  validatorsModule ??=
    import('../../generated/manifestValidators.js') as unknown as Promise<Validators>;
  return validatorsModule;
}

/**
 * The sentences of a validator's errors. Loaded only when a manifest has problems: a valid
 * manifest (every visitor's case) never needs them, so they stay out of the entry script.
 */
async function describe(errors: unknown): Promise<SchemaProblem[]> {
  const { schemaProblems } = await import('./schemaProblems');
  return schemaProblems(errors as never);
}

export async function validateManifestInBrowser(manifest: unknown): Promise<SchemaProblem[]> {
  const validators = await preloadValidators();
  const problems: SchemaProblem[] = [];
  const validateSite = validators.validateSite;
  if (!validateSite(manifest)) problems.push(...(await describe(validateSite.errors)));
  if (problems.length) return problems;
  const site = manifest as SiteManifest;
  const checkBlocks = async (blocks: readonly BlockInstance[], listAt: string) => {
    for (const [index, block] of blocks.entries()) {
      const validate = validators[`block_${block.type.replace(/[^A-Za-z0-9]/g, '_')}`];
      const at = `${listAt}/${index}`;
      if (!validate) {
        problems.push({ pointer: `${at}/type`, message: `unknown block type "${block.type}"` });
        continue;
      }
      if (!validate(block.props ?? {}))
        for (const problem of await describe(validate.errors))
          problems.push({ ...problem, pointer: `${at}/props${problem.pointer}` });
      // The blocks of its slots are blocks like any other (issue 16).
      for (const [name, children] of Object.entries(block.slots ?? {}))
        await checkBlocks(children, `${at}/slots/${name}`);
    }
  };
  for (const [pageName, page] of Object.entries(site.pages))
    await checkBlocks(page.blocks, `/pages/${pageName}/blocks`);
  return problems;
}
