// A list cell that links to a page of its record (a column's `link`, e.g. `/stsgl/detail/{id}`): a router link in
// the app, a plain anchor where there is no router (a designer preview).
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/**
 * The path of a column's link for a record: `{id}` replaced; null when the template is not an app path of plain
 * segments (never `//host`, a scheme or a query).
 */
export function recordPath(template: string, id: number): string | null {
  if (!/^(\/[a-z0-9_-]+)+\/\{id\}(\/[a-z0-9_-]+)*$/.test(template)) return null;
  return template.replace('{id}', String(id));
}

export function RecordLink({ to, id, children }: { to: string; id: number; children: ReactNode }) {
  const inRouter = useInRouterContext();
  const path = recordPath(to, id);
  if (!path) return <>{children}</>;
  return inRouter ? (
    <Link to={path} data-testid="record-link">
      {children}
    </Link>
  ) : (
    <a href={path} data-testid="record-link">
      {children}
    </a>
  );
}
