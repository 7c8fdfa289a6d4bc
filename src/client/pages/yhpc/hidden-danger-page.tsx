// 隐患上报 and 隐患登记: the hidden danger's page (its state tabs: 待登记 for the safety department, its 新增 for a
// report) under the menu entry's title.
import ResourcePage from '../resource-page.tsx';
import type { ViewProps } from '../../router/view-registry.ts';

export const HIDDEN_DANGER = 'hidden-danger';

export default function HiddenDangerPage(props: ViewProps) {
  return <ResourcePage {...props} resource={HIDDEN_DANGER} />;
}
