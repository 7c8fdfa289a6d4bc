// The resource to design: a Select with search over `designer/resources` (title or key), each with its
// version in force and its custom field count. Loading, empty and failure states (重试).
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { failureText } from '../src/runtime/client-failure.ts';
import { useDesignerClient, type DesignerResourceRow } from './designer-client.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
        setError(failureText(e, t('designer.picker.loadFailed')));
        setLoading(false);
      },
    );
  }, [client]);

  useEffect(() => {
    load();
  }, [load, refreshKey]);

  const options = rows.map((r) => ({
    value: r.key,
    label: t('designer.titleKey', { title: r.title, key: r.key }),
    search: `${r.title} ${r.key}`,
    row: r,
  }));

  return (
    <Space wrap>
      <Select
        showSearch
        aria-label={t('designer.picker.label')}
        style={{ width: 340 }}
        placeholder={t('designer.picker.placeholder')}
        loading={loading}
        value={value}
        status={error ? 'error' : undefined}
        options={options}
        optionFilterProp="search"
        notFoundContent={loading ? t('designer.loading') : t('designer.picker.none')}
        onChange={(key: string) => onChange(key, rows.find((r) => r.key === key))}
        optionRender={(o) => (
          <Space size={4}>
            <span>{o.data.label}</span>
            {o.data.row.version > 0 && <Tag color="blue">v{o.data.row.version}</Tag>}
            {o.data.row.customFields > 0 && <Tag>{t('designer.picker.customFields', { count: o.data.row.customFields })}</Tag>}
          </Space>
        )}
      />
      {error && (
        <Space size={4}>
          <Typography.Text type="danger">{error}</Typography.Text>
          <Button size="small" onClick={load}>
            {t('designer.retry')}
          </Button>
        </Space>
      )}
    </Space>
  );
}
