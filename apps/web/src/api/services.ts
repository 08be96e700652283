/** Base paths of the four services (DESIGN.md, "The service layer"). */
export const SERVICE_BASE_PATHS = {
  main: '/api/v1/',
  auth: '/auth/api/v1/',
  reports: '/reports/api/v1/',
  tools: '/tools/api/v1/',
} as const;

export type ServiceName = keyof typeof SERVICE_BASE_PATHS;
