import type { ApiErrorBody, ApiErrorCode, ApiErrorDetails } from '../shared/api/errors';

export type { ApiErrorBody };

/** A deliberate refusal: status, a code the client translates, and a readable message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message, ...this.details };
  }
}
