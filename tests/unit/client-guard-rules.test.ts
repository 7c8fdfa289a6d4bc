import { describe, expect, it } from 'vitest';
import { guardErrorText, wantedCompBizId } from '../../src/client/router/guard-rules.ts';
import { mainOverflowFor } from '../../src/client/router/main-overflow.ts';
import { buttonAllowed, rolesAllow } from '../../src/client/router/permission-rules.ts';
import { loginPathFor, safeRedirect } from '../../src/client/router/redirect-target.ts';
import { checkAppVersion } from '../../src/client/version-check.ts';

describe('mainOverflowFor', () => {
  it('is visible on the enterprise-info and operational-statistics routes only', () => {
    expect(mainOverflowFor('/basic-security-manage/enterprise-info')).toBe('visible');
    expect(mainOverflowFor('/basic-security-manage/enterprise-info/')).toBe('visible');
    expect(mainOverflowFor('/RiskControl/OperationalStatistics')).toBe('visible');
    expect(mainOverflowFor('/riskcontrol/operationalstatistics')).toBe('visible');
    expect(mainOverflowFor('/basic-security-manage/safety-manager')).toBe('hidden');
    expect(mainOverflowFor('/RiskControl/ReportLedger')).toBe('hidden');
    expect(mainOverflowFor('/basic-security-manage/enterprise-infox')).toBe('hidden');
    expect(mainOverflowFor('/dashboard')).toBe('hidden');
  });
});

describe('guard rules', () => {
  it("shows the error's text or 'Has Error'", () => {
    expect(guardErrorText(new Error('getInfo: 角色必须是非空数组！'))).toBe('getInfo: 角色必须是非空数组！');
    expect(guardErrorText(new Error(''))).toBe('Has Error');
    expect(guardErrorText('x')).toBe('Has Error');
  });

  it('asks for a view token only for a numeric compBizId different from the stored one', () => {
    expect(wantedCompBizId('1002', '')).toBe('1002');
    expect(wantedCompBizId(' 1002 ', '1001')).toBe('1002');
    expect(wantedCompBizId('1002', '1002')).toBeNull();
    expect(wantedCompBizId(null, '')).toBeNull();
    expect(wantedCompBizId('abc', '')).toBeNull();
  });

  it('keeps redirects inside the app', () => {
    expect(safeRedirect('/tszy/list?x=1')).toBe('/tszy/list?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(loginPathFor('/dashboard')).toBe('/login?redirect=%2Fdashboard');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('permission rules', () => {
  it("passes a role list when one role is held, the admin always, and throws 'need roles' for an empty list", () => {
    expect(rolesAllow(['qyStaff'], ['qyUser', 'qyStaff'])).toBe(true);
    expect(rolesAllow(['qyStaff'], ['qyUser'])).toBe(false);
    expect(rolesAllow(['admin'], ['qyUser'])).toBe(true);
    expect(() => rolesAllow(['admin'], [])).toThrow('need roles');
  });

  it('checks button keys against the set; the admin passes', () => {
    const keys = new Set(['tszy:add']);
    expect(buttonAllowed(['qyUser'], keys, 'tszy:add')).toBe(true);
    expect(buttonAllowed(['qyUser'], keys, 'tszy:delete')).toBe(false);
    expect(buttonAllowed(['admin'], new Set(), 'tszy:delete')).toBe(true);
  });
});

describe('checkAppVersion', () => {
  function memory(initial: Record<string, string>) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  }

  it('stores the version when none is stored, and does nothing when it matches', () => {
    let reloads = 0;
    const s = memory({});
    expect(checkAppVersion(s, () => reloads++, 'v2')).toBe(false);
    expect(s.data.get('appVersion')).toBe('v2');
    expect(checkAppVersion(s, () => reloads++, 'v2')).toBe(false);
    expect(reloads).toBe(0);
  });

  it('clears a different version and reloads once; the reloaded page then stores the built one', () => {
    let reloads = 0;
    const s = memory({ appVersion: 'v1' });
    expect(checkAppVersion(s, () => reloads++, 'v2')).toBe(true);
    expect(s.data.has('appVersion')).toBe(false);
    expect(checkAppVersion(s, () => reloads++, 'v2')).toBe(false);
    expect(reloads).toBe(1);
    expect(s.data.get('appVersion')).toBe('v2');
  });

  it('defaults to the built version 202505061429', () => {
    const s = memory({});
    checkAppVersion(s, () => undefined);
    expect(s.data.get('appVersion')).toBe('202505061429');
  });
});
