import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, describeValidationError } from './errors';
import type { JsonSchema, MultipartBodyDeclaration } from './json';

/**
 * Reads a multipart upload declared with multipartBodyOf (http/json.ts): the text fields first,
 * checked against their declared schema with the stand-in's validation rules (nothing coerced,
 * unknown fields refused, the same Chinese messages as a JSON body), then the one file part,
 * streamed to a temporary file while it is hashed and counted — never held in memory. Whatever
 * goes wrong (too large, a wrong type, a client that goes away, a part after the file) deletes
 * the temporary file before the error leaves.
 */

// The stand-in's own validation semantics (server/app.ts): nothing coerced, nothing dropped.
const ajv = new Ajv({ strict: false, coerceTypes: false, removeAdditional: false });
const validators = new WeakMap<JsonSchema, ValidateFunction>();
function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    validators.set(schema, validate);
  }
  return validate;
}

/** The longest text field accepted in bytes (the declared maxLengths are far below it). */
const FIELD_SIZE_LIMIT = 16 * 1024;

export interface UploadRules {
  /** Folder the temporary file is written to (the works folder: a rename then moves it). */
  dir: string;
  /** Lower-case extensions accepted (checked before a byte is written). */
  acceptedTypes: readonly string[];
  /** Largest file in bytes. */
  maxFileSize: number;
  /** The extension of the client's file name (the check is the caller's rule, not ours). */
  extensionOf(fileName: string): string;
  /**
   * Called with the checked fields before the file is written: false discards the file (read
   * and dropped, nothing written), e.g. for a request already answered.
   */
  beforeFile?(fields: Record<string, string>): boolean | Promise<boolean>;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  /** Absent when beforeFile discarded it. */
  file?: {
    /** The client's file name, as data only. */
    name: string;
    extension: string;
    size: number;
    sha256: string;
    /** The temporary file holding the bytes; the caller renames it or deletes it. */
    tempPath: string;
  };
}

export const fileTooLarge = (maxFileSize: number) =>
  new ApiError(
    413,
    'CONTEST/FILE_TOO_LARGE',
    `文件大小超过限制（最大 ${Math.floor(maxFileSize / (1024 * 1024))} MB）`,
  );

export const fileTypeRefused = (acceptedTypes: readonly string[]) =>
  new ApiError(
    415,
    'CONTEST/FILE_TYPE',
    `不支持的文件类型，请上传 ${acceptedTypes.join('、')} 格式的文件`,
  );

/** What the multipart plugin's own refusals mean, in Chinese (all are malformed requests). */
function multipartRefusal(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return badRequest('请求体只能包含一个文件');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('请求体包含的字段过多');
    case 'FST_PROTO_VIOLATION':
      return badRequest('请求体包含不支持的字段');
    default:
      return badRequest('上传未完成：请求体不完整或格式不正确');
  }
}

/** A body that is not multipart is malformed input: refused before anything is looked up. */
export function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart())
    throw badRequest('请求体应为 multipart/form-data（字段在前，文件在后）');
}

export async function readMultipartUpload(
  request: FastifyRequest,
  declaration: MultipartBodyDeclaration,
  rules: UploadRules,
): Promise<ReceivedUpload> {
  assertMultipart(request);
  const declared = Object.keys(declaration.fields.properties ?? {});
  const fields: Record<string, string> = {};
  let received: ReceivedUpload['file'];
  let fileSeen = false;
  let tempPath: string | null = null;
  let sink: WriteStream | null = null;
  const dropTemp = async () => {
    // A refused file's stream may still be opening its file: wait until it has closed, or the
    // file would appear after it was removed (an empty `.part` left behind).
    if (sink && !sink.closed) await once(sink, 'close').catch(() => undefined);
    if (tempPath) rmSync(tempPath, { force: true });
    tempPath = null;
  };

  try {
    const parts = request.parts({
      limits: {
        // One byte past the limit reaches the counter below, which refuses it.
        fileSize: rules.maxFileSize + 1,
        files: 1,
        // One more than declared, so an unknown field reaches the schema's own message.
        fields: declared.length + 1,
        fieldSize: FIELD_SIZE_LIMIT,
        parts: declared.length + 2,
      },
    });
    for await (const part of parts) {
      if (fileSeen) throw badRequest(`文件 ${declaration.file} 应为最后一个字段`);
      if (part.type === 'field') {
        const name = part.fieldname;
        if (name === declaration.file) throw badRequest(`请求体字段 ${name} 应为文件`);
        if (Object.hasOwn(fields, name)) throw badRequest(`请求体字段 ${name} 重复`);
        if (part.valueTruncated || part.fieldnameTruncated)
          throw badRequest(`请求体字段 ${name} 过长`);
        fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      fileSeen = true;
      if (part.fieldname !== declaration.file) {
        part.file.resume();
        throw badRequest(`请求体包含不支持的文件字段 ${part.fieldname}`);
      }
      checkFields(declaration, fields);
      const name = part.filename;
      if (!name) {
        part.file.resume();
        throw badRequest(`请求体缺少文件 ${declaration.file}`);
      }
      const extension = rules.extensionOf(name);
      // Before a byte is written: a refused type never reaches the disk.
      if (!rules.acceptedTypes.includes(extension)) {
        part.file.resume();
        throw fileTypeRefused(rules.acceptedTypes);
      }
      let keep = true;
      try {
        keep = rules.beforeFile ? await rules.beforeFile(fields) : true;
      } catch (error) {
        // A refusal (the gate) before the file: none of it is written.
        part.file.resume();
        throw error;
      }
      if (!keep) {
        // Read to the end and dropped, so the client gets its answer after sending.
        await pipeline(part.file, discard());
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > rules.maxFileSize) {
            done(fileTooLarge(rules.maxFileSize));
            return;
          }
          hash.update(chunk);
          done(null, chunk);
        },
      });
      tempPath = join(rules.dir, `${randomName()}.part`);
      sink = createWriteStream(tempPath, { flags: 'wx' });
      await pipeline(part.file, counter, sink);
      if (part.file.truncated) throw fileTooLarge(rules.maxFileSize);
      if (size === 0) throw badRequest(`文件 ${declaration.file} 不能为空`);
      received = { name, extension, size, sha256: hash.digest('hex'), tempPath };
    }
    if (!fileSeen) {
      checkFields(declaration, fields);
      throw badRequest(`请求体缺少文件 ${declaration.file}`);
    }
  } catch (error) {
    await dropTemp();
    throw multipartRefusal(error);
  }
  return { fields, ...(received ? { file: received } : {}) };
}

function checkFields(declaration: MultipartBodyDeclaration, fields: Record<string, string>) {
  const validate = validatorOf(declaration.fields);
  if (!validate(fields)) {
    const [first] = validate.errors ?? [];
    throw badRequest(first ? describeValidationError(first, 'body') : '请求体不合法');
  }
}

function discard() {
  return new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
}

/** A temporary name of our own: nothing the client sent reaches a path. */
function randomName(): string {
  return `upload-${randomBytes(12).toString('hex')}`;
}
