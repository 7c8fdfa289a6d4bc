// 用户管理's role picker by name (issue 24 item 1, docs/administration.md): the bound file's `roles` field is a Select
// of codes (typed ones allowed, for the enterprise's own roles); on this page it offers the platform's roles and the
// enterprise's own by name instead, and the list and detail show the names. The server checks the codes as before.
import type { ResourceFile } from '../../../schema/resource-types.ts';
import type { ResourceClient } from '../../../runtime/resource-client.ts';

/** The resource key of 用户管理's bound file. */
export const USER_RESOURCE = 'user-sysuser';
/** The platform administrator's role: offered only to the platform administrator (the server refuses it to others). */
const ADMIN_ROLE = 'admin';

export interface RoleChoice {
  code: string;
  name: string;
}

/** The roles a caller may pick: every role they see, the platform administrator's only to that administrator. */
export function pickableRoles(roles: readonly RoleChoice[], callerIsAdmin: boolean): RoleChoice[] {
  return roles.filter((r) => callerIsAdmin || r.code !== ADMIN_ROLE);
}

/**
 * The file with its `roles` field picking among `roles` by name (labelled options, many at once, searched by name),
 * `hint` as the field's description. A file without the field (a designer removed it) is answered unchanged.
 */
export function withRolePicker(resource: ResourceFile, roles: readonly RoleChoice[], hint: string): ResourceFile {
  const field = resource.form.properties?.roles;
  if (!field || field.type !== 'array' || roles.length === 0) return resource;
  const enumOptions = roles.map((r) => ({ label: r.name || r.code, value: r.code }));
  const { options: _options, mode: _mode, ...props } = field['x-component-props'] ?? {};
  const roleField = {
    ...field,
    description: hint,
    items: { ...(field.items ?? { type: 'string' as const }), enum: enumOptions },
    'x-component-props': { ...props, showSearch: true, optionFilterProp: 'label' },
  };
  return { ...resource, form: { ...resource.form, properties: { ...resource.form.properties, roles: roleField } } };
}

/**
 * A client whose answer for 用户管理's file carries the role picker; the roles are read when the file is (a failed
 * read leaves the file as it is: the codes can still be typed). Every other call is the base client's.
 */
export function rolePickerClient(base: ResourceClient, loadRoles: () => Promise<RoleChoice[]>, hint: string): ResourceClient {
  return {
    ...base,
    async schema(key) {
      const answer = await base.schema(key);
      if (key !== USER_RESOURCE) return answer;
      const roles = await loadRoles().catch(() => []);
      return { ...answer, resource: withRolePicker(answer.resource, roles, hint) };
    },
  };
}
