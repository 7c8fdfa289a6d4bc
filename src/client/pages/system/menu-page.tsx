import { Button, Card, Drawer, Empty, Flex, Form, Input, Popconfirm, Select, Space, Switch, Tag, Tooltip, Tree, TreeSelect, Typography, message } from 'antd';
import type { DataNode, TreeProps } from 'antd/es/tree';
import { useMemo, useState, type Key } from 'react';
import { accessZh } from '../../../domain/i18n/zh/access.ts';
import { MODULES } from '../../../domain/modules.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useLoaded } from '../../hooks/use-loaded.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { MENU_ICON_NAMES, MenuIcon } from '../../layout/menu-icon.tsx';
import { builtViewKeys, LAYOUT_VIEW, PARENT_VIEW, RESOURCE_PREFIX, type ViewProps } from '../../router/view-registry.ts';
import { deleteMenu, listMenus, menuFormOptions, saveMenu, sortMenus, type MenuBody, type MenuEntry, type MenuFormOptions } from './menu-api.ts';
import { orderAfterDrop, orderAfterDropInto, parentOf } from './menu-drop.ts';

const t = textOf(accessZh);
const NO_ENTRIES: MenuEntry[] = [];
const ANY = '';

/** The form's values: flat, the conditions' versions '' when any edition sees the entry. */
interface MenuValues {
  title: string;
  titleEn?: string;
  icon?: string;
  path: string;
  name?: string;
  parentId?: number | null;
  component?: string;
  redirect?: string;
  module?: string;
  roles?: string[];
  hidden: boolean;
  alwaysShow: boolean;
  locationPlatform: boolean;
  qdglVersion: string;
  riskVersion: string;
}

/** The drawer: a new entry under `parentId`, or the entry `entry` opened. */
interface Editing {
  entry: MenuEntry | null;
  parentId: number | null;
}

const blank = (s: string | undefined): string | null => (s?.trim() ? s.trim() : null);

function valuesOf(e: MenuEntry): MenuValues {
  return {
    title: e.meta?.title ?? '',
    titleEn: e.meta?.titleEn,
    icon: e.meta?.icon || undefined,
    path: e.path,
    name: e.name,
    parentId: e.parentId,
    component: e.component ?? undefined,
    redirect: e.redirect ?? undefined,
    module: e.module ?? undefined,
    roles: e.meta?.roles ?? [],
    hidden: e.hidden ?? false,
    alwaysShow: e.alwaysShow ?? false,
    locationPlatform: e.condition?.locationPlatform ?? false,
    qdglVersion: e.condition?.qdglVersion ?? ANY,
    riskVersion: e.condition?.riskVersion ?? ANY,
  };
}

/** The body save and update send; meta keeps what the form does not show (noCache, affix). */
function bodyOf(v: MenuValues, before: MenuEntry | null): MenuBody {
  const meta = { ...before?.meta, title: v.title.trim() };
  const titleEn = blank(v.titleEn);
  if (titleEn) meta.titleEn = titleEn;
  else delete meta.titleEn;
  if (v.icon) meta.icon = v.icon;
  else delete meta.icon;
  if (v.roles?.length) meta.roles = v.roles;
  else delete meta.roles;
  const condition = {
    ...(v.locationPlatform ? { locationPlatform: true } : {}),
    ...(v.qdglVersion ? { qdglVersion: v.qdglVersion } : {}),
    ...(v.riskVersion ? { riskVersion: v.riskVersion } : {}),
  };
  return {
    path: v.path.trim(),
    name: v.name?.trim() ?? '',
    component: blank(v.component),
    redirect: blank(v.redirect),
    hidden: v.hidden,
    alwaysShow: v.alwaysShow,
    meta,
    module: v.module ?? null,
    condition: Object.keys(condition).length ? condition : null,
    parentId: v.parentId ?? null,
  };
}

/** The parent picker's tree: the entry being edited and what is under it cannot be its own parent. */
function parentChoices(nodes: readonly MenuEntry[], except: number | null): { value: number; title: string; children?: ReturnType<typeof parentChoices> }[] {
  return nodes
    .filter((n) => n.id !== except)
    .map((n) => ({ value: n.id, title: n.meta?.title ?? n.path, children: n.children?.length ? parentChoices(n.children, except) : undefined }));
}

/**
 * 菜单管理 (component `system/menu`, issue 24 item 1, docs/administration.md): the platform's menu as a tree;
 * an entry created (at the top or under one), edited (title, icon, path, parent, the page it opens picked from the
 * view registry and the resource files, the modules, roles and configuration it is shown for), ordered by drag
 * among its parent's entries, and deleted after a confirmation (refused while it has entries under it). Only the
 * platform administrator writes; the server checks everything again.
 */
