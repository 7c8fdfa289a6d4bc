// The saveOrUpdate body of the permit forms (src/client/pages/tszy/permit-form-values.ts): times as ISO strings, empty
// members of rows and groups left out, and a position on the plant map sent as it is: a polygon's rings are arrays of
// arrays, which were once turned into objects ({0: [x, y], ...}) and refused by the server as no polygon.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cleanObject, cleanValue } from '../../src/client/pages/tszy/permit-form-values.ts';

const AREA = { type: 'Polygon', coordinates: [[[120, 320], [200, 320], [200, 400], [120, 400], [120, 320]]] };

describe('the permit body', () => {
  it('sends a polygon site (an area picked, or drawn) and a point unchanged', () => {
    expect(cleanObject({ zuoYeWeiZhi: AREA })).toEqual({ zuoYeWeiZhi: AREA });
    expect(cleanValue({ type: 'Point', coordinates: [400, 250] })).toEqual({ type: 'Point', coordinates: [400, 250] });
  });

  it('leaves the empty members of rows and groups out, times as ISO strings', () => {
    const at = dayjs('2026-12-01T08:00:00+08:00');
    expect(
      cleanObject({ zuoYeRen: [{ xingMing: '孙焊工', zhengShuHao: '', renYuan: null }], anQuanJiaoDi: { jiaoDiRen: '', jiaoDiShiJian: at }, beiZhu: '', kong: {} }),
    ).toEqual({ zuoYeRen: [{ xingMing: '孙焊工' }], anQuanJiaoDi: { jiaoDiShiJian: at.toISOString() } });
  });
});
