// `tszy/permit-grade` (form.x-blocks of the hot-work, height and lifting files): the grade the form gives as the user
// fills it in, with the rule that decided it (the domain's rules, src/domain/permit-grade.ts, without the site's
// weather and the enterprise's rest-day calendar, which the server adds on saving), and the grade the server decided
// for the permit as saved.
import { observer } from '@formily/react';
import { Alert, Space, Typography } from 'antd';
import { heightGrade, hotWorkGrade, liftingGrade, type GradeResult } from '../../../domain/permit-grade.ts';
import { parseGrade, type PermitKind } from '../../../domain/permit-kinds.ts';
import { gradeZh } from '../../../domain/i18n/zh/grade.ts';
import { rulesZh } from '../../../domain/i18n/zh/rules.ts';
import type { FormBlockProps } from '../../../runtime/form-blocks-context.ts';
import { sayText } from '../../../runtime/i18n/text-of.ts';
import { usePermitForm } from './permit-form-context.ts';
import { gradeName, t } from './permit-labels.ts';

const RULE_TEXTS = { ...rulesZh, ...gradeZh };

/** A planned start as an instant: with its zone, or a wall time of the sites (UTC+8) as the server reads it. */
function startOf(v: unknown): Date | null {
  if (typeof v !== 'string' || v === '') return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(v) ? v : `${v.replace(' ', 'T')}+08:00`;
  const d = new Date(zoned);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The grade the values give before saving, or null when they do not say enough yet. */
export function previewGrade(kind: PermitKind, values: Readonly<Record<string, unknown>>): GradeResult | null {
  if (kind === 'GAO_CHU' && typeof values.zuoYeGaoDu === 'number') {
    const hazards = Array.isArray(values.keGuanWeiXianYinSu) ? (values.keGuanWeiXianYinSu as string[]) : [];
    return heightGrade({ heightM: values.zuoYeGaoDu, hazards });
  }
  if (kind === 'DIAO_ZHUANG' && typeof values.diaoZhuangZhiLiang === 'number') return liftingGrade({ massT: values.diaoZhuangZhiLiang });
  if (kind === 'DONG_HUO') {
    const chosen = parseGrade(kind, values.dongHuoJiBie as string | undefined);
    const start = startOf(values.jiHuaKaiShiShiJian);
    if (!chosen || !start) return null;
    return hotWorkGrade({ chosen, start, outdoor: values.luTian === true, unitIsolated: values.geLiZhuangZhi === true });
  }
  return null;
}

export const PermitGradeBlock = observer(function PermitGradeBlock({ form }: FormBlockProps) {
  const { kind, saved } = usePermitForm();
  const preview = previewGrade(kind, form.values as Record<string, unknown>);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type={preview?.refused ? 'error' : 'info'}
        showIcon
        data-testid="permit-grade-preview"
        message={preview ? t('permitsui.edit.gradePreview', { grade: gradeName(preview.grade, null) }) : t('permitsui.edit.gradeUnknown')}
        description={
          preview ? (
            <>
              <div>{sayText(preview.rule, RULE_TEXTS)}</div>
              <Typography.Text type="secondary">{t('permitsui.edit.gradePreviewNote')}</Typography.Text>
            </>
          ) : undefined
        }
      />
      {saved?.jiBieYiJu && (
        <Alert
          type="success"
          showIcon
          message={t('permitsui.edit.grade', { grade: gradeName(saved.jiBieDaiMa, saved.zuoYeJiBie) })}
          description={saved.jiBieYiJu}
          data-testid="permit-grade"
        />
      )}
    </Space>
  );
});

export default PermitGradeBlock;
