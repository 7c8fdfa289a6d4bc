// A checklist task on the phone (/zax/m/x/qing-dan/task/:id, opened from 待办): the desktop's 任务详情 items in one
// column, each item sent through phoneSend (its idempotency key; kept in the outbox without signal), photos taken with
// the phone's upload, and the hidden danger an abnormal item registered opened on the phone's record page.
import { useParams } from 'react-router-dom';
import { fxfjgkZh } from '../../../../domain/i18n/zh/fxfjgk.ts';
import { PHONE_PATHS, phoneRecordPath } from '../../../../domain/phone-paths.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { TaskItems, type SaveItem } from '../../../pages/qing-dan/task-items.tsx';
import { PhoneClients } from '../../phone-clients.tsx';
import { phoneSend } from '../../phone-send.ts';
import { PhonePageFrame } from '../../phone-page.tsx';

const t = textOf(fxfjgkZh);
const ITEM_URL = '/u-basic/checklist-task-item';

export default function TaskPhonePage() {
  const { id } = useParams();
  const taskId = Number(id);
  const save: SaveItem = async (body) => {
    const sent = await phoneSend<Record<string, unknown> & { id: number }>({
      method: 'PUT',
      url: ITEM_URL,
      body,
      label: `${t('fxfjgk.qd.phone.title')} #${taskId} · ${t('fxfjgk.qd.page.items')} #${body.id}`,
      page: PHONE_PATHS.checklistTask.replace(':id', String(taskId)),
    });
    return sent.status === 'sent' ? (sent.data ?? { id: body.id }) : null;
  };
  return (
    <PhonePageFrame title={t('fxfjgk.qd.phone.title')} back>
      {/* Photos go up through the phone's resource client (at once, or kept in the outbox without signal). */}
      <PhoneClients>
        <TaskItems taskId={taskId} compact save={save} dangerPath={(danger) => phoneRecordPath('hidden-danger', danger)} />
      </PhoneClients>
    </PhonePageFrame>
  );
}
