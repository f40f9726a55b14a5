import type { CodeMessage } from '@registry/contract/common/envelope';

/** A call that produced no usable answer; codeMessages holds the API's messages when it sent some. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly codeMessages: CodeMessage[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
