import { FormOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { moduleTitle } from '../../../domain/modules.ts';
import { phoneCreatePath } from '../../../domain/phone-paths.ts';
import { request } from '../../api/http.ts';
import { httpResourceClient, RESOURCE_SCHEMA_URL } from '../../api/resource-client-http.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { PhonePageFrame } from '../phone-page.tsx';
import { reportEntries, type ListedResource, type ReportEntry } from '../phone-report.ts';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

/** What 上报 offers the person (the registry's list, each reportable one's schema): the app's calls by default. */
export async function loadReportEntries(roles: readonly string[]): Promise<ReportEntry[]> {
  const list = (await request<ListedResource[]>({ method: 'GET', url: RESOURCE_SCHEMA_URL, silent: true })).data ?? [];
  return reportEntries(list, roles, async (key) => (await httpResourceClient.schema(key)).resource);
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entries: ReportEntry[] };

/**
 * 上报 (issue 15 item 1): the resources whose file says `phone.report` that the person may create, each opening
 * its form on the phone.
 */
export default function ReportPage({ load = loadReportEntries }: { load?: (roles: readonly string[]) => Promise<ReportEntry[]> }) {
  const roles = useSessionStore((s) => s.roles);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load(roles).then(
      (entries) => live && setState({ status: 'ready', entries }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, roles, attempt]);
  let body;
  if (state.status === 'loading') body = <Skeleton active paragraph={{ rows: 4 }} title={false} className="zm-pad" />;
  else if (state.status === 'failed') {
    body = <Result status="warning" title={t('mshell.loadFailed')} extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('mshell.retry')}</Button>} />;
  } else if (state.entries.length === 0) body = <Empty className="zm-pad" description={t('mshell.report.empty')} />;
  else {
    body = (
      <>
        <p className="zm-note">{t('mshell.report.hint')}</p>
        <ul className="zm-list" data-testid="phone-report-list">
          {state.entries.map((e) => (
            <li key={e.key}>
              <Link className="zm-item" to={phoneCreatePath(e.key)} data-resource={e.key}>
                <FormOutlined className="zm-item-icon" aria-hidden />
                <span className="zm-item-main">
                  <span className="zm-item-title">{e.title}</span>
                  {e.module && <span className="zm-item-summary">{moduleTitle(e.module) ?? e.module}</span>}
                </span>
                <RightOutlined className="zm-item-arrow" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return <PhonePageFrame title={t('mshell.report.title')}>{body}</PhonePageFrame>;
}
