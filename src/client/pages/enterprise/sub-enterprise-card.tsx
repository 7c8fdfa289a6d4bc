import { Alert, Button, Card, Empty, Popconfirm, Select, Space, Table, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import { enableSubQy, subQy, unbindSubQy, type SubQyAnswer } from './groups-api.ts';

type SubQyRow = SubQyAnswer['rows'][number];
import { g } from './groups-text.ts';
import { t } from './enterprise-text.ts';

interface Props {
  qyId: number;
  qymc: string;
  /** The group this enterprise belongs to, when it is itself a sub-enterprise (then it can have none). */
  parentName: string | null;
  /** After a binding changed (the page may reload its own figures). */
  onChanged?: () => void;
  /**
   * The platform administrator binds and unbinds (default); false for the enterprise administrator (系统设置), who
   * sees the group's sub-enterprises only (the server allows them no more).
   */
  manage?: boolean;
}

/**
 * 下属企业 on 企业详情 (issue 24 item 3, spec 001 §7.1 sub-qy): the group's sub-enterprises, each opening its own
 * detail and unbound after a confirmation; an enterprise that is neither a sub nor a group picked and bound in.
 * The server refuses a second enable, a nested group and unbinding a stranger with a message the request layer shows.
 */
export function SubEnterpriseCard({ qyId, qymc, parentName, onChanged, manage = true }: Props) {
  const navigate = useNavigate();
  const [data, setData] = useState<SubQyAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [pick, setPick] = useState<number | undefined>();
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await subQy(qyId));
    } catch {
      setData(null);
    } finally {
      setLoading(false);
    }
  }, [qyId]);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (key: string, run: () => Promise<string>) => {
    setBusy(key);
    try {
      void message.success(await run());
      setPick(undefined);
      await load();
      onChanged?.();
    } catch {
      // The request layer has shown the server's message; nothing changed.
    } finally {
      setBusy(null);
    }
  };

  const picked = data?.candidates.find((c) => c.id === pick);
  /** 解除绑定, the platform administrator's only. */
  const actionsColumn: ColumnsType<SubQyRow>[number] = {
    title: t('enterprise.ui.actions'),
    render: (_, r) => (
      <Popconfirm
        title={g('groups.ui.confirmUnbind', { sub: r.qymc, group: qymc })}
        okText={t('enterprise.ui.ok')}
        cancelText={t('enterprise.ui.cancel')}
        onConfirm={() => act(`unbind-${r.id}`, () => unbindSubQy(qyId, r.id))}
      >
        <Button size="small" danger loading={busy === `unbind-${r.id}`} data-testid={`sub-unbind-${r.id}`}>
          {g('groups.ui.unbind')}
        </Button>
      </Popconfirm>
    ),
  };
  return (
    <Card title={g('groups.ui.subsTitle')} data-testid="sub-enterprises">
      <Space direction="vertical" style={{ width: '100%' }}>
        {!manage ? (
          <Alert
            type="info"
            showIcon
            message={data?.group?.parentId != null ? g('groups.ui.isSubOfGroup', { group: data.group.qyGroup ?? String(data.group.parentId) }) : g('groups.ui.subsReadOnly')}
          />
        ) : parentName ? (
          <Alert type="info" showIcon message={g('groups.ui.isSub', { group: parentName })} />
        ) : (
          <Space wrap>
            <Select
              style={{ minWidth: 260 }}
              placeholder={g('groups.ui.pickSub')}
              value={pick}
              onChange={setPick}
              loading={loading}
              options={(data?.candidates ?? []).map((c) => ({ value: c.id, label: c.qymc }))}
              data-testid="sub-pick"
              showSearch
              optionFilterProp="label"
            />
            <Popconfirm
              title={g('groups.ui.confirmEnable', { sub: picked?.qymc ?? '', group: qymc })}
              okText={t('enterprise.ui.ok')}
              cancelText={t('enterprise.ui.cancel')}
              disabled={!picked}
              onConfirm={() => (picked ? act('enable', () => enableSubQy(qyId, picked.id)) : undefined)}
            >
              <Button type="primary" disabled={!picked} loading={busy === 'enable'} data-testid="sub-enable">
                {g('groups.ui.enable')}
              </Button>
            </Popconfirm>
          </Space>
        )}
        <Table
          rowKey="id"
          size="small"
          loading={loading}
          pagination={false}
          dataSource={data?.rows ?? []}
          locale={{ emptyText: <Empty description={g('groups.ui.noSubs')} /> }}
          columns={[
            {
              title: t('enterprise.ui.qymc'),
              dataIndex: 'qymc',
              render: (v: string, r) =>
                manage ? (
                  <Button type="link" style={{ padding: 0 }} onClick={() => navigate(`/enterprise/detail/${r.id}`)}>
                    {v}
                  </Button>
                ) : (
                  v
                ),
            },
            { title: t('enterprise.ui.modules'), dataIndex: 'moduleCount', render: (n: number) => t('enterprise.ui.moduleCount', { count: n }) },
            {
              title: t('enterprise.ui.status'),
              dataIndex: 'status',
              render: (s: number) => (s === 1 ? <Tag color="green">{t('enterprise.ui.normal')}</Tag> : <Tag color="red">{t('enterprise.ui.stopped')}</Tag>),
            },
            ...(manage ? [actionsColumn] : []),
          ]}
        />
      </Space>
    </Card>
  );
}
