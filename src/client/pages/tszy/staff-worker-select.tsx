// The 本单位人员 cell of a 作业人 row (issue 16 item 4): a search over the enterprise's staff (`POST
// /user/staffinfo/list`); choosing one names it on the row (`renYuan`) and fills the row's name and the number of the
// certificate the kind requires (GET /{kind}/workerCertificate). The server refuses at this cell a person without
// a valid required certificate.
import type { PickOption } from '../../../runtime/resource-client.ts';
import { searchPeople } from '../../api/pick-options-http.ts';
import { PersonSearchSelect } from './person-search-select.tsx';
import { t } from './permit-labels.ts';

const optionLabel = (p: PickOption) => (p.extra ? t('permitsui.lists.staffOption', { name: p.name, extra: p.extra }) : p.name);

export function StaffWorkerSelect(props: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  /** The staff member chosen (null when cleared), to fill the row's other cells. */
  onPicked: (p: PickOption | null) => void;
  label: string;
  /** The name of the person the value holds (the row's 作业人姓名), shown while the search does not offer them. */
  knownName?: string;
}) {
  return <PersonSearchSelect {...props} search={searchPeople} optionLabel={optionLabel} notFound={t('permitsui.lists.noStaff')} />;
}
