/** The AI provider could not be reached, refused the call, or answered something unusable. */
export class AiClientError extends Error {
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AiClientError';
    this.status = options.status;
  }
}
