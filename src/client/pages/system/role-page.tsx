import { Button, Card, Checkbox, Drawer, Empty, Flex, Form, Input, Popconfirm, Select, Space, Table, Tag, Tree, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { accessZh } from '../../../domain/i18n/zh/access.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useLoaded } from '../../hooks/use-loaded.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { deleteRole, listRoles, roleDetail, roleOptions, saveRole, type MenuTreeNode, type RoleOptions, type RoleRow, type RoleValues } from './role-api.ts';

const t = textOf(accessZh);
const NO_ROLES: RoleRow[] = [];
const CODE_RULE = /^[A-Za-z][A-Za-z0-9_]{1,63}$/;
const BASE_KEYS = { qyUser: 'access.ui.base.qyUser', qyStaff: 'access.ui.base.qyStaff', readonlyUser: 'access.ui.base.readonlyUser' } as const;

function baseLabel(code: string | null): string {
  if (code && Object.hasOwn(BASE_KEYS, code)) return t(BASE_KEYS[code as keyof typeof BASE_KEYS]);
  return code ?? '-';
}

function treeOf(nodes: MenuTreeNode[]): DataNode[] {
  return nodes.map((n) => ({ key: n.id, title: n.meta?.title ?? n.path, children: n.children ? treeOf(n.children) : undefined }));
}

/** The drawer's editing: a new role (`code` null), or one role opened (read-only when it is the platform's). */
interface Editing {
  code: string | null;
  editable: boolean;
}

const EMPTY: RoleValues = { code: '', name: '', baseRole: 'qyStaff', menuIds: [], buttons: [], departmentIds: [] };

/**
 * 角色管理 (component `system/role`, issue 24 item 1): the platform's roles (read-only) and the enterprise's own,
 * each built on a platform role with the menu tree and button permissions ticked and a data scope by department
 * (the records its holders see). The server checks everything again (docs/administration.md).
 */
export default function RolePage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('access.ui.title'));
  const { value: rows, loading, failed, reload: load } = useLoaded<RoleRow[]>(listRoles, NO_ROLES);
  const [options, setOptions] = useState<RoleOptions | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<RoleValues>();
  const menuIds = Form.useWatch('menuIds', form) ?? [];

  const open = async (row: RoleRow | null) => {
    const [opts, detail] = await Promise.all([options ?? roleOptions(), row ? roleDetail(row.code) : Promise.resolve(null)]);
    setOptions(opts);
    form.setFieldsValue(detail ? { ...EMPTY, ...detail, baseRole: detail.baseRole ?? '' } : EMPTY);
    setEditing({ code: row?.code ?? null, editable: row ? row.editable : true });
  };

  const submit = async (values: RoleValues) => {
    setSaving(true);
    try {
      const msg = await saveRole({ ...values, code: editing?.code ?? values.code.trim() }, editing?.code == null);
      void message.success(msg);
      setEditing(null);
      await load();
    } catch {
      // The request layer has shown the server's message (the field it names).
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: RoleRow) => {
    try {
      void message.success(await deleteRole(row.code));
      await load();
    } catch {
      // Shown by the request layer (a role still held says by how many users).
    }
  };

  const columns: ColumnsType<RoleRow> = [
    { title: t('access.field.code'), dataIndex: 'code', width: 180 },
    { title: t('access.field.name'), dataIndex: 'name', width: 200 },
    { title: t('access.field.baseRole'), dataIndex: 'baseRole', width: 160, render: (v: string | null) => (v ? baseLabel(v) : '-') },
    {
      title: t('access.ui.kind'),
      width: 160,
      render: (_, r) => (r.editable ? <Tag color="blue">{t('access.ui.own')}</Tag> : <Tag>{t('access.ui.platform')}</Tag>),
    },
    {
      title: t('access.ui.actions'),
      width: 180,
      render: (_, r) => (
        <Space>
          <Typography.Link onClick={() => void open(r)} data-testid={`role-open-${r.code}`}>
            {r.editable ? t('access.ui.edit') : t('access.ui.view')}
          </Typography.Link>
          {r.editable && (
            <Popconfirm title={t('access.ui.deleteConfirm', { name: r.name })} onConfirm={() => remove(r)}>
              <Typography.Link type="danger" data-testid={`role-delete-${r.code}`}>
                {t('access.ui.delete')}
              </Typography.Link>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const readOnly = editing != null && !editing.editable;
  return (
    <Card
      title={title || t('access.ui.title')}
      data-testid="role-page"
      extra={
        <Button type="primary" onClick={() => void open(null)} data-testid="role-add">
          {t('access.ui.add')}
        </Button>
      }
    >
      {failed ? (
        <LoadFailed title={t('access.ui.loadFailed')} retryLabel={t('access.ui.retry')} onRetry={() => void load()} />
      ) : (
        <Table
          rowKey="code"
          loading={loading}
          dataSource={rows}
          columns={columns}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('access.ui.empty')} /> }}
        />
      )}
      <Drawer
        open={editing != null}
        width={560}
        title={editing?.code ?? t('access.ui.add')}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          !readOnly && (
            <Flex gap={8}>
              <Button onClick={() => setEditing(null)}>{t('access.ui.cancel')}</Button>
              <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="role-save">
                {t('access.ui.save')}
              </Button>
            </Flex>
          )
        }
      >
        <Form form={form} layout="vertical" onFinish={submit} disabled={readOnly} data-testid="role-form">
          <Form.Item
            name="code"
            label={t('access.field.code')}
            extra={editing?.code == null ? t('access.ui.codeHint') : undefined}
            rules={[
              { required: true, whitespace: true, message: t('access.ui.required', { field: t('access.field.code') }) },
              { pattern: CODE_RULE, message: t('access.ui.codeRule') },
            ]}
          >
            <Input maxLength={64} disabled={editing?.code != null} data-testid="role-code" />
          </Form.Item>
          <Form.Item name="name" label={t('access.field.name')} rules={[{ required: true, whitespace: true, message: t('access.ui.required', { field: t('access.field.name') }) }]}>
            <Input maxLength={50} data-testid="role-name" />
          </Form.Item>
          <Form.Item name="baseRole" label={t('access.field.baseRole')} extra={t('access.ui.baseHint')} rules={[{ required: true }]}>
            <Select options={(options?.baseRoles ?? []).map((b) => ({ value: b, label: baseLabel(b) }))} data-testid="role-base" />
          </Form.Item>
          <Form.Item name="departmentIds" label={t('access.field.departmentIds')} extra={t('access.ui.scopeHint')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              placeholder={t('access.ui.scopeAll')}
              options={(options?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
              data-testid="role-departments"
            />
          </Form.Item>
          <Form.Item name="menuIds" label={t('access.field.menuIds')} valuePropName="checkedKeys" trigger="onCheck" getValueFromEvent={(keys: unknown) => (Array.isArray(keys) ? keys : (keys as { checked: number[] }).checked)}>
            <Tree checkable disabled={readOnly} treeData={treeOf(options?.menus ?? [])} checkedKeys={menuIds} data-testid="role-menus" style={{ maxHeight: 320, overflow: 'auto' }} />
          </Form.Item>
          <Form.Item name="buttons" label={t('access.field.buttons')}>
            <Checkbox.Group options={(options?.buttons ?? []).map((k) => ({ value: k, label: k }))} data-testid="role-buttons" />
          </Form.Item>
        </Form>
      </Drawer>
    </Card>
  );
}
