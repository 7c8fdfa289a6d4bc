// Block `tszy/permit-gas` (blocks.ts; placed by every permit form file's detail.blocks, titled by the file: 动火 and
// 受限空间 must pass within 30 minutes before the work): the permit's gas analyses with their verdicts, and 新增分析
// (several gases measured at one moment as one analysis) for a writer while the permit is recorded (draft to in
// progress). After an analysis the permit reloads (PermitDetailContext); outside the permit detail it shows nothing.
import type { PermitState } from '../../../domain/permit-lifecycle.ts';
import { permitApi } from '../../api/permit-api.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { GasAnalysisTable } from './gas-analysis-table.tsx';
import { usePermitDetail } from './permit-detail-context.ts';
import { usePermitWriter } from './use-permit-session.ts';

/** The states in which analyses are recorded. */
const RECORDING: readonly PermitState[] = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS'];

export default function PermitGasBlock(_: Partial<DetailBlockProps>) {
  const detail = usePermitDetail();
  const canWrite = usePermitWriter();
  if (!detail) return null;
  const { permit, reload } = detail;
  return (
    <GasAnalysisTable
      analyses={permit.analyses}
      canAdd={canWrite && RECORDING.includes(permit.zhuangTai)}
      onAdd={async (a) => {
        await permitApi.saveAnalysisSet(permit.zuoYeLeiXing, permit.id, a);
        reload();
      }}
    />
  );
}
