/**
 * Schemas the block props schemas refer to by $id (the section entity), so each block does not
 * repeat them. Every ajv that compiles block schemas adds these first.
 */
import sectionSchema from '../schemas/section.schema.json';

export const sharedBlockSchemas: Record<string, unknown>[] = [sectionSchema];
