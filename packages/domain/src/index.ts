export * from './constants.ts';
export * from './http/status-messages.ts';
export * from './http/error-codes.ts';
export * from './validation/messages.ts';
export * from './validation/text.ts';
export * from './auth/schemas.ts';
export * from './users/schemas.ts';
export * from './metrics/index.ts';
