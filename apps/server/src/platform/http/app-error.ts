import { ERROR_CODES, defaultMessageForStatus, type ErrorCode } from '@hookline/domain';

/** The HTTP status of each error code; the only place codes meet statuses. */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ERROR_CODES.badRequest]: 400,
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.genericEmail]: 400,
  [ERROR_CODES.otpInvalid]: 400,
  [ERROR_CODES.otpExpired]: 400,
  [ERROR_CODES.otpAttemptsExceeded]: 400,
  [ERROR_CODES.emailNotVerified]: 400,
  [ERROR_CODES.botCheckFailed]: 400,
  [ERROR_CODES.unauthorized]: 401,
  [ERROR_CODES.invalidCredentials]: 401,
  [ERROR_CODES.tokenExpired]: 401,
  [ERROR_CODES.tokenRevoked]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.licenceMultiOrg]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.licenceNotFound]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.userExists]: 409,
  [ERROR_CODES.payloadTooLarge]: 413,
  [ERROR_CODES.unsupportedMediaType]: 415,
  [ERROR_CODES.expectationFailed]: 417,
  [ERROR_CODES.tooManyRequests]: 429,
  [ERROR_CODES.otpLocked]: 429,
  [ERROR_CODES.otpRequestLimit]: 429,
  [ERROR_CODES.internal]: 500,
  [ERROR_CODES.badGateway]: 502,
  [ERROR_CODES.oidcNotConfigured]: 404,
  [ERROR_CODES.planLimitReached]: 403,
  [ERROR_CODES.planFeatureRequired]: 403,
  [ERROR_CODES.memberExists]: 409,
};

/** The one error type services throw; the error handler turns it into `{ message, code }` with its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Headers the answer carries (`Retry-After` of a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message?: string, headers: Readonly<Record<string, string>> = {}) {
    const status = STATUS_BY_CODE[code];
    super(message ?? defaultMessageForStatus(status));
    this.code = code;
    this.status = status;
    this.headers = headers;
  }
}

export const notFound = (message?: string) => new AppError(ERROR_CODES.notFound, message);
export const badRequest = (message: string) => new AppError(ERROR_CODES.validation, message);
export const unauthorized = (message?: string) => new AppError(ERROR_CODES.unauthorized, message);
export const forbidden = (message?: string) => new AppError(ERROR_CODES.forbidden, message);
export const conflict = (message: string) => new AppError(ERROR_CODES.conflict, message);

export function statusForCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}
