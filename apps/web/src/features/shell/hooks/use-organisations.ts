import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/index.ts';
import { useIsAuthenticated } from '../../auth/session/use-session.ts';

const organisationSummary = z.object({ _id: z.string(), name: z.string(), logo: z.string().nullish() });
export type OrganisationSummary = z.infer<typeof organisationSummary>;

const organisationList = z.union([
  z.object({ data: z.array(organisationSummary) }).transform((body) => body.data),
  z.array(organisationSummary),
]);

/** The caller's organisations; an absent or failing endpoint counts as none, without a toast. */
export function useOrganisations() {
  const authenticated = useIsAuthenticated();
  return useQuery({
    queryKey: ['organisations', 'mine'],
    queryFn: async ({ signal }): Promise<OrganisationSummary[]> => {
      try {
        return await http.main.get('organisation', { schema: organisationList, signal, silent: true });
      } catch {
        return [];
      }
    },
    enabled: authenticated,
    staleTime: 60_000,
  });
}
