export const CURRENT_USER_KEY = ['users', 'current'] as const;
