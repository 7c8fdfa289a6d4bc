// 用户管理's role picker (src/client/pages/system/role-picker.ts): the bound file's roles field offered by name.
import { describe, expect, it } from 'vitest';
import { pickableRoles, rolePickerClient, withRolePicker, USER_RESOURCE } from '../../src/client/pages/system/role-picker.ts';
import type { ResourceClient, ResourceSchemaAnswer } from '../../src/runtime/resource-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

const ROLES = [
  { code: 'admin', name: '平台管理员' },
  { code: 'qyUser', name: '企业管理员' },
  { code: 'qyStaff', name: '企业员工' },
  { code: 'deptScope', name: '安全环保部专员' },
];

function userFile(): ResourceFile {
  return {
    key: USER_RESOURCE,
    title: '用户',
    endpoint: '/user/sysuser',
    actions: ['list'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: {
      type: 'object',
      properties: {
        loginName: { type: 'string', title: '登录名' },
        roles: {
          type: 'array',
          title: '角色',
          description: '旧说明',
          items: { type: 'string', maxLength: 64 },
          'x-component': 'Select',
          'x-component-props': { mode: 'tags', options: [{ label: '企业管理员', value: 'qyUser' }], placeholder: '选' },
        },
      },
    },
    list: { columns: [{ field: 'loginName' }] },
  } as ResourceFile;
}

describe('pickableRoles', () => {
  it.each([
    [false, ['qyUser', 'qyStaff', 'deptScope']],
    [true, ['admin', 'qyUser', 'qyStaff', 'deptScope']],
  ])('callerIsAdmin %s offers %j', (isAdmin, codes) => {
    expect(pickableRoles(ROLES, isAdmin).map((r) => r.code)).toEqual(codes);
  });
});

describe('withRolePicker', () => {
  it('labels the roles by name, picks many among them and drops the typed-code props', () => {
    const out = withRolePicker(userFile(), pickableRoles(ROLES, false), '选择角色');
    const roles = out.form.properties.roles;
    expect(roles.items?.enum).toEqual([
      { label: '企业管理员', value: 'qyUser' },
      { label: '企业员工', value: 'qyStaff' },
      { label: '安全环保部专员', value: 'deptScope' },
    ]);
    expect(roles['x-component-props']).toEqual({ placeholder: '选', showSearch: true, optionFilterProp: 'label' });
    expect(roles.description).toBe('选择角色');
    expect(roles.items?.maxLength).toBe(64);
    expect(out.form.properties.loginName).toEqual(userFile().form.properties.loginName);
  });

  it('leaves the file alone without the field or without roles', () => {
    const file = userFile();
    expect(withRolePicker(file, [], 'x')).toBe(file);
    const { roles: _gone, ...rest } = file.form.properties;
    const without = { ...file, form: { ...file.form, properties: rest } };
    expect(withRolePicker(without, ROLES, 'x')).toBe(without);
  });
});

describe('rolePickerClient', () => {
  const answer = (resource: ResourceFile): ResourceSchemaAnswer => ({ resource, hiddenFields: [], warnings: [] });
  const base = { schema: async (key: string) => answer({ ...userFile(), key }) } as unknown as ResourceClient;

  it('decorates 用户管理’s file only', async () => {
    let reads = 0;
    const client = rolePickerClient(base, async () => (reads++, ROLES), 'h');
    const own = await client.schema(USER_RESOURCE);
    expect(own.resource.form.properties.roles.items?.enum?.map((o) => o.label)).toContain('安全环保部专员');
    const other = await client.schema('user-config');
    expect(other.resource.form.properties.roles.items?.enum).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('keeps the file as it is when the roles cannot be read', async () => {
    const client = rolePickerClient(base, () => Promise.reject(new Error('offline')), 'h');
    const got = await client.schema(USER_RESOURCE);
    expect(got.resource.form.properties.roles['x-component-props']).toMatchObject({ mode: 'tags' });
  });
});
