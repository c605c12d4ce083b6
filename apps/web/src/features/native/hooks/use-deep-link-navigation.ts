import { useEffect } from 'react';
import { onDeepLink } from '../deep-link-listeners';

/** Navigates to each deep-linked route (native wrapper; never fires on the web). */
export function useDeepLinkNavigation(navigate: (route: string) => void): void {
  useEffect(() => onDeepLink(navigate), [navigate]);
}
