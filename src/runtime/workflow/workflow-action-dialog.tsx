// One workflow action on one record: a dialog with the action's confirmation and its small form (action-form.ts:
// the fields it requires or may set, the opinion, the person of 加签/转办), submitted as `POST {ep}/{action}`.
// A refusal (409 with its reason, 400 naming a field) stays in the form, beside its buttons. An action without a
// form asks its confirmation only, and a refusal shows as a message. `useWorkflowAction` gives a screen both.
// An action whose offer asks for a signature or the phone's position (issue 15) shows SiteStep above its form
// and sends the ids it gives (`signatureId`, `positionId`); a required one missing stops the submit.
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Modal, message } from 'antd';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { failureText } from '../client-failure.ts';
import type { ResourceRecord } from '../resource-client.ts';
import { SchemaForm } from '../schema-form.tsx';
import { actionBody, actionResource, needsForm } from './action-form.ts';
import { useWorkflowClient, type ApprovalStepView, type WorkflowClient, type WorkflowOffer } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';
import { SiteStep, type SiteProof } from '../phone/site-step.tsx';
import { signuiZh } from '../../domain/i18n/zh/signui.ts';

const t = textOf(wfuiZh);
const ts = textOf(signuiZh);

/** Whether the offer asks for anything on site. */
const asksSite = (offer: WorkflowOffer): boolean => offer.signature !== undefined || offer.location !== undefined;

export interface WorkflowActionDialogProps {
  resource: ResourceFile;
  record: ResourceRecord;
  /** The action (null: closed). */
  offer: WorkflowOffer | null;
  /** The approval's steps (退回 may go back to one that is done). */
  steps?: readonly ApprovalStepView[];
  onClose: () => void;
  /** After the action succeeded, with the updated record. */
  onDone: (record: ResourceRecord, offer: WorkflowOffer) => void;
}

/** The dialog of an action with a form. */
export function WorkflowActionDialog({ resource, record, offer, steps, onClose, onDone }: WorkflowActionDialogProps) {
  const client = useWorkflowClient();
  const form = useMemo(() => (offer ? actionResource(resource, offer, steps) : null), [resource, offer, steps]);
  const initial = useMemo(() => {
    if (!form) return undefined;
    const values: Record<string, unknown> = {};
    for (const name of Object.keys(form.form.properties)) if (record[name] !== undefined && record[name] !== null) values[name] = record[name];
    return values;
  }, [form, record]);
  const [site, setSite] = useState<SiteProof>({ ready: false });
  const submit = async (values: Record<string, unknown>) => {
    if (!offer || !client) return;
    const body = actionBody(resource, offer, record.id, values);
    if (asksSite(offer)) {
      if (!site.ready) throw new Error(ts('signui.dialog.signFirst'));
      if (site.signatureId !== undefined) body.signatureId = site.signatureId;
      if (site.positionId !== undefined) body.positionId = site.positionId;
    }
    const updated = await client.act(resource, offer.action, body);
    void message.success(t('wfui.action.done', { label: offer.label }));
    onDone(updated ?? record, offer);
  };
  return (
    <Modal
      title={offer ? t('wfui.action.title', { label: offer.label }) : ''}
      open={offer !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={560}
    >
      {offer?.confirm && <Alert type="warning" showIcon message={offer.confirm} style={{ marginBottom: 16 }} data-testid="workflow-confirm" />}
      {offer && asksSite(offer) && <SiteStep offer={offer} resource={resource.key} recordId={record.id} onChange={setSite} />}
      {form && offer && <SchemaForm key={offer.action} resource={form} initialValues={initial} onSubmit={submit} onCancel={onClose} submitText={offer.label} />}
    </Modal>
  );
}

/** Runs an action that needs no form, after its confirmation (a refusal as a message). */
function confirmAndRun(
  modal: ReturnType<typeof Modal.useModal>[0],
  client: WorkflowClient,
  resource: ResourceFile,
  record: ResourceRecord,
  offer: WorkflowOffer,
  onDone: (record: ResourceRecord, offer: WorkflowOffer) => void,
): void {
  void modal.confirm({
    title: t('wfui.action.title', { label: offer.label }),
    content: offer.confirm ?? t('wfui.action.confirm', { label: offer.label }),
    okText: offer.label,
    cancelText: t('wfui.cancel'),
    onOk: async () => {
      try {
        const updated = await client.act(resource, offer.action, { id: record.id });
        void message.success(t('wfui.action.done', { label: offer.label }));
        onDone(updated ?? record, offer);
      } catch (e) {
        void message.error(failureText(e, t('wfui.action.failed')));
      }
    },
  });
}

/**
 * The actions of a screen: `start(record, offer)` opens the action's dialog (or its confirmation); `holder` is
 * rendered once by the screen.
 */
export function useWorkflowAction(
  resource: ResourceFile,
  onDone: (record: ResourceRecord, offer: WorkflowOffer) => void,
  steps?: readonly ApprovalStepView[],
): { start: (record: ResourceRecord, offer: WorkflowOffer) => void; holder: ReactNode } {
  const client = useWorkflowClient();
  const [modal, modalHolder] = Modal.useModal();
  const [open, setOpen] = useState<{ record: ResourceRecord; offer: WorkflowOffer } | null>(null);
  const start = (record: ResourceRecord, offer: WorkflowOffer) => {
    if (!client) return;
    if (needsForm(offer) || asksSite(offer)) setOpen({ record, offer });
    else confirmAndRun(modal, client, resource, record, offer, onDone);
  };
  const holder = (
    <>
      {modalHolder}
      {open && (
        <WorkflowActionDialog
          resource={resource}
          record={open.record}
          offer={open.offer}
          steps={steps}
          onClose={() => setOpen(null)}
          onDone={(r, o) => {
            setOpen(null);
            onDone(r, o);
          }}
        />
      )}
    </>
  );
  return { start, holder };
}
