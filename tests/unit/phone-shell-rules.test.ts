// The phone shell's pure rules (issue 15 items 1, 2, 8): where an inbox item opens, how pages add up under "load
// more", which bottom-bar tab a path belongs to, what 上报 offers, the pull to refresh, the phone client's writes
// through phoneSend (queued ones marked), the workflow client's actions through phoneSend, and the top bar's app QR.
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../src/domain/inbox-item.ts';
import { hasMore, inboxTarget, mergeInboxPage } from '../../src/client/phone/phone-inbox.ts';
import { activeTab, PHONE_TABS } from '../../src/client/phone/phone-tabs.ts';
import { mayCreate, reportEntries, reportableKeys } from '../../src/client/phone/phone-report.ts';
import { pullDistance } from '../../src/client/phone/use-pull-refresh.ts';
import { phoneResourceClient, wasQueued } from '../../src/client/phone/phone-resource-client.ts';
import { phoneWorkflowClient } from '../../src/client/phone/phone-workflow-client.ts';
import type { PhoneRequest, PhoneSendResult } from '../../src/client/phone/phone-send.ts';
import type { ResourceClient } from '../../src/runtime/resource-client.ts';
import type { WorkflowClient } from '../../src/runtime/workflow/workflow-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { PHONE_PATHS } from '../../src/domain/phone-paths.ts';
import { minimalResource } from './helpers/minimal-resource.ts';

const item = (key: string, patch: Partial<InboxItem> = {}): InboxItem => ({
  kind: 'TRANSITION',
  key,
  module: 'basic',
  recordId: 7,
  title: key,
  action: '待您处理：发布',
  summary: '',
  tags: [],
  link: '/basic-security-manage/notice?detail=7',
  since: '2025-03-01T08:00:00Z',
  resource: 'notice',
  ...patch,
});

describe('inbox rules', () => {
  it('opens a resource record and a permit on the phone, another module without a resource on the desktop', () => {
    expect(inboxTarget(item('a'))).toEqual({ kind: 'phone', path: '/r/notice/7' });
    expect(inboxTarget(item('p', { resource: 'permit', link: '/tszy/detail/7' }))).toEqual({ kind: 'phone', path: '/x/tszy/permit/7' });
    expect(inboxTarget(item('t', { resource: undefined, link: '/tszy/detail/7' }))).toEqual({ kind: 'phone', path: '/x/tszy/permit/7' });
    expect(inboxTarget(item('q', { resource: undefined, link: '/tszy/x' }))).toEqual({ kind: 'desktop', href: '/zax/tszy/x' });
  });

  it("opens a patrol on its module's own phone page", () => {
    expect(inboxTarget(item('x', { resource: 'patrol-record', recordId: 9, link: '/xjxc/record/9' }))).toEqual({ kind: 'phone', path: '/x/xjxc/patrol/9' });
  });

  it('opens a checklist task on its module’s phone page, filled item by item', () => {
    expect(inboxTarget(item('c', { resource: 'checklist-task', link: '/dashboard?resource=checklist-task&detail=7' }))).toEqual({ kind: 'phone', path: '/x/qing-dan/task/7' });
  });

  it('replaces the list on page 1 and adds later pages without repeating an item', () => {
    const shown = [item('a'), item('b')];
    expect(mergeInboxPage(shown, [item('c')], 1).map((i) => i.key)).toEqual(['c']);
    expect(mergeInboxPage(shown, [item('b'), item('c')], 2).map((i) => i.key)).toEqual(['a', 'b', 'c']);
    expect(hasMore(20, 21)).toBe(true);
    expect(hasMore(21, 21)).toBe(false);
  });
});

describe('bottom bar', () => {
  it('has 待办, 扫码, 上报, 我的 in order, on the shared paths', () => {
    expect(PHONE_TABS.map((t) => [t.tab, t.path])).toEqual([
      ['home', PHONE_PATHS.home],
      ['scan', PHONE_PATHS.scan],
      ['report', PHONE_PATHS.report],
      ['me', PHONE_PATHS.me],
    ]);
  });

  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/r/notice/3', 'home'],
    ['/scan', 'scan'],
    ['/q/abc', 'scan'],
    ['/report', 'report'],
    ['/new/watch-record', 'report'],
    ['/me/', 'me'],
    ['/outbox', null],
  ])('marks %s as %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });
});

