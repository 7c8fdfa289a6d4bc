// A list cell that links to a page of its record (a column's `link`, e.g. `/stsgl/detail/{id}`), or on a reference
// column to the page of the record referred to: a router link in the app, a plain anchor where there is no router
// (a designer preview).
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/**
 * The path of a column's link for a record: `{id}` replaced; null when the template is not an app path of plain
 * segments with at most one fixed query parameter (never `//host`, a scheme or a query of the record's words), or a
 * list page opening the record's drawer (`/aqbz/check-bar?detail={id}`).
 */
export function recordPath(template: string, id: number): string | null {
  if (!/^(\/[a-z0-9_-]+)+(\/\{id\}(\/[a-z0-9_-]+)*(\?[a-z]+=[a-z0-9_-]+)?|\?detail=\{id\})$/.test(template)) return null;
  if (!Number.isSafeInteger(id) || id <= 0) return null;
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
