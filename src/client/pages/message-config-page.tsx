// The 消息提醒配置 page (component key tysz/message-config): loads the settings over HTTP and shows
// MessageConfigView; the person picker searches through the HTTP ResourceClient.
import { Alert, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { notifyuiZh } from '../../domain/i18n/zh/notifyui.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { ResourceClientContext } from '../../runtime/resource-client.ts';
import { fetchMessageConfig, saveMessageConfigHttp, type MessageConfigAnswer } from '../api/message-config-api.ts';
import { httpResourceClient } from '../api/resource-client-http.ts';
import type { ViewProps } from '../router/view-registry.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { MessageConfigView } from './message-config-view.tsx';

const t = textOf(notifyuiZh);

export default function MessageConfigPage({ title }: ViewProps) {
  const [data, setData] = useState<MessageConfigAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const roles = useSessionStore((s) => s.roles);
  useEffect(() => {
    let live = true;
    fetchMessageConfig()
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Alert type="error" showIcon message={t('notifyui.loadFailed')} />;
  if (!data)
    return (
      <Card title={title || t('notifyui.title')}>
        <Spin />
      </Card>
    );
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <MessageConfigView title={title || undefined} initial={data} onSave={saveMessageConfigHttp} readOnly={!roles.includes('qyUser') && !roles.includes('admin')} />
    </ResourceClientContext.Provider>
  );
}
