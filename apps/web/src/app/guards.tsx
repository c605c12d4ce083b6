import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { hasBetaGrant } from '@/features/access/beta-grant';

/** First guard (SPEC §2): without the beta grant every route goes to /access-gate. */
export function BetaGate() {
  const location = useLocation();
  if (!hasBetaGrant() && location.pathname !== paths.accessGate.path) {
    return <Navigate to={paths.accessGate.getHref()} replace />;
  }
  return <Outlet />;
}
