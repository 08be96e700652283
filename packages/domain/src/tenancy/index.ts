export * from './roles.ts';
export * from './permissions.ts';
export * from './plan-limits.ts';
export * from './themes.ts';
export * from './schemas.ts';
