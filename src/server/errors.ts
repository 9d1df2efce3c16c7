/** The one JSON shape every API error has; `code` is what the client translates. */
export type ApiErrorBody = { statusCode: number; code: string; message: string; fields?: Record<string, string> };

/** A deliberate refusal: status, a code the client translates, and a readable message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return { statusCode: this.statusCode, code: this.code, message: this.message, ...this.details };
  }
}
