// The permit slots' screen of 流程配置 (src/domain/slot-roles-config.ts): the roles chosen for one kind become the
// kind's part of POST /tszy/roleConfig, only where they differ from GB 30871's defaults, replacing the stored part.
import { describe, expect, it } from 'vitest';
import { approvalSlots } from '../../src/domain/approval-slots.ts';
import { kindSlotConfig, NO_GRADE, withKindConfig } from '../../src/domain/slot-roles-config.ts';

describe('kindSlotConfig', () => {
  it('keeps nothing when every slot has its default roles, in any order or by id', () => {
    expect(kindSlotConfig('MANG_BAN', { [NO_GRADE]: { fuZeRen: [], suoZaiDanWei: ['workshopDirector'], wanGongYanShou: [770] } })).toBeUndefined();
    expect(kindSlotConfig('GAO_CHU', {})).toBeUndefined();
  });

  it('keeps a kind without grades under slots, with roles as codes', () => {
    expect(kindSlotConfig('DONG_TU', { [NO_GRADE]: { huiQian: [769, 'workshopDirector'], shenPiBuMen: ['safetyDept'] } })).toEqual({
      slots: { huiQian: ['safetyDept', 'workshopDirector'] },
    });
  });

  it('keeps a graded kind per grade, only the grades that differ; the slots in force then are the chosen', () => {
    const part = kindSlotConfig('GAO_CHU', {
      I: { shenHeBuMen: ['safetyDept'] },
      II: { shenPiBuMen: ['generalManager'], suoZaiDanWei: ['workshopDirector'] },
    });
    expect(part).toEqual({ grades: { II: { shenPiBuMen: ['generalManager'] } } });
    const inForce = approvalSlots('GAO_CHU', 'II', { GAO_CHU: part });
    expect(inForce.find((s) => s.key === 'shenPiBuMen')?.roles).toEqual(['generalManager']);
    expect(approvalSlots('GAO_CHU', 'I', { GAO_CHU: part }).find((s) => s.key === 'shenPiBuMen')?.roles).toEqual(['workshopDirector']);
  });

  it('keeps an emptied start or finish slot (anyone may act) and an emptied approve slot (for the server to refuse)', () => {
    expect(kindSlotConfig('SHOU_XIAN', { [NO_GRADE]: { wanGongYanShou: [], suoZaiDanWei: [] } })).toEqual({ slots: { suoZaiDanWei: [], wanGongYanShou: [] } });
  });
});

describe('withKindConfig', () => {
  const stored = { GAO_CHU: { slots: { suoZaiDanWei: ['safetyDept'] } }, DONG_TU: { slots: { huiQian: ['workshopDirector'] } } };

  it('replaces the kind\u2019s part and keeps the others', () => {
    expect(withKindConfig(stored, 'GAO_CHU', { grades: { I: { shenPiBuMen: ['generalManager'] } } })).toEqual({
      GAO_CHU: { grades: { I: { shenPiBuMen: ['generalManager'] } } },
      DONG_TU: { slots: { huiQian: ['workshopDirector'] } },
    });
  });

  it('removes the kind\u2019s part to restore the defaults, without changing the stored object', () => {
    expect(withKindConfig(stored, 'DONG_TU', undefined)).toEqual({ GAO_CHU: { slots: { suoZaiDanWei: ['safetyDept'] } } });
    expect(stored.DONG_TU).toBeDefined();
  });
});
