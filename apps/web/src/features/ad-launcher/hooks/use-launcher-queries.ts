import { useQuery } from '@tanstack/react-query';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';

/** The workspace's launcher accounts. */
export function useLauncherAccounts(workspaceId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.accounts(workspaceId),
    queryFn: ({ signal }) => adLauncherApi.accounts(workspaceId, signal),
  });
}

export function useLauncherAccount(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.account(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.account(adAccountId, signal),
  });
}

export function useLauncherSettings(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.settings(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.settings(adAccountId, signal),
  });
}

/** The naming convention the launch settings name (`conventionId`); read only when they name one. */
export function useLaunchNamingConvention(adAccountId: string, conventionId: string | null) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.namingConvention(adAccountId, conventionId),
    queryFn: ({ signal }) => adLauncherApi.namingConvention(adAccountId, signal),
    enabled: conventionId !== null,
  });
}

export function useCopyTemplates(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.copyTemplates(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.copyTemplates(adAccountId, signal),
  });
}

export function useAdsets(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.adsets(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.adsets(adAccountId, signal),
  });
}

/** The Pages ads may run as; no retry, so a failure soon offers the typed fallback. */
export function useLaunchPages(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.pages(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.pages(adAccountId, signal),
    retry: false,
  });
}

export function useLaunchPixels(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.pixels(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.pixels(adAccountId, signal),
    retry: false,
  });
}

export function useDrafts(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.drafts(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.drafts(adAccountId, signal),
  });
}

export function useLaunchedAds(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.launchedAds(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.launchedAds(adAccountId, signal),
  });
}

export function useAccountCreatives(adAccountId: string) {
  return useQuery({
    queryKey: AD_LAUNCHER_KEYS.creatives(adAccountId),
    queryFn: ({ signal }) => adLauncherApi.creatives(adAccountId, signal),
  });
}
