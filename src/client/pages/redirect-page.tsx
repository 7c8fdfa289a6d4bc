import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/* (the tabs' "refresh"): goes on, replacing the history entry, to the rest of the path with
 * its query, so the page mounts afresh.
 */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
