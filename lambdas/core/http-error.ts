// An error a handler raises on purpose: it becomes a JSON answer with a Spanish message.
import type { ApiErrorBody } from '@shared/core/api-error';

export class HttpError extends Error {
  /** Sent with the answer (e.g. Retry-After). */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}
