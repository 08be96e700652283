import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toast } from './toasts.ts';

/** Clears the transient toasts of the previous screen when the route changes (docs/ui.md, "Toasts"). */
export function useToastsFollowRoute(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    toast.leaveOthersThan(pathname);
  }, [pathname]);
}
