// The schema editor for implementers (menu key designer/schema-editor): a resource's file merged with the
// enterprise's overlay, as JSON; checked while typing (syntax here, meta-schema and cross-references by the
// server's check call) with the
// problems at their lines; previewed with the runtime's form; saved as the enterprise's overlay (a new
// version) or downloaded as a file for schemas/. The platform administrator may pick the enterprise.
import { Alert, Button, Card, Drawer, Empty, Flex, Modal, Select, Space, Spin, Tag, Tooltip, Typography, message } from 'antd';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { failureFieldErrors, failureText } from '../src/runtime/client-failure.ts';
import type { ClientFailure } from '../src/runtime/resource-client.ts';
import { SchemaForm } from '../src/runtime/schema-form.tsx';
import type { ResourceFile } from '../src/schema/resource-types.ts';
import { useDesignerClient, type DesignerResourceRow } from './designer-client.ts';
import { JsonEditor, type EditorProblem } from './json-editor.tsx';
import { downloadText } from './schema-editor-download.ts';
import { checkFileText, fileJson, serverProblems } from './schema-editor-problems.ts';
import { useFileCheck } from './use-file-check.ts';
import { SaveNoteDialog } from './schema-editor-save-dialog.tsx';
import { ChooseTenantPrompt } from './choose-tenant-prompt.tsx';
import { TenantPicker } from './schema-editor-tenant-picker.tsx';
import { useTenantChoice } from './schema-editor-tenant.ts';

/** How long typing pauses before the text is checked. */
export const CHECK_DELAY_MS = 300;

/** `value` once it has stood still for `ms`, and a setter to settle a value at once (a file just opened). */
function useDebounced<T>(value: T, ms: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return [settled, setSettled];
}

const statusOf = (e: unknown) => (e as Partial<ClientFailure> | null)?.status;

/** The file as opened: its text and the version it was merged with. */
interface Opened {
  text: string;
  version: number;
}

/**
 * What the view registry passes (ViewProps of src/client/router/view-registry.ts, restated: the designer
 * may not import the client, DESIGN.md §2). `resource` opens that resource at once.
 */
export interface SchemaEditorPageProps {
  title: string;
  viewKey?: string;
  resource?: string;
}

