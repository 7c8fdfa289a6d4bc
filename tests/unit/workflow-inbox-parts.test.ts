// The inbox's pure parts (issue 14 item 7): the person's party keys, the client route of a resource from the
// menu files, and the label of an action of a resource's workflow.
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { actionLabel } from '../../src/server/workflow/inbox-query.ts';
import { partyKeys } from '../../src/server/workflow/my-keys.ts';
import { recordLink, resourceRoutes } from '../../src/server/workflow/resource-links.ts';

describe('partyKeys', () => {
  it('names the staff, each role, and each role in the department', () => {
    expect(partyKeys(12, 3, ['qyStaff', 'workshopDirector', '770'])).toEqual([
      'staff:12',
      'role:qyStaff',
      'dept:3:role:qyStaff',
      'role:workshopDirector',
      'dept:3:role:workshopDirector',
      'role:770',
      'dept:3:role:770',
    ]);
  });
  it('has no staff or department key for a user without a staff record, and no duplicates', () => {
    expect(partyKeys(null, null, ['qyUser', 'qyUser'])).toEqual(['role:qyUser']);
  });
});

describe('resourceRoutes', () => {
  const menu: MenuNode[] = [
    { path: '/', name: '', component: 'Layout', children: [{ path: 'dashboard', name: 'D', component: 'dashboard/workbench' }] },
    {
      path: '/stsgl',
      name: 'S',
      component: 'Layout',
      children: [
        { path: 'list', name: 'L', component: 'resource/three-simultaneous' },
        { path: 'more', name: 'M', component: 'ParentView', children: [{ path: 'design', name: 'X', component: 'resource/design-stage' }] },
        { path: 'again', name: 'A', component: 'resource/three-simultaneous' },
      ],
    },
  ];
  it('maps each resource to the path of the first menu entry listing it, nested entries included', () => {
    expect(Object.fromEntries(resourceRoutes(menu))).toEqual({ 'three-simultaneous': '/stsgl/list', 'design-stage': '/stsgl/more/design' });
  });
  it("links a record to its resource's page with the detail open, from the repository's menu files", () => {
    expect(recordLink('notice', 4)).toBe('/basic-security-manage/notice?detail=4');
    expect(recordLink('three-simultaneous', 9)).toBe('/stsgl/list?detail=9');
    expect(recordLink('no-menu-entry', 1)).toBe('/dashboard?resource=no-menu-entry&detail=1');
  });
});

describe('actionLabel', () => {
  const resource = {
    key: 'hazard',
    workflow: {
      field: 'state',
      initial: 'draft',
      states: [
        { key: 'draft', label: '草稿' },
        { key: 'reviewing', label: '审核中', 'x-title-en': 'In review', approval: { approved: 'done', returned: 'draft', steps: [{ key: 'leader', title: '负责人审核', mode: 'any', signers: [] }] } },
        { key: 'done', label: '已完成', terminal: true },
      ],
      transitions: [{ action: 'submit', label: '提交', 'x-title-en': 'Submit', from: ['draft'], to: 'reviewing' }],
    },
  } as unknown as ResourceFile;
  it("is the transition's label, else the state's or the approval step's, in the asked language", () => {
    expect(actionLabel(resource, 'submit', 'zh')).toBe('提交');
    expect(actionLabel(resource, 'submit', 'en')).toBe('Submit');
    expect(actionLabel(resource, 'approval/reviewing', 'en')).toBe('In review');
    expect(actionLabel(resource, 'approval/leader', 'zh')).toBe('负责人审核');
    expect(actionLabel(resource, 'approval/leader', 'en')).toBe('负责人审核');
    expect(actionLabel(resource, 'unknown', 'zh')).toBe('unknown');
    expect(actionLabel(undefined, 'approval/approve', 'zh')).toBe('approve');
  });
});
