/** Base path of each service (DESIGN.md, "The service layer"). */
export const SERVICE_BASES = {
  main: '/api/v1',
  auth: '/auth/api/v1',
  reports: '/reports/api/v1',
  tools: '/tools/api/v1',
} as const;

export type ServiceName = keyof typeof SERVICE_BASES;
