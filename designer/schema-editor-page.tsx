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
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
      (e: unknown) => live && setResourcesError(failureText(e, t('designer.picker.loadFailed'))),
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
      (e: unknown) => live && setLoadError(failureText(e, t('designer.editor.fileFailed'))),
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
      title: t('designer.editor.leaveTitle'),
      content: t('designer.editor.leaveText'),
      okText: t('designer.editor.leaveOk'),
      okButtonProps: { danger: true },
      cancelText: t('designer.cancel'),
      onOk: then,
      onCancel: kept,
    });
  };

  const parsedNow = (what: 'designer.editor.syntaxFormat' | 'designer.editor.syntaxDownload'): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      void message.warning(t(what));
      return undefined;
    }
  };

  const format = () => {
    const value = parsedNow('designer.editor.syntaxFormat');
    if (value === undefined) return;
    setText(fileJson(value));
    checkNow(fileJson(value));
  };

  const reset = () =>
    void modal.confirm({
      title: t('designer.editor.reset'),
      content: t('designer.editor.resetText'),
      okText: t('designer.editor.reset'),
      okButtonProps: { danger: true },
      cancelText: t('designer.cancel'),
      onOk: () => {
        if (!opened) return;
        setText(opened.text);
        checkNow(opened.text);
      },
    });

  const downloadFile = () => {
    const value = parsedNow('designer.editor.syntaxDownload');
    if (value !== undefined && key) downloadText(`${key}.json`, fileJson(value));
  };

  const save = async (note: string | undefined) => {
    if (!key || !opened) return;
    const now = checkFileText(text);
    if (now.problems.length > 0) {
      setSaveOpen(false);
      void message.error(t('designer.editor.fixFirst'));
      return;
    }
    setSaving(true);
    try {
      const { version } = await client.saveSchemaFile(key, { file: now.value, baseVersion: opened.version, note });
      const fresh = await client.schemaFile(key).catch(() => null);
      const saved = fresh ? fileJson(fresh.file) : text;
      setOpened({ text: saved, version: fresh?.version ?? version });
      setText(saved);
      checkNow(saved);
      setSent(null);
      setSaveOpen(false);
      void message.success(t('designer.editor.saved', { version }));
    } catch (e) {
      setSaveOpen(false);
      const errors = failureFieldErrors(e);
      if (statusOf(e) === 409) {
        void modal.confirm({
          title: t('designer.publish.conflict'),
          content: t('designer.editor.conflictText'),
          okText: t('designer.publish.reload'),
          cancelText: t('designer.editor.later'),
          onOk: () => setReloads((n) => n + 1),
        });
      } else if (errors.length > 0) {
        setSent({ text, problems: serverProblems(text, errors) });
        void message.error(t('designer.editor.refused', { reason: failureText(e, t('designer.editor.fileProblems')) }));
      } else void message.error(failureText(e, t('designer.editor.saveFailed')));
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
  const notCleanWhy = checking ? t('designer.editor.checking') : t('designer.editor.fixAll');
  return (
    <Card title={title || t('designer.editor.title')} data-testid="schema-editor-page" onKeyDown={onKeyDown}>
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
              aria-label={t('designer.workbench.resource')}
              placeholder={mustChoose ? t('designer.editor.tenantFirst') : t('designer.editor.chooseResource')}
              disabled={mustChoose}
              style={{ width: 280 }}
              showSearch
              optionFilterProp="label"
              loading={resources === null && !resourcesError}
              value={key ?? undefined}
              options={(resources ?? []).map((r) => ({ value: r.key, label: t('designer.titleKey', { title: r.title, key: r.key }) }))}
              onChange={(k) => leaving(() => setKey(k))}
              notFoundContent={resourcesError ?? t('designer.editor.noResources')}
            />
            {opened && <Tag>{t('designer.editor.version', { version: opened.version })}</Tag>}
            {dirty && <Tag color="orange">{t('designer.editor.unsaved')}</Tag>}
          </Space>
          <Space wrap>
            <Button disabled={!ready} onClick={format}>
              {t('designer.editor.format')}
            </Button>
            <Button disabled={!ready || !dirty} onClick={reset}>
              {t('designer.editor.reset')}
            </Button>
            <Button disabled={!ready} onClick={downloadFile}>
              {t('designer.editor.download')}
            </Button>
            <Tooltip title={ready && !clean ? notCleanWhy : undefined}>
              <Button disabled={!ready || !clean} onClick={() => setPreview(check.resource)}>
                {t('designer.editor.preview')}
              </Button>
            </Tooltip>
            <Tooltip title={ready && !clean ? notCleanWhy : ready && !dirty ? t('designer.editor.noChanges') : undefined}>
              <Button type="primary" disabled={!ready || !clean || !dirty} onClick={openSave}>
                {t('designer.save.title')}
              </Button>
            </Tooltip>
          </Space>
        </Flex>
        {resourcesError && <Alert type="error" showIcon message={resourcesError} />}
        {mustChoose ? (
          <ChooseTenantPrompt />
        ) : !key ? (
          <Empty description={t('designer.editor.empty')} />
        ) : loadError ? (
          <Alert
            type="error"
            showIcon
            message={loadError}
            action={
              <Button size="small" onClick={() => setReloads((n) => n + 1)}>
                {t('designer.retry')}
              </Button>
            }
          />
        ) : !opened ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin tip={t('designer.loading')}>
              <div style={{ width: 120, height: 40 }} />
            </Spin>
          </Flex>
        ) : (
          <JsonEditor value={text} onChange={setText} problems={problems} checking={checking} height={560} label={t('designer.editor.jsonOf', { key })} />
        )}
        <Typography.Text type="secondary">
          {t('designer.editor.keys')}
        </Typography.Text>
      </Flex>
      <SaveNoteDialog open={saveOpen} saving={saving} onSave={(note) => void save(note)} onCancel={() => setSaveOpen(false)} />
      <Drawer title={preview ? t('designer.editor.previewOf', { title: preview.title }) : t('designer.editor.preview')} width={720} open={preview !== null} onClose={() => setPreview(null)} destroyOnHidden>
        {preview && (
          <SchemaForm
            resource={preview}
            submitText={t('designer.editor.trySubmit')}
            onSubmit={async () => {
              void message.info(t('designer.editor.previewNoSave'));
            }}
          />
        )}
      </Drawer>
    </Card>
  );
}
