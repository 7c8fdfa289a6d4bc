// SchemaPage over bound files (schemas/bindings, docs/schema-engine.md "Bindings"): the runtime's client is
// wrapped by withBindings, so the /user service's staff and departments render from their files through
// their bindings (here answered by an in-memory fake of the service: stories/support/fake-user-service.ts).
import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import staffFile from '../../schemas/bindings/user-staff.json';
import departmentFile from '../../schemas/bindings/user-department.json';
import { withBindings } from '../../src/runtime/bound-client.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../support/fake-resource-client.ts';
import { createFakeUserService } from '../support/fake-user-service.ts';
import { shows } from '../support/play-helpers.ts';

const STAFF = staffFile as unknown as ResourceFile;
const DEPARTMENTS = departmentFile as unknown as ResourceFile;

/** A fresh fake /user service per mount, behind the bound client. */
function BoundClientProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => withBindings(createFakeResourceClient({ resources: [STAFF, DEPARTMENTS] }), createFakeUserService().send));
  return (
    <ResourceClientContext.Provider value={client}>
      <div style={{ padding: 24 }}>{children}</div>
    </ResourceClientContext.Provider>
  );
}

const withBoundClient: Decorator = (Story) => (
  <BoundClientProvider>
    <Story />
  </BoundClientProvider>
);

const meta = {
  title: 'Runtime/SchemaPage over a binding',
  component: SchemaPage,
  args: { resourceKey: STAFF.key, roles: ['qyUser'] },
  decorators: [withBoundClient],
} satisfies Meta<typeof SchemaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 人员 from POST staffinfo/list: 23 people over two pages (the service pages them), searched by name. */
export const Staff: Story = {
  play: async () => {
    await shows(() => screen.getByText('共 23 条'));
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '张伟{Enter}');
    await waitFor(() => expect(screen.queryByText('共 23 条')).toBeNull());
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row.textContent).toContain('张伟');
  },
};

/** 人员 detail: the record comes from the list call with its id (`ids: [id]`). */
export const StaffDetail: Story = {
  play: async () => {
    await shows(() => screen.getByText('共 23 条'));
    const first = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^详情 \d+$/ }));
    await shows(() => screen.getByText('基本信息'));
  },
};

/** 组织机构 from GET departmentinfo/list: the tree as a tree table (一车间 under 生产部). */
export const Departments: Story = {
  args: { resourceKey: DEPARTMENTS.key },
  play: async () => {
    await shows(() => screen.getByText('生产部'));
    await userEvent.click(document.querySelector('.ant-table-row-expand-icon-collapsed') as HTMLElement);
    await shows(() => screen.getByText('一车间'));
    const child = screen.getByText('一车间').closest('tr') as HTMLElement;
    await expect(child.querySelector('.indent-level-1')).not.toBeNull();
  },
};