describe('上报', () => {
  const file = (key: string, write: string[], actions: ResourceFile['actions'] = ['list', 'detail', 'create']) =>
    minimalResource(key, {}, { actions, permissions: { read: ['qyUser', 'qyStaff'], write } });

  it('offers the reportable resources the person may create', async () => {
    const list = [
      { key: 'a', title: '甲', module: null, phone: { report: true } },
      { key: 'b', title: '乙', module: 'zbgl', phone: { report: true } },
      { key: 'c', title: '丙', module: null, phone: { qr: true } },
      { key: 'd', title: '丁', module: null, phone: null },
      { key: 'e', title: '戊', module: null, phone: { report: true } },
    ];
    expect(reportableKeys(list).map((r) => r.key)).toEqual(['a', 'b', 'e']);
    const files: Record<string, ResourceFile> = { a: file('a', ['qyStaff']), b: file('b', ['qyUser']), e: file('e', ['qyStaff'], ['list']) };
    const asked: string[] = [];
    const schemaOf = async (key: string) => {
      asked.push(key);
      if (!files[key]) throw new Error('gone');
      return files[key];
    };
    expect(await reportEntries(list, ['qyStaff'], schemaOf)).toEqual([{ key: 'a', title: '甲', module: null }]);
    expect(asked).toEqual(['a', 'b', 'e']);
    expect(mayCreate(files.b, ['qyUser'])).toBe(true);
    expect(mayCreate(files.e, ['qyStaff'])).toBe(false);
  });
});

describe('pull to refresh', () => {
  it('counts a pull from the top only, downwards', () => {
    expect(pullDistance(100, 180, true)).toBe(80);
    expect(pullDistance(100, 60, true)).toBe(0);
    expect(pullDistance(100, 180, false)).toBe(0);
    expect(pullDistance(null, 180, true)).toBe(0);
  });
});

describe('the phone clients write through phoneSend', () => {
  const resource = minimalResource('spot');
  const fakeSend = (answer: 'sent' | 'queued', sent: PhoneRequest[]) =>
    (async <T>(req: PhoneRequest): Promise<PhoneSendResult<T>> => {
      sent.push(req);
      return answer === 'sent' ? { status: 'sent', data: { id: 5, name: '甲' } as T, key: 'k1' } : { status: 'queued', key: 'k2' };
    }) as typeof import('../../src/client/phone/phone-send.ts').phoneSend;
  const base = { create: () => Promise.reject(new Error('not through phoneSend')), detail: async () => ({ id: 1 }) } as unknown as ResourceClient;

  it('creates, updates and deletes with phoneSend; reads stay on the base client', async () => {
    const sent: PhoneRequest[] = [];
    const client = phoneResourceClient(base, fakeSend('sent', sent));
    const created = await client.create(resource, { name: '甲' });
    expect(created).toEqual({ id: 5, name: '甲' });
    expect(wasQueued(created)).toBe(false);
    await client.update(resource, { id: 5, name: '乙' });
    await client.remove(resource, [5]);
    expect(sent.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/u-basic/spot'],
      ['PUT', '/u-basic/spot'],
      ['DELETE', '/u-basic/spot'],
    ]);
    expect(sent[2].body).toEqual({ ids: [5] });
    expect(await client.detail(resource, 1)).toEqual({ id: 1 });
  });

  it('marks a write kept for later', async () => {
    const client = phoneResourceClient(base, fakeSend('queued', []));
    const kept = await client.create(resource, { name: '甲' });
    expect(wasQueued(kept)).toBe(true);
    expect(kept).toMatchObject({ name: '甲' });
  });

  it("sends a workflow action with the file's payload names", async () => {
    const sent: PhoneRequest[] = [];
    const wf = minimalResource('doc', {}, {
      workflow: {
        field: 'state',
        initial: 'a',
        states: [{ key: 'a', label: '甲' }, { key: 'b', label: '乙' }],
        transitions: [{ action: 'recall', label: '撤回', from: ['b'], to: 'a', payload: { opinion: 'recallReason' } }],
      },
    } as Partial<ResourceFile>);
    const client = phoneWorkflowClient({} as WorkflowClient, fakeSend('sent', sent));
    await client.act(wf, 'recall', { id: 3, opinion: '有误' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/u-basic/doc/recall', body: { id: 3, recallReason: '有误' } });
    expect(sent[0].label).toContain('撤回');
  });
});
