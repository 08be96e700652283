/** The one error type every call of the HTTP client throws. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly canceled: boolean;

  constructor(options: { message: string; status: number; code: string; canceled?: boolean }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.canceled = options.canceled ?? false;
  }
}

export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  canceled: 'REQUEST_CANCELED',
  unknown: 'UNKNOWN',
} as const;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
