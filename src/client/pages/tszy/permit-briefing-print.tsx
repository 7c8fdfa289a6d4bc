// The job hazard analysis and the safety briefing on the printed Annex A sheet (issue 16 item 5): a row per analysis
// step (作业步骤, 危害因素, 控制措施, 分析人), the briefing (交底人 and time, content) and the workers' handwritten
// signatures of it; rows of the six-column table of permit-print-view.tsx.
import { Flex } from 'antd';
import { permitBriefingUiZh } from '../../../domain/i18n/zh/permit-briefing-ui.ts';
import { briefingOf, hazardSteps } from '../../../domain/permit-briefing.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { PermitView } from '../../api/permit-api.ts';
import { BriefingSignatureItem, legacyBriefingText } from './permit-briefing-view.tsx';
import { showTime, t } from './permit-labels.ts';

const tb = textOf(permitBriefingUiZh);

export function BriefingPrintRows({ permit }: { permit: PermitView }) {
  const steps = hazardSteps(permit);
  const b = briefingOf(permit);
  const legacy = legacyBriefingText(permit);
  return (
    <>
      <tr>
        <th scope="col">{tb('permitsui.jha.step')}</th>
        <th scope="col" colSpan={2}>
          {tb('permitsui.jha.hazard')}
        </th>
        <th scope="col" colSpan={2}>
          {tb('permitsui.jha.control')}
        </th>
        <th scope="col">{tb('permitsui.jha.analyst')}</th>
      </tr>
      {steps.map((s, i) => (
        <tr key={`jha-${i}`} data-jha={i}>
          <td>{s.buZhou ?? ''}</td>
          <td colSpan={2}>{s.weiHai ?? ''}</td>
          <td colSpan={2}>{s.kongZhi ?? ''}</td>
          <td>{s.fenXiRen ?? ''}</td>
        </tr>
      ))}
      <tr>
        <th scope="row">{tb('permitsui.briefing.briefer')}</th>
        <td colSpan={2}>{b.jiaoDiRen ?? ''}</td>
        <th scope="row">{tb('permitsui.briefing.time')}</th>
        <td colSpan={2}>{b.jiaoDiShiJian ? showTime(b.jiaoDiShiJian) : ''}</td>
      </tr>
      <tr>
        <th scope="row">{tb('permitsui.briefing.content')}</th>
        <td colSpan={5}>{[b.jiaoDiNeiRong, legacy].filter(Boolean).join(t('permitsui.sep.items'))}</td>
      </tr>
      <tr data-testid="briefing-print-signatures">
        <th scope="row">{tb('permitsui.briefing.signatures')}</th>
        <td colSpan={5}>
          <Flex gap={16} wrap>
            {(b.qianZi ?? []).map((s) => (
              <BriefingSignatureItem key={s.qianMing} s={s} height={36} />
            ))}
          </Flex>
        </td>
      </tr>
    </>
  );
}
