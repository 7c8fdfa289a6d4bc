import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import WorkflowConfigPage from '../../src/client/pages/tysz/workflow-config-page.tsx';
import { fail, mockCalls, ok, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { WORKFLOW_CONFIG } from '../support/workflow-fixtures.ts';
import { ASSIGNABLE_ROLES, SLOT_ROLES_VIEW } from '../tszy/slot-roles-fixtures.ts';
import { COUNTERSIGN_CONFIG } from '../tszy/countersign-fixtures.ts';

/** GET /workflow/config, PUT /workflow/config/{resource} (409 when `stale`), the versions. */
function configApi(stale = false): () => MockRoutes {
  return () => ({
    'GET /workflow/config': okData(WORKFLOW_CONFIG),
    'PUT /workflow/config/wf-notice': stale ? fail('流程配置已被他人修改', 409, 'WORKFLOW_CONFIG_STALE') : okData({ version: 4 }),
    'PUT /workflow/config/wf-rectify': stale ? fail('流程配置已被他人修改', 409, 'WORKFLOW_CONFIG_STALE') : okData({ version: 2 }),
    // The slots' people pickers name the people they hold (张伟, 王芳 in the fixture) from the staff list.
    'POST /user/staffinfo/list': okData({ rows: [{ id: 1, name: '张伟', departmentName: '安全部' }, { id: 2, name: '王芳', departmentName: '生产部' }], total: 2 }),
    // 特殊作业's switch below the workflows (permit-signer-switch.tsx): one signer per slot, the default.
    'GET /tszy/fieldConfig': ok({ windPolicy: 'refuse', allowSameSigner: false, requireSignature: false }),
    // And the roles of each permit slot (permit-slot-roles.tsx): the standard's defaults.
    'GET /tszy/roleConfig': ok(SLOT_ROLES_VIEW),
    'GET /tszy/roles': ok({ approvalRoles: [], taskRoleGroups: [], assignableRoles: ASSIGNABLE_ROLES }),
    // And the countersigning departments of 动土 / 断路 (permit-countersign-config.tsx).
    'GET /tszy/countersignConfig': ok(COUNTERSIGN_CONFIG),
    'GET /workflow/config/wf-notice/versions': okData([{ version: 3, savedAt: '2026-11-20T10:00:00', savedByName: '张伟' }, { version: 2, savedAt: '2026-11-10T10:00:00', savedByName: '王芳' }]),
  });
}

/** 通用设置 › 流程配置 over HTTP. */
const meta = {
  title: 'Pages/WorkflowConfigPage',
  component: WorkflowConfigPage,
  args: { title: '流程配置', viewKey: 'tysz/workflow' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: configApi(), router: { path: '/tysz/workflow' } }),
} satisfies Meta<typeof WorkflowConfigPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving sends who acts and the version read. */
export const Save: Story = {
  play: async () => {
    await shows(() => screen.getByText('隐患整改'));
    await shows(() => screen.getByText('允许同一人签署作业票的多个审批环节'));
    await shows(() => screen.getByText('特殊作业审批环节'));
    await userEvent.click(screen.getAllByRole('button', { name: /^保\s*存$/ })[0]);
    await waitFor(() => expect(mockCalls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 3 }));
  },
};

/** Another administrator saved first: 409, reload. */
export const Stale: Story = {
  parameters: shell({ seed: { user: QY_ADMIN }, api: configApi(true), router: { path: '/tysz/workflow' } }),
  play: async () => {
    await shows(() => screen.getByText('隐患整改'));
    await userEvent.click(screen.getAllByRole('button', { name: /^保\s*存$/ })[0]);
    await shows(() => screen.getByText('该流程配置已被他人修改，请重新加载后再修改'));
  },
};
