import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DesignerClient } from '../../designer/designer-client.ts';
import SchemaEditorPage from '../../designer/schema-editor-page.tsx';
import { SchemaEditorTenantContext, type TenantChoice } from '../../designer/schema-editor-tenant.ts';
import { createFakeDesignerClient } from '../support/fake-designer-client.ts';
import { shows } from '../support/play-helpers.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { SAFETY_MANAGER_KEY, SAFETY_MANAGER_VERSIONS } from './versions-fixtures.ts';
import { designerClientOfStory, withFakeDesigner } from './versions-story-client.tsx';

const FAKE = { resources: [SAFETY_MANAGER, HAZARD_SOURCE], versions: { [SAFETY_MANAGER_KEY]: SAFETY_MANAGER_VERSIONS } };

const editor = () => screen.getByRole('textbox', { name: /的 JSON$/ }) as HTMLTextAreaElement;

/** Waits for the file to be open and checked. */
async function opened(): Promise<void> {
  await waitFor(() => expect(editor().value).toContain('"key": "safety-manager"'), { timeout: 5000 });
  await shows(() => screen.getByText('没有发现问题'));
}

/** Selects `find` in the editor and types `typed` over it. */
async function replaceText(find: string, typed: string): Promise<void> {
  const el = editor();
  const at = el.value.indexOf(find);
  if (at < 0) throw new Error(`no ${find} in the editor`);
  el.focus();
  el.setSelectionRange(at, at + find.length);
  await userEvent.keyboard(typed);
}

/** The platform administrator: a fake client per enterprise (2 has only the hazard sources). */
function PlatformAdmin({ children }: { children: ReactNode }) {
  const [choice] = useState<TenantChoice>(() => {
    const clients = new Map<number | null, DesignerClient>([[2, createFakeDesignerClient({ resources: [HAZARD_SOURCE] })]]);
    return { clientFor: (id) => clients.get(id) ?? designerClientOfStory() };
  });
  return <SchemaEditorTenantContext.Provider value={choice}>{children}</SchemaEditorTenantContext.Provider>;
}

/** 表单设计器: a resource's file merged with the enterprise's overlay, edited as JSON. */
const meta = {
  title: 'Designer/SchemaEditorPage',
  component: SchemaEditorPage,
  args: { title: '表单设计器', viewKey: 'designer/schema-editor', resource: SAFETY_MANAGER_KEY },
  decorators: [withFakeDesigner(FAKE)],
} satisfies Meta<typeof SchemaEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The safety managers open at version 3: clean, nothing to save yet. */
export const Open: Story = {
  play: async () => {
    await opened();
    await expect(screen.getByText('当前版本 3')).toBeVisible();
    await expect(screen.getByRole('button', { name: '保存为企业配置' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: '预览' })).toBeEnabled();
  },
};

/** No resource yet: choose one from the list. */
export const ChooseResource: Story = {
  args: { resource: undefined },
  play: async () => {
    await shows(() => screen.getByText(/请选择要编辑的资源：/));
    await userEvent.click(screen.getByRole('combobox', { name: '资源' }));
    await userEvent.click(await screen.findByTitle('安全管理人员（safety-manager）'));
    await opened();
  },
};

/** A stray character: a syntax error at its line; a click on it puts the caret there. */
export const BadSyntax: Story = {
  play: async ({ canvasElement }) => {
    await opened();
    await replaceText('"title": "安全管理人员",', '"title": "安全管理人员"');
    const problem = await screen.findByRole('button', { name: /语法.*缺少逗号/ }, { timeout: 3000 });
    await expect(canvasElement.querySelector('[data-problem="true"]')).not.toBeNull();
    await expect(screen.getByRole('button', { name: '保存为企业配置' })).toBeDisabled();
    await userEvent.click(problem);
    await expect(editor()).toHaveFocus();
  },
};

/** A member the meta-schema does not know: marked at its line. */
export const SchemaProblem: Story = {
  play: async () => {
    await opened();
    await replaceText('"title": "安全管理人员"', '"titel": "安全管理人员"');
    await shows(() => screen.getByText(/未知属性“titel”/));
    await shows(() => screen.getByRole('button', { name: /校验.*\/title/ }));
  },
};

/** 保存为企业配置 with a note: published as version 4. */
export const Save: Story = {
  play: async () => {
    await opened();
    await replaceText('安全管理人员', '安全管理人员台账');
    await waitFor(() => expect(screen.getByRole('button', { name: '保存为企业配置' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '保存为企业配置' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '版本说明' }), '改标题');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存并发布' }));
    await shows(() => screen.getByText('当前版本 4'));
    const call = designerClientOfStory().calls.find((c) => c.method === 'saveSchemaFile');
    await expect(call?.args[1]).toMatchObject({ baseVersion: 3, note: '改标题' });
  },
};

/** The server refuses the save: its problems at their lines. */
export const SaveRefused: Story = {
  decorators: [
    withFakeDesigner({
      ...FAKE,
      failures: { saveSchemaFile: { message: 'module 由平台决定，不能在企业配置中修改', status: 400, errors: [{ field: '/module', message: 'module 由平台决定，不能在企业配置中修改' }] } },
    }),
  ],
  play: async () => {
    await opened();
    await replaceText('安全管理人员', '人员');
    await waitFor(() => expect(screen.getByRole('button', { name: '保存为企业配置' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '保存为企业配置' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '保存并发布' }));
    await shows(() => screen.getByRole('button', { name: /服务器.*\/module/ }));
  },
};

/** 预览: the runtime's form of the file as edited. */
export const Preview: Story = {
  play: async () => {
    await opened();
    await replaceText('"title": "姓名"', '"title": "人员姓名"');
    await waitFor(() => expect(screen.getByRole('button', { name: '预览' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    const drawer = await screen.findByRole('dialog');
    await shows(() => within(drawer).getByText('人员姓名'));
  },
};

/** The file cannot be loaded: the reason and 重试. */
export const LoadFailed: Story = {
  decorators: [withFakeDesigner({ ...FAKE, failures: { schemaFile: { message: '资源 safety-manager 不存在', status: 404 } } })],
  play: async () => {
    await shows(() => screen.getByText('资源 safety-manager 不存在'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};

/** The platform administrator types an enterprise id: that enterprise's resources are offered. */
export const ForAnotherEnterprise: Story = {
  args: { resource: undefined },
  decorators: [(Story) => <PlatformAdmin>{<Story />}</PlatformAdmin>],
  play: async () => {
    const id = await screen.findByRole('spinbutton', { name: '企业ID' });
    await userEvent.type(id, '2{enter}');
    await userEvent.click(screen.getByRole('combobox', { name: '资源' }));
    await expect(await screen.findByTitle(`${HAZARD_SOURCE.title}（${HAZARD_SOURCE.key}）`)).toBeInTheDocument();
    await expect(screen.queryByTitle('安全管理人员（safety-manager）')).toBeNull();
  },
};
