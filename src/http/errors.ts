import { Elysia } from 'elysia';
import * as v from 'valibot';

export type FieldError = { path: string; message: string };

/** An answer the client should see as `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

function issuesOf(schema: unknown, value: unknown): FieldError[] {
  const result = v.safeParse(schema as v.GenericSchema, value);
  if (result.success) return [];
  return result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
}

/** Our own messages say what is wrong in words; valibot's defaults need the field's name in front. */
function describe(error: FieldError) {
  if (!error.message.startsWith('Invalid ')) return error.message;
  return error.path ? `${error.path}: ${error.message}` : error.message;
}

/**
 * Maps every failure to `{ message }` with a fitting status. Validation errors
 * never echo the input back, and nothing internal leaks out of a 500.
 */
export const errorHandling = new Elysia({ name: 'error-handling' })
  .error({ HTTP: HttpError })
  .onError({ as: 'global' }, ({ code, error, set }) => {
    switch (code) {
      case 'HTTP':
        set.status = error.status;
        if (error.headers) Object.assign(set.headers, error.headers);
        return error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      case 'VALIDATION': {
        const validator = (error as unknown as { validator?: { schema?: unknown } }).validator;
        const errors = validator?.schema ? issuesOf(validator.schema, error.value) : [];
        set.status = 400;
        return { message: errors[0] ? describe(errors[0]) : 'The request is not valid.', errors };
      }
      case 'PARSE':
        set.status = 400;
        return { message: 'The request body could not be read.' };
      case 'NOT_FOUND':
        set.status = 404;
        return { message: 'Not found.' };
      case 'INVALID_COOKIE_SIGNATURE':
        set.status = 400;
        return { message: 'The request is not valid.' };
      default:
        console.error(error);
        set.status = 500;
        return { message: 'Something went wrong on the server.' };
    }
  });
