import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  maySwitchEnterprise,
  needsRestore,
  restoredEntId,
  type GroupEnterprise,
  type RestoreContext,
} from '../../src/client/shell/active-enterprise.ts';

/** Web storage in memory (node has none). */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());

const api = vi.hoisted(() => ({
  getUserInfo: vi.fn(),
  getUserMenu: vi.fn(),
  listGroupEnterprises: vi.fn(),
}));
vi.mock('../../src/client/api/session-api.ts', () => ({ getUserInfo: api.getUserInfo, getUserMenu: api.getUserMenu }));
vi.mock('../../src/client/api/shell-api.ts', () => ({ listGroupEnterprises: api.listGroupEnterprises }));

const { ApiError } = await import('../../src/client/api/http.ts');
const { loadSession } = await import('../../src/client/router/load-session.ts');
const { useSessionStore } = await import('../../src/client/stores/session-store.ts');

const GROUP: GroupEnterprise[] = [
  { id: 1001, qymc: '示例化工有限公司' },
  { id: 1002, qymc: '示例化工二厂' },
];

describe('active enterprise rules', () => {
  const ctx: RestoreContext = { roles: ['qyUser'], homeQyId: 1001, entId: '', isView: false, remembered: '1002' };

  it('lets enterprise users switch, not the platform administrator', () => {
    expect(maySwitchEnterprise(['qyUser'])).toBe(true);
    expect(maySwitchEnterprise(['qyStaff'])).toBe(false);
    expect(maySwitchEnterprise(['admin', 'qyUser'])).toBe(false);
  });

  it('asks for the group only when this tab chose nothing and an enterprise is remembered', () => {
    expect(needsRestore(ctx)).toBe(true);
    expect(needsRestore({ ...ctx, remembered: '' })).toBe(false);
    expect(needsRestore({ ...ctx, entId: '1002' })).toBe(false);
    expect(needsRestore({ ...ctx, isView: true })).toBe(false);
    expect(needsRestore({ ...ctx, roles: ['generalManager'] })).toBe(false);
  });

  it('restores a listed enterprise, else the own one', () => {
    expect(restoredEntId(GROUP, '1002', 1001)).toBe('1002');
    expect(restoredEntId(GROUP, '1001', 1001)).toBe('');
    expect(restoredEntId(GROUP, '3001', 1001)).toBe('');
    expect(restoredEntId([GROUP[0]], '1002', 1001)).toBe('');
    expect(restoredEntId([], '1002', 1001)).toBe('');
  });
});

describe('loadSession', () => {
  const menu = { menu: [], button: [] };
  const infoAt = (qyId: number) => ({ loginName: 'qyadmin', roles: ['qyUser'], homeQyId: 1001, qyId, isView: false });
  /** User info as the server answers it for the session's current Ent-ID; `refused` enterprises answer 403. */
  function serve(refused: string[] = []) {
    api.getUserInfo.mockImplementation(() => {
      const ent = useSessionStore.getState().entId;
      if (refused.includes(ent)) return Promise.reject(new ApiError('无权访问该企业', 403, 403));
      return Promise.resolve(infoAt(ent ? Number(ent) : 1001));
    });
    api.getUserMenu.mockResolvedValue(menu);
  }
  const remembered = () => localStorage.getItem('activeEnterprise');

  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    useSessionStore.setState({ entId: '', isView: false, userInfo: null });
  });

  it('restores the remembered sub-enterprise while the group lists it', async () => {
    localStorage.setItem('activeEnterprise', JSON.stringify({ qyadmin: '1002' }));
    serve();
    api.listGroupEnterprises.mockResolvedValue(GROUP);
    const { info } = await loadSession();
    expect(info.qyId).toBe(1002);
    expect(useSessionStore.getState().entId).toBe('1002');
    expect(sessionStorage.getItem('Ent-ID')).toBe('1002');
    expect(api.getUserMenu).toHaveBeenCalledTimes(2);
  });

  it('uses the own enterprise and forgets a remembered one no longer in the group', async () => {
    localStorage.setItem('activeEnterprise', JSON.stringify({ qyadmin: '1002', other: '7' }));
    serve();
    api.listGroupEnterprises.mockResolvedValue([GROUP[0]]);
    const { info } = await loadSession();
    expect(info.qyId).toBe(1001);
    expect(useSessionStore.getState().entId).toBe('');
    expect(JSON.parse(remembered() ?? '{}')).toEqual({ other: '7' });
  });

  it('falls back to the own enterprise when the tab’s Ent-ID is refused, then forgets it', async () => {
    localStorage.setItem('activeEnterprise', JSON.stringify({ qyadmin: '1002' }));
    useSessionStore.setState({ entId: '1002' });
    serve(['1002']);
    api.listGroupEnterprises.mockResolvedValue([GROUP[0]]);
    const { info } = await loadSession();
    expect(info.qyId).toBe(1001);
    expect(useSessionStore.getState().entId).toBe('');
    expect(remembered()).toBeNull();
  });

  it('asks nothing more without a remembered enterprise, and keeps the choice when the group is unknown', async () => {
    serve();
    await loadSession();
    expect(api.listGroupEnterprises).not.toHaveBeenCalled();

    localStorage.setItem('activeEnterprise', JSON.stringify({ qyadmin: '1002' }));
    api.listGroupEnterprises.mockRejectedValue(new ApiError('网络异常', 'network', 0));
    const { info } = await loadSession();
    expect(info.qyId).toBe(1001);
    expect(JSON.parse(remembered() ?? '{}')).toEqual({ qyadmin: '1002' });
  });

  it('passes other failures on', async () => {
    api.getUserInfo.mockRejectedValue(new ApiError('getInfo: 角色必须是非空数组！', 403, 403));
    api.getUserMenu.mockResolvedValue(menu);
    await expect(loadSession()).rejects.toThrow('getInfo: 角色必须是非空数组！');
  });
});