export default function SchemaEditorPage({ title, resource: initialKey }: SchemaEditorPageProps) {
  const ownClient = useDesignerClient();
  const tenants = useTenantChoice();
  const [tenantId, setTenantId] = useState<number | null>(null);
  /** Remounts the tenant picker when a switch was refused (unsaved edits kept). */
  const [pickerResets, setPickerResets] = useState(0);
  const client = useMemo(() => (tenants ? tenants.clientFor(tenantId) : ownClient), [tenants, tenantId, ownClient]);
  // The platform administrator works for a chosen enterprise: nothing is asked of the server before.
  const mustChoose = tenants !== null && tenantId === null;
  const [modal, modalHolder] = Modal.useModal();

  const [resources, setResources] = useState<DesignerResourceRow[] | null>(null);
  const [resourcesError, setResourcesError] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(initialKey ?? null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [text, setText] = useState('');
  const [sent, setSent] = useState<{ text: string; problems: EditorProblem[] } | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<ResourceFile | null>(null);

  const [checkedText, checkNow] = useDebounced(text, CHECK_DELAY_MS);
  const parsed = useMemo(() => checkFileText(checkedText), [checkedText]);
  const fileCheck = useFileCheck(client, mustChoose ? null : key, checkedText, parsed);
  const check = fileCheck.check;
  const checking = checkedText !== text || fileCheck.pending;
  // The server's problems stand while the text is the one it refused.
  const problems = useMemo(() => [...check.problems, ...(sent && sent.text === text ? sent.problems : [])], [check, sent, text]);
  const dirty = opened !== null && text !== opened.text;
  const clean = !checking && check.resource !== null && problems.length === 0;

  useEffect(() => {
    let live = true;
    setResources(null);
    setResourcesError(null);
    if (mustChoose) return;
    client.resources().then(
      (answer) => live && setResources(answer.rows),
      (e: unknown) => live && setResourcesError(failureText(e, '资源列表加载失败')),
    );
    return () => {
      live = false;
    };
  }, [client, mustChoose]);

  useEffect(() => {
    if (!key || mustChoose) return;
    let live = true;
    setOpened(null);
    setLoadError(null);
    client.schemaFile(key).then(
      (answer) => {
        if (!live) return;
        const t = fileJson(answer.file);
        setOpened({ text: t, version: answer.version });
        setText(t);
        checkNow(t);
        setSent(null);
      },
      (e: unknown) => live && setLoadError(failureText(e, '资源文件加载失败')),
    );
    return () => {
      live = false;
    };
  }, [client, key, reloads, checkNow, mustChoose]);

  // Leaving the page (closing the tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Runs `then` at once, or after confirming that the unsaved changes may go. */
  const leaving = (then: () => void, kept?: () => void) => {
    if (!dirty) return then();
    void modal.confirm({
      title: '放弃未保存的修改？',
      content: '编辑器中的修改尚未保存，切换后将丢失。',
      okText: '放弃修改',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: then,
      onCancel: kept,
    });
  };

  const parsedNow = (what: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      void message.warning(`JSON 有语法错误，请先修正再${what}`);
      return undefined;
    }
  };

  const format = () => {
    const value = parsedNow('格式化');
    if (value === undefined) return;
    setText(fileJson(value));
    checkNow(fileJson(value));
  };

  const reset = () =>
    void modal.confirm({
      title: '重置',
      content: '丢弃编辑器中的全部修改，回到打开时的内容？',
      okText: '重置',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => {
        if (!opened) return;
        setText(opened.text);
        checkNow(opened.text);
      },
    });

  const downloadFile = () => {
    const value = parsedNow('下载');
    if (value !== undefined && key) downloadText(`${key}.json`, fileJson(value));
  };

  const save = async (note: string | undefined) => {
    if (!key || !opened) return;
    const now = checkFileText(text);
    if (now.problems.length > 0) {
      setSaveOpen(false);
      void message.error('文件有问题，请先修正');
      return;
    }
    setSaving(true);
    try {
      const { version } = await client.saveSchemaFile(key, { file: now.value, baseVersion: opened.version, note });
      const fresh = await client.schemaFile(key).catch(() => null);
      const t = fresh ? fileJson(fresh.file) : text;
      setOpened({ text: t, version: fresh?.version ?? version });
      setText(t);
      checkNow(t);
      setSent(null);
      setSaveOpen(false);
      void message.success(`已保存为企业配置，版本 ${version}`);
    } catch (e) {
      setSaveOpen(false);
      const errors = failureFieldErrors(e);
      if (statusOf(e) === 409) {
        void modal.confirm({
          title: '其他管理员已发布了新版本',
          content: '重新加载会用最新版本替换编辑器中的内容，您的修改将丢失（可先“下载 JSON”留存）。',
          okText: '重新加载',
          cancelText: '稍后',
          onOk: () => setReloads((n) => n + 1),
        });
      } else if (errors.length > 0) {
        setSent({ text, problems: serverProblems(text, errors) });
        void message.error(`保存被拒绝：${failureText(e, '文件有问题')}（问题已标在对应的行）`);
      } else void message.error(failureText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  const openSave = () => {
    if (clean && dirty) setSaveOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      openSave();
    }
  };

  const ready = !mustChoose && key !== null && opened !== null;
  const notCleanWhy = checking ? '正在检查…' : '请先修正全部问题';
  return (
    <Card title={title || '表单设计器'} data-testid="schema-editor-page" onKeyDown={onKeyDown}>
      {modalHolder}
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Space wrap>
            {tenants && (
              <TenantPicker
                key={`${tenantId}:${pickerResets}`}
                search={tenants.search}
                enterprises={tenants.enterprises}
                value={tenantId}
                onChange={(v) => leaving(() => setTenantId(v), () => setPickerResets((n) => n + 1))}
              />
            )}
            <Select<string>
              aria-label="资源"
              placeholder={mustChoose ? '请先选择企业' : '请选择要编辑的资源'}
              disabled={mustChoose}
              style={{ width: 280 }}
              showSearch
              optionFilterProp="label"
              loading={resources === null && !resourcesError}
              value={key ?? undefined}
              options={(resources ?? []).map((r) => ({ value: r.key, label: `${r.title}（${r.key}）` }))}
              onChange={(k) => leaving(() => setKey(k))}
              notFoundContent={resourcesError ?? '没有可配置的资源'}
            />
            {opened && <Tag>当前版本 {opened.version}</Tag>}
            {dirty && <Tag color="orange">未保存</Tag>}
          </Space>
          <Space wrap>
            <Button disabled={!ready} onClick={format}>
              格式化
            </Button>
            <Button disabled={!ready || !dirty} onClick={reset}>
              重置
            </Button>
            <Button disabled={!ready} onClick={downloadFile}>
              下载 JSON
            </Button>
            <Tooltip title={ready && !clean ? notCleanWhy : undefined}>
              <Button disabled={!ready || !clean} onClick={() => setPreview(check.resource)}>
                预览
              </Button>
            </Tooltip>
            <Tooltip title={ready && !clean ? notCleanWhy : ready && !dirty ? '没有修改' : undefined}>
              <Button type="primary" disabled={!ready || !clean || !dirty} onClick={openSave}>
                保存为企业配置
              </Button>
            </Tooltip>
          </Space>
        </Flex>
        {resourcesError && <Alert type="error" showIcon message={resourcesError} />}
        {mustChoose ? (
          <ChooseTenantPrompt />
        ) : !key ? (
          <Empty description="请选择要编辑的资源：打开的是资源文件合并本企业配置后的 JSON" />
        ) : loadError ? (
          <Alert
            type="error"
            showIcon
            message={loadError}
            action={
              <Button size="small" onClick={() => setReloads((n) => n + 1)}>
                重试
              </Button>
            }
          />
        ) : !opened ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin tip="加载中…">
              <div style={{ width: 120, height: 40 }} />
            </Spin>
          </Flex>
        ) : (
          <JsonEditor value={text} onChange={setText} problems={problems} checking={checking} height={560} label={`资源 ${key} 的 JSON`} />
        )}
        <Typography.Text type="secondary">
          Tab 插入两个空格，先按 Esc 再按 Tab 可离开编辑器；Ctrl+S 保存。保存后发布为新版本，可在“版本”中对比与回滚。
        </Typography.Text>
      </Flex>
      <SaveNoteDialog open={saveOpen} saving={saving} onSave={(note) => void save(note)} onCancel={() => setSaveOpen(false)} />
      <Drawer title={preview ? `预览：${preview.title}` : '预览'} width={720} open={preview !== null} onClose={() => setPreview(null)} destroyOnHidden>
        {preview && (
          <SchemaForm
            resource={preview}
            submitText="试提交"
            onSubmit={async () => {
              void message.info('预览中的表单不会保存数据');
            }}
          />
        )}
      </Drawer>
    </Card>
  );
}
