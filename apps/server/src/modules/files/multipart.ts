import { UPLOAD_MESSAGES } from '@tessera/api-contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, invalidField } from '../../lib/errors.ts';
import { nulCharacterError } from '../../lib/input-guard.ts';
import type { UploadLimits } from './limits.ts';

export type { UploadLimits } from './limits.ts';

export interface ReceivedUpload<F> {
  fileName: string;
  bytes: Buffer;
  fields: F;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The error codes @fastify/multipart and busboy raise, as answers a person can act on. */
function uploadError(error: unknown, limits: UploadLimits): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, `The file is too large: the limit is ${megabytes(limits.maxUploadBytes)}.`, {
        file: [`The file is too large: the limit is ${megabytes(limits.maxUploadBytes)}.`],
      });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalidField('file', UPLOAD_MESSAGES.notMultipart);
    case 'FST_FILES_LIMIT':
      return invalidField('file', UPLOAD_MESSAGES.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalidField('file', 'The upload has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return invalidField('file', 'The upload has a field name that is not allowed.');
    default:
      // Busboy's own errors (a cut-off body, a malformed part header) carry no status.
      return invalidField('file', 'The upload was cut off or is malformed. Try again.');
  }
}

/**
 * Reads a multipart upload: exactly one part named `file` (held in memory, never more than the
 * size limit) and text fields checked against `schema`. Field errors answer 422 like any body.
 */
export async function readUpload<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  limits: UploadLimits,
  /** Fields whose presence means something even when empty (a cover's `image_prompt`). */
  keepEmpty: readonly string[] = [],
): Promise<ReceivedUpload<z.output<S>>> {
  if (!request.isMultipart()) throw invalidField('file', UPLOAD_MESSAGES.notMultipart);
  let file: { fileName: string; bytes: Buffer } | null = null;
  const raw: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxUploadBytes,
        files: 1,
        fields: 20,
        fieldSize: 16 * 1024,
        parts: 25,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          // Drain it so the rest of the form can still be read.
          part.file.resume();
          continue;
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, limits);
  }
  const nul = nulCharacterError({ body: raw, file: file?.fileName ?? '' });
  if (nul) throw nul;
  if (file === null || file.bytes.length === 0) {
    throw invalidField('file', file === null ? UPLOAD_MESSAGES.fileRequired : 'The file is empty.');
  }
  // Empty text fields mean "not given", as browsers send every input of a form.
  const present = Object.fromEntries(
    Object.entries(raw).filter(([name, value]) => value !== '' || keepEmpty.includes(name)),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'body';
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    throw new HttpError(422, first, errors);
  }
  return { fileName: file.fileName, bytes: file.bytes, fields: parsed.data };
}
