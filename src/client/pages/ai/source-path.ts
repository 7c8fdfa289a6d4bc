import type { AiSource } from '../../../domain/ai-answer.ts';
import type { RouteSpec } from '../../router/build-routes.ts';
import { resourceRecordLink } from '../../router/resource-record-path.ts';

/**
 * Where a source of an answer opens: a resource record on its resource's page in the caller's menu (with its
 * detail open), else the server's link (a permit's detail, a library entry, the workbench's redirect).
 */
export function sourcePath(specs: RouteSpec[], source: AiSource): string {
  if ((source.type === 'record' || source.type === 'task') && source.resource) {
    const link = resourceRecordLink(specs, source.resource, source.id);
    if (link) return link;
  }
  return source.link;
}
