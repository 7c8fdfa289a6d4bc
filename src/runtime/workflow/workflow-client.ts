// What the workflow screens need from the server (the contract of issue 14: GET {ep}/state-counts, {ep}/actions,
// {ep}/history, {ep}/approval, POST {ep}/{action}, /workflow/config ...), as an interface: the app supplies it
// over its HTTP layer (src/client/api/workflow-client-http.ts), stories and tests a fake
// (stories/support/fake-workflow-client.ts). Optional: a screen without a provider shows no workflow parts.
import { createContext, useContext } from 'react';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { WhoSpec, WorkflowState } from '../../schema/workflow-types.ts';
import type { ListParams, ResourceRecord } from '../resource-client.ts';

/** One thing the signed-in person may do to a record now (`GET {ep}/actions?id=`). */
export interface WorkflowOffer {
  /** The route's name: a transition's action key, or `approval/approve` and the like. */
  action: string;
  label: string;
  kind: 'transition' | 'approval';
  opinion: 'required' | 'optional' | 'none';
  confirm?: string;
  /** Fields that must have a value after the action (shown in its form, required). */
  require: string[];
  /** Fields the action may set (shown in its form). */
  editable: string[];
  /** A handwritten signature asked with the action (issue 15): the dialog shows the pad, the body carries `signatureId`. */
  signature?: 'required' | 'optional';
  /** The phone's position asked with the action: the dialog reads it, the body carries `positionId`. */
  location?: 'required' | 'optional';
}

export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** One step of a record's life (`GET {ep}/history?id=`, oldest first). */
export interface HistoryEntry {
  id: number;
  action: string;
  actionLabel: string;
  fromState: string | null;
  toState: string | null;
  stepKey: string | null;
  actorId: number | null;
  actorName: string | null;
  /** The person a delegate (委托) acted for. */
  onBehalfOf: number | null;
  onBehalfOfName: string | null;
  opinion: string | null;
  changed: Record<string, FieldChange>;
  /** The signature the step was taken with (its image: SiteClient.imageUrl); absent from older servers. */
  signatureId?: number | null;
  /** The phone's position the step was taken with. */
  positionId?: number | null;
  at: string;
}

export type ApprovalStatus = 'waiting' | 'active' | 'done' | 'returned' | 'approved' | 'pending' | string;

export interface ApprovalTask {
  id: number;
  staffId: number;
  staffName: string;
  status: ApprovalStatus;
  actedBy: number | null;
  onBehalfOf: number | null;
  opinion: string | null;
  actedAt: string | null;
  addedBy: number | null;
}

export interface ApprovalStepView {
  key: string;
  title: string;
  mode: 'all' | 'any';
  status: ApprovalStatus;
  tasks: ApprovalTask[];
}

/** The approval of a record in a state with `approval` (`GET {ep}/approval?id=`). */
export interface ApprovalView {
  state: string;
  steps: ApprovalStepView[];
}

/** What an action sends: the record, the opinion, the fields; approval ops their own (staffId, position, toStep). */
export interface ActBody {
  id: number;
  opinion?: string;
  fields?: Record<string, unknown>;
  staffId?: number;
  position?: 'before' | 'after';
  toStep?: string;
  /** A signature drawn for the action (SiteClient.sign), when its offer asks for one. */
  signatureId?: number;
  /** The phone's position sent for the action (SiteClient.position), when its offer asks for it. */
  positionId?: number;
}

/** `{all: n, [stateKey]: n}` (`GET {ep}/state-counts`, the list's filters). */
export type StateCounts = Record<string, number>;

/** A transition as 流程配置 shows it: who the file names, and the enterprise's override when it has one. */
export interface ConfigTransition {
  action: string;
  label: string;
  from: string[];
  to: string;
  who: WhoSpec[];
  override?: WhoSpec[];
}

/** An approval slot the enterprise fills (its holders: staff or roles). */
export interface ConfigSlot {
  key: string;
  title?: string;
  staffIds?: number[];
  roles?: string[];
}

/** One workflow of the enterprise (`GET /workflow/config`). */
export interface WorkflowConfigEntry {
  resource: string;
  title: string;
  module: string | null;
  field: string;
  states: WorkflowState[];
  transitions: ConfigTransition[];
  slots: ConfigSlot[];
  version: number;
}

/** What `PUT /workflow/config/{resource}` takes. */
export interface WorkflowConfigInput {
  version: number;
  who: Record<string, WhoSpec[]>;
  slots: Record<string, { staffIds?: number[]; roles?: string[] }>;
}

/** A stored version of a resource's configuration (`GET /workflow/config/{resource}/versions`). */
export interface ConfigVersion {
  version: number;
  savedAt?: string;
  savedBy?: string | number | null;
  savedByName?: string | null;
}

export interface WorkflowClient {
  stateCounts(resource: ResourceFile, params: ListParams): Promise<StateCounts>;
  actions(resource: ResourceFile, id: number): Promise<WorkflowOffer[]>;
  /** Runs an action (`POST {ep}/{action}`); answers the updated record. A 409 rejects with the reason. */
  act(resource: ResourceFile, action: string, body: ActBody): Promise<ResourceRecord>;
  history(resource: ResourceFile, id: number): Promise<HistoryEntry[]>;
  approval(resource: ResourceFile, id: number): Promise<ApprovalView>;
  /** The person's warnings about a record become read (`POST /workflow/warnings/read-record`). */
  markRead(resourceKey: string, id: number): Promise<void>;
  config(): Promise<WorkflowConfigEntry[]>;
  saveConfig(resourceKey: string, input: WorkflowConfigInput): Promise<void>;
  versions(resourceKey: string): Promise<ConfigVersion[]>;
}

export const WorkflowClientContext = createContext<WorkflowClient | null>(null);

/** The workflow client, or null when the screen has none (a preview without a server): no workflow parts show. */
export function useWorkflowClient(): WorkflowClient | null {
  return useContext(WorkflowClientContext);
}
