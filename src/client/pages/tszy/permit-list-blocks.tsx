// The list parts of the permit form as form blocks (`x-block` of the kind's file, registered in blocks.ts): each one
// edits its field of the runtime form through the antd bridge (permit-antd-bridge.tsx).
import type { FormBlockProps } from '../../../runtime/form-blocks-context.ts';
import { PermitAntdBridge } from './permit-antd-bridge.tsx';
import { PermitBriefingBlock, PermitHazardList } from './permit-briefing-form.tsx';
import { usePermitForm } from './permit-form-context.ts';
import { RelatedList, WorkerList } from './permit-form-lists.tsx';
import { PermitMeasureList } from './permit-measure-list.tsx';

/** A worker's certificate is checked valid on the planned start. */
const WORKER_READS = ['jiHuaKaiShiShiJian'];
/** The measure templates are chosen by the grade the form gives (chosenGrade, src/domain/permit-measures.ts). */
const MEASURE_READS = ['dongHuoJiBie', 'zuoYeGaoDu', 'keGuanWeiXianYinSu', 'diaoZhuangZhiLiang'];
/** The briefing lists the workers and who of them signed. */
const BRIEFING_READS = ['zuoYeRen'];

/** `tszy/permit-workers` on 作业人 (zuoYeRen). */
export function PermitWorkersBlock(props: FormBlockProps) {
  const { kind } = usePermitForm();
  return (
    <PermitAntdBridge name="zuoYeRen" reads={WORKER_READS} block={props}>
      <WorkerList kind={kind} />
    </PermitAntdBridge>
  );
}

/** `tszy/permit-related` on 关联的特殊作业 (guanLianZuoYe). */
export function PermitRelatedBlock(props: FormBlockProps) {
  return (
    <PermitAntdBridge name="guanLianZuoYe" block={props}>
      <RelatedList />
    </PermitAntdBridge>
  );
}

/** `tszy/permit-measures` on 安全措施 (anQuanCuoShi): rows, and the measures of the templates for the kind and grade. */
export function PermitMeasuresBlock(props: FormBlockProps) {
  const { kind } = usePermitForm();
  return (
    <PermitAntdBridge name="anQuanCuoShi" reads={MEASURE_READS} block={props}>
      <PermitMeasureList kind={kind} />
    </PermitAntdBridge>
  );
}

/** `tszy/permit-hazards` on 工作危害分析 (fengXianFenXi). */
export function PermitHazardsBlock(props: FormBlockProps) {
  return (
    <PermitAntdBridge name="fengXianFenXi" block={props}>
      <PermitHazardList />
    </PermitAntdBridge>
  );
}

/** `tszy/permit-briefing` on 安全交底 (anQuanJiaoDi): who briefed, when, what; the workers' signatures of the saved permit. */
export function PermitBriefingFormBlock(props: FormBlockProps) {
  const { saved } = usePermitForm();
  return (
    <PermitAntdBridge name="anQuanJiaoDi" reads={BRIEFING_READS} block={props}>
      <PermitBriefingBlock signatures={saved ? (saved.anQuanJiaoDi?.qianZi ?? []) : null} />
    </PermitAntdBridge>
  );
}