export default function MenuPage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('access.menu.title'));
  const { value: tree, loading, failed, reload: load } = useLoaded<MenuEntry[]>(listMenus, NO_ENTRIES);
  const [options, setOptions] = useState<MenuFormOptions | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [form] = Form.useForm<MenuValues>();

  const open = async (entry: MenuEntry | null, parentId: number | null) => {
    try {
      setOptions(options ?? (await menuFormOptions()));
    } catch {
      return; // Shown by the request layer.
    }
    form.resetFields();
    form.setFieldsValue(
      entry
        ? valuesOf(entry)
        : { parentId, hidden: false, alwaysShow: false, locationPlatform: false, qdglVersion: ANY, riskVersion: ANY, roles: [], component: parentId == null ? LAYOUT_VIEW : undefined },
    );
    setEditing({ entry, parentId });
  };

  const submit = async (values: MenuValues) => {
    setSaving(true);
    try {
      const msg = await saveMenu(bodyOf(values, editing?.entry ?? null), editing?.entry?.id ?? null);
      void message.success(msg);
      if (values.parentId != null) setExpanded((keys) => (keys.includes(values.parentId as number) ? keys : [...keys, values.parentId as number]));
      setEditing(null);
      await load();
    } catch {
      // The request layer has shown the server's message (the field it names).
    } finally {
      setSaving(false);
    }
  };

  const remove = async (entry: MenuEntry) => {
    try {
      void message.success(await deleteMenu(entry.id));
      await load();
    } catch {
      // Shown by the request layer (an entry with entries under it is refused).
    }
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragId = Number(info.dragNode.key);
    const dropId = Number(info.node.key);
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    // Onto a node (not beside it) the tree means "first among its entries": allowed onto the entry's own parent.
    const order = info.dropToGap ? orderAfterDrop(tree, dragId, dropId, relative > 0) : orderAfterDropInto(tree, dragId, dropId);
    if (!order) {
      const sameParent = info.dropToGap ? parentOf(tree, dragId) === parentOf(tree, dropId) : parentOf(tree, dragId) === dropId;
      if (!sameParent) void message.warning(t('access.menu.sameParentOnly'));
      return;
    }
    void (async () => {
      try {
        void message.success(await sortMenus(order.parentId, order.ids));
      } catch {
        // Shown by the request layer.
      }
      await load();
    })();
  };

  const nodeOf = (n: MenuEntry): DataNode => {
    const name = n.meta?.title ?? n.path;
    const hasChildren = Boolean(n.children?.length);
    return {
      key: n.id,
      title: (
        <Flex gap={8} align="center" wrap style={{ display: 'inline-flex' }} data-testid={`menu-node-${n.id}`}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{n.path}</Typography.Text>
          {n.component && <Tag>{n.component}</Tag>}
          {n.module && <Tag color="blue">{n.module}</Tag>}
          {n.hidden && <Tag color="orange">{t('access.menu.hidden')}</Tag>}
          <Space size={8} onClick={(e) => e.stopPropagation()}>
            <Typography.Link onClick={() => void open(null, n.id)} data-testid={`menu-add-child-${n.id}`}>
              {t('access.menu.addChild')}
            </Typography.Link>
            <Typography.Link onClick={() => void open(n, n.parentId)} data-testid={`menu-edit-${n.id}`}>
              {t('access.menu.edit')}
            </Typography.Link>
            {hasChildren ? (
              <Tooltip title={t('access.menu.hasChildren')}>
                <Typography.Text type="secondary" data-testid={`menu-delete-${n.id}`}>
                  {t('access.menu.delete')}
                </Typography.Text>
              </Tooltip>
            ) : (
              <Popconfirm title={t('access.menu.deleteConfirm', { name })} onConfirm={() => remove(n)}>
                <Typography.Link type="danger" data-testid={`menu-delete-${n.id}`}>
                  {t('access.menu.delete')}
                </Typography.Link>
              </Popconfirm>
            )}
          </Space>
        </Flex>
      ),
      icon: n.meta?.icon ? <MenuIcon name={n.meta.icon} /> : undefined,
      children: n.children?.map(nodeOf),
    };
  };
  const treeData = tree.map(nodeOf);

  const componentOptions = useMemo(() => {
    const pages = builtViewKeys()
      .sort()
      .map((k) => ({ value: k, label: k }));
    const resources = (options?.resources ?? []).map((r) => ({ value: `${RESOURCE_PREFIX}${r.key}`, label: t('access.menu.withKey', { title: t('access.menu.resourcePage', { title: r.title }), key: `${RESOURCE_PREFIX}${r.key}` }) }));
    const stats = (options?.statsPages ?? []).map((s) => ({ value: s.key, label: t('access.menu.withKey', { title: t('access.menu.statsPage', { title: s.title }), key: s.key }) }));
    return [
      { value: LAYOUT_VIEW, label: t('access.menu.layout') },
      { value: PARENT_VIEW, label: t('access.menu.parentView') },
      ...pages,
      ...resources,
      ...stats,
    ];
  }, [options]);

  const editingId = editing?.entry?.id ?? null;
  const versions = [
    { value: ANY, label: t('access.menu.anyVersion') },
    { value: '1', label: t('access.menu.version', { v: '1' }) },
    { value: '2', label: t('access.menu.version', { v: '2' }) },
  ];
  return (
    <Card
      title={title || t('access.menu.title')}
      data-testid="menu-page"
      extra={
        <Button type="primary" onClick={() => void open(null, null)} data-testid="menu-add">
          {t('access.menu.add')}
        </Button>
      }
    >
      {failed ? (
        <LoadFailed title={t('access.menu.loadFailed')} retryLabel={t('access.menu.retry')} onRetry={() => void load()} />
      ) : tree.length === 0 && !loading ? (
        <Empty description={t('access.menu.empty')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('access.menu.dragHint')}</Typography.Paragraph>
          <Tree
            draggable={{ icon: false }}
            blockNode
            showIcon
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys)}
            allowDrop={({ dragNode, dropNode, dropPosition }) =>
              dropPosition === 0 ? parentOf(tree, Number(dragNode.key)) === Number(dropNode.key) : parentOf(tree, Number(dragNode.key)) === parentOf(tree, Number(dropNode.key))
            }
            onDrop={onDrop}
            data-testid="menu-tree"
          />
        </>
      )}
      <Drawer
        open={editing != null}
        width={600}
        title={editing?.entry ? t('access.menu.editTitle', { name: editing.entry.meta?.title ?? editing.entry.path }) : t('access.menu.add')}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          <Flex gap={8}>
            <Button onClick={() => setEditing(null)}>{t('access.menu.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="menu-save">
              {t('access.menu.save')}
            </Button>
          </Flex>
        }
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid="menu-form">
          <Form.Item name="title" label={t('access.menu.field.title')} rules={[{ required: true, whitespace: true, message: t('access.ui.required', { field: t('access.menu.field.title') }) }]}>
            <Input maxLength={50} data-testid="menu-title" />
          </Form.Item>
          <Form.Item name="titleEn" label={t('access.menu.field.titleEn')}>
            <Input maxLength={100} data-testid="menu-title-en" />
          </Form.Item>
          <Form.Item name="icon" label={t('access.menu.field.icon')}>
            <Select
              allowClear
              showSearch
              data-testid="menu-icon"
              options={MENU_ICON_NAMES.map((name) => ({
                value: name,
                label: (
                  <Space>
                    <MenuIcon name={name} />
                    {name}
                  </Space>
                ),
              }))}
            />
          </Form.Item>
          <Form.Item name="path" label={t('access.menu.field.path')} rules={[{ required: true, whitespace: true, message: t('access.ui.required', { field: t('access.menu.field.path') }) }]}>
            <Input maxLength={200} data-testid="menu-path" />
          </Form.Item>
          <Form.Item name="name" label={t('access.menu.field.name')}>
            <Input maxLength={100} data-testid="menu-name" />
          </Form.Item>
          <Form.Item name="parentId" label={t('access.menu.field.parentId')}>
            <TreeSelect allowClear placeholder={t('access.menu.topLevel')} treeData={parentChoices(tree, editingId)} treeNodeFilterProp="title" showSearch data-testid="menu-parent" />
          </Form.Item>
          <Form.Item name="component" label={t('access.menu.field.component')} extra={t('access.menu.componentHint')}>
            <Select allowClear showSearch optionFilterProp="label" options={componentOptions} data-testid="menu-component" />
          </Form.Item>
          <Form.Item name="redirect" label={t('access.menu.field.redirect')}>
            <Input maxLength={200} />
          </Form.Item>
          <Typography.Title level={5}>{t('access.menu.conditions')}</Typography.Title>
          <Form.Item name="module" label={t('access.menu.field.module')} extra={t('access.menu.moduleHint')}>
            <Select allowClear showSearch optionFilterProp="label" options={MODULES.map((m) => ({ value: m.key, label: t('access.menu.withKey', { title: m.title, key: m.key }) }))} data-testid="menu-module" />
          </Form.Item>
          <Form.Item name="roles" label={t('access.menu.field.roles')} extra={t('access.menu.rolesHint')}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={(options?.roles ?? []).map((r) => ({ value: r.code, label: t('access.menu.withKey', { title: r.name, key: r.code }) }))} data-testid="menu-roles" />
          </Form.Item>
          <Flex gap={24} wrap>
            <Form.Item name="qdglVersion" label={t('access.menu.field.qdglVersion')}>
              <Select style={{ width: 140 }} options={versions} />
            </Form.Item>
            <Form.Item name="riskVersion" label={t('access.menu.field.riskVersion')}>
              <Select style={{ width: 140 }} options={versions} />
            </Form.Item>
          </Flex>
          <Form.Item name="locationPlatform" label={t('access.menu.field.locationPlatform')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Flex gap={24}>
            <Form.Item name="hidden" label={t('access.menu.field.hidden')} valuePropName="checked">
              <Switch data-testid="menu-hidden" />
            </Form.Item>
            <Form.Item name="alwaysShow" label={t('access.menu.field.alwaysShow')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Flex>
        </Form>
      </Drawer>
    </Card>
  );
}
