// The resource to design: a Select with search over `designer/resources` (title or key), each with its
// version in force and its custom field count. Loading, empty and failure states (重试).
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { failureText } from '../src/runtime/client-failure.ts';
import { useDesignerClient, type DesignerResourceRow } from './designer-client.ts';

export interface ResourcePickerProps {
  value?: string;
  onChange: (key: string, row: DesignerResourceRow | undefined) => void;
  /** Bump to load the list again (after publishing, the counts change). */
  refreshKey?: number;
}

export function ResourcePicker({ value, onChange, refreshKey = 0 }: ResourcePickerProps) {
  const client = useDesignerClient();
  const [rows, setRows] = useState<DesignerResourceRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    client.resources().then(
      (a) => {
        setRows(a.rows);
        setLoading(false);
      },
      (e: unknown) => {
        setError(failureText(e, '资源列表加载失败'));
        setLoading(false);
      },
    );
  }, [client]);

  useEffect(() => {
    load();
  }, [load, refreshKey]);

  const options = rows.map((r) => ({
    value: r.key,
    label: `${r.title}（${r.key}）`,
    search: `${r.title} ${r.key}`,
    row: r,
  }));

  return (
    <Space wrap>
      <Select
        showSearch
        aria-label="选择资源"
        style={{ width: 340 }}
        placeholder="选择要设计的资源（可按名称搜索）"
        loading={loading}
        value={value}
        status={error ? 'error' : undefined}
        options={options}
        optionFilterProp="search"
        notFoundContent={loading ? '加载中…' : '没有匹配的资源'}
        onChange={(key: string) => onChange(key, rows.find((r) => r.key === key))}
        optionRender={(o) => (
          <Space size={4}>
            <span>{o.data.label}</span>
            {o.data.row.version > 0 && <Tag color="blue">v{o.data.row.version}</Tag>}
            {o.data.row.customFields > 0 && <Tag>{o.data.row.customFields} 个自定义字段</Tag>}
          </Space>
        )}
      />
      {error && (
        <Space size={4}>
          <Typography.Text type="danger">{error}</Typography.Text>
          <Button size="small" onClick={load}>
            重试
          </Button>
        </Space>
      )}
    </Space>
  );
}
