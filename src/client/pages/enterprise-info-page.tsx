// The view of the menu entry basic-security-manage/enterprise-info (企业基本信息): the enterprise's
// single record over the HTTP ResourceClient, with the session's roles. In view-only mode (a compBizId
// token) the server refuses writes, so 编辑 does not show. The shell lets this route's content overflow
// visibly (src/client/router/main-overflow.ts).
import { httpResourceClient } from '../api/resource-client-http.ts';
import type { ViewProps } from '../router/view-registry.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { ResourceClientContext } from '../../runtime/resource-client.ts';
import { EnterpriseInfoView } from './enterprise-info-view.tsx';

const NO_ROLES: readonly string[] = [];

export default function EnterpriseInfoPage({ title }: ViewProps) {
  const roles = useSessionStore((s) => s.roles);
  const isView = useSessionStore((s) => s.isView);
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <EnterpriseInfoView roles={isView ? NO_ROLES : roles} title={title || undefined} />
    </ResourceClientContext.Provider>
  );
}
