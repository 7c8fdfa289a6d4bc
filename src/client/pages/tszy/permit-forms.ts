// The form file of each permit kind (schemas/modules/tszy/permits/<kind-kebab>.json): the file the server's saveOrUpdate
// schema is made of (src/server/permits/permit-form-schemas.ts). The runtime form, the detail and the print view render
// the kind's file as the enterprise tailored it (use-permit-form-file.ts); this one serves until that is had, and where
// no enterprise is known (the stories, the designer's preview). The server checks the files at start, and
// tests/unit/permit-form-files.test.ts in the suite, so the client takes them as they are.
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import type { ResourceFile } from '../../../schema/resource-types.ts';
import dianQiGeLi from '../../../../schemas/modules/tszy/permits/dian-qi-ge-li.json';
import diaoZhuang from '../../../../schemas/modules/tszy/permits/diao-zhuang.json';
import dongHuo from '../../../../schemas/modules/tszy/permits/dong-huo.json';
import dongTu from '../../../../schemas/modules/tszy/permits/dong-tu.json';
import duanLu from '../../../../schemas/modules/tszy/permits/duan-lu.json';
import gaoChu from '../../../../schemas/modules/tszy/permits/gao-chu.json';
import mangBan from '../../../../schemas/modules/tszy/permits/mang-ban.json';
import shouXian from '../../../../schemas/modules/tszy/permits/shou-xian.json';
import yiBanShiGong from '../../../../schemas/modules/tszy/permits/yi-ban-shi-gong.json';
import yongDian from '../../../../schemas/modules/tszy/permits/yong-dian.json';

/** The form file of each kind (JSON imports are typed by their content; the files are resource files). */
export const PERMIT_FORMS: Readonly<Record<PermitKind, ResourceFile>> = Object.freeze({
  DONG_HUO: dongHuo,
  SHOU_XIAN: shouXian,
  MANG_BAN: mangBan,
  GAO_CHU: gaoChu,
  DIAO_ZHUANG: diaoZhuang,
  YONG_DIAN: yongDian,
  DONG_TU: dongTu,
  DUAN_LU: duanLu,
  YI_BAN_SHI_GONG: yiBanShiGong,
  DIAN_QI_GE_LI: dianQiGeLi,
} as unknown as Record<PermitKind, ResourceFile>);
