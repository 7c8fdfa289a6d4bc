// The small form of a workflow action as a resource of its own, so that the runtime's SchemaForm renders it with
// the field components of the record's form: the `require`d fields (required) and the `editable` ones, taken from
// the record's form, then the opinion (required, optional, or left out), and for approval ops the person
// (加签, 转办), the position (加签 before or after oneself) and the step a 退回 goes to. Pure.
import type { FieldSchema, ResourceFile } from '../../schema/resource-types.ts';
import type { ActBody, ApprovalStepView, WorkflowOffer } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(wfuiZh);

/** Names of the form's own inputs (not fields of the record). */
export const OPINION = 'wfOpinion';
export const STAFF = 'wfStaffId';
export const POSITION = 'wfPosition';
export const TO_STEP = 'wfToStep';

export const OPINION_MAX = 500;
const APPLICANT = 'applicant';

/** The approval ops that hand the step to a person. */
const WITH_PERSON = new Set(['approval/add-signer', 'approval/transfer']);

/** The record's fields the action's form shows: the required ones first, then the editable ones. */
export function actionFields(resource: ResourceFile, offer: WorkflowOffer): string[] {
  const names = [...offer.require, ...offer.editable.filter((f) => !offer.require.includes(f))];
  return names.filter((n) => Object.hasOwn(resource.form.properties, n));
}

/** Whether the action needs a form (fields, an opinion, a person), or only its confirmation. */
export function needsForm(offer: WorkflowOffer): boolean {
  return offer.opinion !== 'none' || offer.require.length > 0 || offer.editable.length > 0 || WITH_PERSON.has(offer.action) || offer.action === 'approval/return';
}

/** The resource the action's form renders. */
export function actionResource(resource: ResourceFile, offer: WorkflowOffer, steps: readonly ApprovalStepView[] = []): ResourceFile {
  const fields = actionFields(resource, offer);
  const properties: Record<string, FieldSchema> = {};
  for (const name of fields) {
    // Reactions read fields the small form does not have: the field stands alone here.
    const { 'x-reactions': _reactions, ...field } = resource.form.properties[name];
    properties[name] = { ...field, 'x-decorator': 'FormItem' };
  }
  const required = offer.require.filter((f) => fields.includes(f));
  if (WITH_PERSON.has(offer.action)) {
    properties[STAFF] = {
      type: 'integer',
      title: offer.action === 'approval/transfer' ? t('wfui.form.transferTo') : t('wfui.form.signer'),
      'x-ref': { resource: 'staff' },
      'x-decorator': 'FormItem',
      'x-component': 'PersonPicker',
    };
    required.push(STAFF);
  }
  if (offer.action === 'approval/add-signer') {
    properties[POSITION] = {
      type: 'string',
      title: t('wfui.form.position'),
      default: 'after',
      enum: [
        { label: t('wfui.form.before'), value: 'before' },
        { label: t('wfui.form.after'), value: 'after' },
      ],
      'x-decorator': 'FormItem',
      'x-component': 'Radio.Group',
    };
    required.push(POSITION);
  }
  if (offer.action === 'approval/return') {
    const earlier = steps.filter((s) => s.status === 'done' || s.status === 'approved');
    properties[TO_STEP] = {
      type: 'string',
      title: t('wfui.form.returnTo'),
      default: APPLICANT,
      enum: [{ label: t('wfui.form.applicant'), value: APPLICANT }, ...earlier.map((s) => ({ label: s.title, value: s.key }))],
      'x-decorator': 'FormItem',
      'x-component': 'Select',
    };
  }
  if (offer.opinion !== 'none') {
    properties[OPINION] = {
      type: 'string',
      title: t('wfui.form.opinion'),
      maxLength: OPINION_MAX,
      'x-decorator': 'FormItem',
      'x-component': 'Input.TextArea',
    };
    if (offer.opinion === 'required') required.push(OPINION);
  }
  // Only the form: the record's rules, children and layout concern the whole record.
  return {
    key: `${resource.key}--${offer.action.replace('/', '-')}`,
    title: resource.title,
    module: resource.module,
    endpoint: resource.endpoint,
    actions: [],
    permissions: resource.permissions,
    form: { type: 'object', required, properties },
    list: { columns: [] },
    ...(resource.lookups ? { lookups: resource.lookups } : {}),
  };
}

/** The body of the action from the form's values (blank values are already left out by the form). */
export function actionBody(resource: ResourceFile, offer: WorkflowOffer, id: number, values: Record<string, unknown>): ActBody {
  const body: ActBody = { id };
  const fields: Record<string, unknown> = {};
  for (const name of actionFields(resource, offer)) if (values[name] !== undefined) fields[name] = values[name];
  if (Object.keys(fields).length > 0) body.fields = fields;
  if (typeof values[OPINION] === 'string' && values[OPINION] !== '') body.opinion = values[OPINION];
  if (typeof values[STAFF] === 'number') body.staffId = values[STAFF];
  if (values[POSITION] === 'before' || values[POSITION] === 'after') body.position = values[POSITION];
  if (typeof values[TO_STEP] === 'string') body.toStep = values[TO_STEP];
  return body;
}
