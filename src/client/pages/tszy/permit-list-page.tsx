// 作业票列表 (menu component tszy/permit-list): one tab per kind (全部 + the ten short names), filters by state,
// number, site and creation days, a paged table (GET /tszy/zuoYePiao/list) on the schema runtime (SchemaTable over the
// tab's list file, permit-list-file.ts: the kind's list columns as the enterprise tailored them, with the user's column
// settings) with the row actions, and 新增作业票 with a kind chooser (then /tszy/create?kind=...).
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Pagination, Result, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { permitApi, type PermitView } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { SchemaFilterBar } from '../../../runtime/schema-filter-bar.tsx';
import { SchemaTable } from '../../../runtime/schema-table.tsx';
import type { ListParams } from '../../../runtime/resource-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { PermitKindChooser } from './permit-kind-chooser.tsx';
import { kindOptions, reasonOf, t } from './permit-labels.ts';
import { ALL_KINDS, permitListFile, permitListQuery, permitListRow, type PermitListTab } from './permit-list-file.ts';
import { PermitRowActions } from './permit-row-actions.tsx';
import { permitFileOf, usePermitFormFile } from './use-permit-form-file.ts';
import { usePermitWriter } from './use-permit-session.ts';

const tabItems = () => [{ key: ALL_KINDS, label: t('permitsui.list.all') }, ...kindOptions().map((k) => ({ key: k.value, label: k.label }))];


type Load = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; rows: PermitView[]; total: number };

export default function PermitListPage({ title }: Partial<ViewProps>) {
  const navigate = useNavigate();
  const canWrite = usePermitWriter();
  const [kind, setKind] = useState<PermitListTab>(ALL_KINDS);
  const [filters, setFilters] = useState<ListParams>({});
  const [page, setPage] = useState({ index: 1, size: 10 });
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    let live = true;
    setLoad((l) => (l.status === 'ready' ? l : { status: 'loading' }));
    permitApi.list(permitListQuery(kind, filters, page.index, page.size)).then(
      (p) => live && setLoad({ status: 'ready', rows: p.dataList, total: p.total }),
      (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, t('permitsui.list.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [kind, filters, page, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const open = (p: PermitView) => void navigate(`/tszy/detail/${p.id}`);
  const edit = (p: PermitView) => void navigate(`/tszy/create?kind=${p.zuoYeLeiXing}&id=${p.id}`);

  // The tab's list file: the kind's form as the enterprise tailored it (its list columns), the first kind's on 全部.
  const formFile = usePermitFormFile(kind === ALL_KINDS ? null : kind);
  const listFile = useMemo(() => permitListFile(kind, permitFileOf(kind === ALL_KINDS ? 'DONG_HUO' : kind, formFile)), [kind, formFile]);
  const permits = useMemo(() => new Map((load.status === 'ready' ? load.rows : []).map((p) => [p.id, p])), [load]);
  const rows = useMemo(() => [...permits.values()].map(permitListRow), [permits]);

  const search = (f: ListParams) => {
    setFilters(f);
    setPage((p) => ({ ...p, index: 1 }));
  };

  return (
    <Card
      title={title || t('permitsui.list.title')}
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setChoosing(true)}>
            {t('permitsui.list.add')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={kind}
        items={tabItems()}
        onChange={(k) => {
          setKind(k as PermitListTab);
          setPage((p) => ({ ...p, index: 1 }));
        }}
      />
      <div style={{ marginBottom: 16 }}>
        <SchemaFilterBar resource={listFile} onSearch={search} loading={load.status === 'loading'} />
      </div>
      {load.status === 'failed' ? (
        <Result
          status="error"
          title={t('permitsui.list.loadFailed')}
          subTitle={load.reason}
          extra={
            <Button icon={<ReloadOutlined />} onClick={reload}>
              {t('permitsui.page.retry')}
            </Button>
          }
        />
      ) : (
        <ResourceClientContext.Provider value={httpResourceClient}>
          <SchemaTable
            resource={listFile}
            rows={rows}
            loading={load.status === 'loading'}
            canWrite={false}
            emptyText={t('permitsui.list.empty')}
            rowExtra={(r) => {
              const p = permits.get(r.id);
              return p && <PermitRowActions permit={p} onOpen={open} onEdit={edit} onChanged={reload} />;
            }}
          />
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={page.index}
              pageSize={page.size}
              total={load.status === 'ready' ? load.total : 0}
              showSizeChanger
              showTotal={(total) => t('permitsui.list.total', { total })}
              onChange={(index, size) => setPage({ index, size })}
            />
          </Flex>
        </ResourceClientContext.Provider>
      )}
      <PermitKindChooser open={choosing} onCancel={() => setChoosing(false)} onChoose={(k) => void navigate(`/tszy/create?kind=${k}`)} />
    </Card>
  );
}
