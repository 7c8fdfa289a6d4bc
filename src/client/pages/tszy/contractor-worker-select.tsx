// The 承包商人员 cell of a 作业人 row (issue 20 item 4): a search over the contractor workers (承包商管理); choosing
// one names it on the row (`chengBaoShangRenYuan`) and fills the row's name and certificate. The server decides
// whether the worker may be named (its contractor admitted, its admission and training valid, the certificate the
// kind requires) and refuses at this cell otherwise; the search (GET /tszy/contractorWorkers) says so beforehand, and a
// worker who may not be named is offered disabled with the reason.
import { searchContractorWorkers, type ContractorWorker } from '../../api/permit-api.ts';
import { PersonSearchSelect } from './person-search-select.tsx';
import { t } from './permit-labels.ts';

const optionLabel = (w: ContractorWorker) => (w.certNo ? t('permitsui.lists.contractorWorkerOption', { name: w.name, certNo: w.certNo }) : w.name);

const refusalOf = (w: ContractorWorker) => w.refusal;

export function ContractorWorkerSelect(props: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  /** The worker chosen (null when cleared), to fill the row's other cells. */
  onPicked: (w: ContractorWorker | null) => void;
  label: string;
  /** The name of the person the value holds (the row's 作业人姓名), shown while the search does not offer them. */
  knownName?: string;
}) {
  return <PersonSearchSelect {...props} search={searchContractorWorkers} optionLabel={optionLabel} refusalOf={refusalOf} notFound={t('permitsui.lists.noContractorWorker')} />;
}
