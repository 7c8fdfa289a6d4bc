// Ids of records that exist, for the reference fields of generated sample records (a sample's made-up id
// names nothing, and the reference hook refuses it): the first live record of the target that the demo
// enterprise may name (a shared resource's platform rows count), or one written from the target's own
// sample when there is none. Cached per database.
import { departmentLevels, personLevel } from '../../../src/domain/person-level.ts';
import { refFields } from '../../../src/schema/keywords/ref-fields.ts';
import { listDepartments } from '../../../src/server/routes/user/department-store.ts';
import type { ResourceFile } from '../../../src/schema/resource-types.ts';
import type { Queryable } from '../../../src/server/db/db.ts';
import { resourceRegistry, tableName } from '../../../src/server/resources/registry.ts';
import { validRecord, type SampleRecord } from '../../unit/helpers/sample-records.ts';

const TENANT = 1001;

export class RefTargetIds {
  private readonly cache = new Map<string, number>();

  constructor(private readonly db: Queryable) {}

  /** A live record of a reference's target (a resource key or an entity) that the enterprise may name. */
  async of(kind: string): Promise<number> {
    const hit = this.cache.get(kind);
    if (hit !== undefined) return hit;
    let id: number;
    if (kind === 'enterprise') id = TENANT;
    else if (kind === 'staff' || kind === 'department') {
      const table = kind === 'staff' ? 'staffinfo' : 'departmentinfo';
      id = Number((await this.db.query<{ id: number }>(`select id from ${table} where tenant_id = $1 and not deleted order by id limit 1`, [TENANT]))[0].id);
    } else {
      const table = tableName(kind);
      const [row] = await this.db.query<{ id: number }>(`select id from ${table} where tenant_id in ($1, 0) and not deleted order by id limit 1`, [TENANT]);
      const sample = JSON.stringify(validRecord(resourceRegistry().byKey.get(kind)!));
      id = row ? Number(row.id) : Number((await this.db.query<{ id: number }>(`insert into ${table} (tenant_id, data) values ($1, $2) returning id`, [TENANT, sample]))[0].id);
    }
    this.cache.set(kind, id);
    return id;
  }

  /**
   * The sample's reference fields given ids of records that exist, in place; with `requiredOnly` the
   * optional ones are left out instead.
   */
  async fill(r: ResourceFile, sample: SampleRecord, opts: { requiredOnly?: boolean } = {}): Promise<SampleRecord> {
    for (const f of refFields(r)) {
      if (opts.requiredOnly && !(r.form.required ?? []).includes(f.field)) {
        delete sample[f.field];
        continue;
      }
      if (!opts.requiredOnly && sample[f.field] === undefined) continue;
      const id = await this.of(f.ref.resource);
      sample[f.field] = f.multiple ? [id] : id;
    }
    await this.fit(r, sample);
    return sample;
  }

  private trainee?: number;

  /** A control task is checked by a person of its level (fxfjgk-control.ts): the sample takes its checker's level. */
  private async fitControlTask(sample: SampleRecord): Promise<void> {
    if (sample.checkerId === undefined || sample.checkerId === null) return;
    const [person] = await this.db.query<{ department: number | null }>('select department_id as department from staffinfo where id = $1', [Number(sample.checkerId)]);
    const levels = departmentLevels(await listDepartments(this.db, TENANT));
    const level = personLevel(person?.department === null || person?.department === undefined ? null : Number(person.department), levels);
    if (level !== null) sample.controlLevel = level;
  }

  /**
   * A contractor session's trainee names a worker of the session's contractor (cbs.traineeOfContractor): the
   * parent's sample names the first contractor, so the row names a worker of that contractor (one is written when
   * it has none).
   */
  private async fitTrainee(sample: SampleRecord): Promise<void> {
    if (this.trainee === undefined) {
      const contractorId = await this.of('contractor-info');
      const table = tableName('contractor-user');
      const [row] = await this.db.query<{ id: number }>(`select id from ${table} where tenant_id = $1 and not deleted and data->>'contractorId' = $2 order by id limit 1`, [
        TENANT,
        String(contractorId),
      ]);
      const worker = { ...validRecord(resourceRegistry().byKey.get('contractor-user')!), contractorId };
      this.trainee = row
        ? Number(row.id)
        : Number((await this.db.query<{ id: number }>(`insert into ${table} (tenant_id, data) values ($1, $2) returning id`, [TENANT, JSON.stringify(worker)]))[0].id);
    }
    if (sample.contractorUserId !== undefined) sample.contractorUserId = this.trainee;
  }

  private permitCheck?: { permitNumber: string; libraryId: number; itemId: number };

  /**
   * Facts of the demo that a module's hooks need to fit together, beyond references: a 作业检查记录 names a
   * permit in progress and a check library of its kind, and its rows an item of that library (tszy.checkRecord,
   * tszy.checkResult).
   */
  private openTask?: number;

  /** A checklist task's item may be added only while its task is not done (qing-dan.taskItem): the demo's are done. */
  private async fitTaskItem(sample: SampleRecord): Promise<void> {
    if (this.openTask === undefined) {
      const table = tableName('checklist-task');
      const [row] = await this.db.query<{ id: number }>(`select id from ${table} where tenant_id = $1 and not deleted and data->>'state' is distinct from 'done' order by id limit 1`, [TENANT]);
      const task = { ...validRecord(resourceRegistry().byKey.get('checklist-task')!), state: 'pending' };
      this.openTask = row
        ? Number(row.id)
        : Number((await this.db.query<{ id: number }>(`insert into ${table} (tenant_id, data) values ($1, $2) returning id`, [TENANT, JSON.stringify(task)]))[0].id);
    }
    if (sample.taskId !== undefined) sample.taskId = this.openTask;
  }

  private async fit(r: ResourceFile, sample: SampleRecord): Promise<void> {
    if (r.key === 'contractor-training-trainee') return this.fitTrainee(sample);
    if (r.key === 'checklist-task-item') return this.fitTaskItem(sample);
    if (r.key === 'control-task') return this.fitControlTask(sample);
    if (r.key !== 'check-record' && r.key !== 'check-result') return;
    if (!this.permitCheck) {
      const [p] = await this.db.query<{ number: string; kind: string }>(
        "select number, kind from permit where tenant_id = $1 and state = 'IN_PROGRESS' order by id limit 1",
        [TENANT],
      );
      const [lib] = await this.db.query<{ id: number }>(`insert into ${tableName('check-library')} (tenant_id, data) values ($1, $2) returning id`, [
        TENANT,
        JSON.stringify({ name: '样例检查库', workType: p.kind }),
      ]);
      const [item] = await this.db.query<{ id: number }>(`insert into ${tableName('check-item')} (tenant_id, data) values ($1, $2) returning id`, [
        TENANT,
        JSON.stringify({ libraryId: Number(lib.id), content: '样例检查项' }),
      ]);
      this.permitCheck = { permitNumber: p.number, libraryId: Number(lib.id), itemId: Number(item.id) };
    }
    if (r.key === 'check-record') {
      if (sample.permitNumber !== undefined) sample.permitNumber = this.permitCheck.permitNumber;
      if (sample.libraryId !== undefined) sample.libraryId = this.permitCheck.libraryId;
    } else {
      if (sample.itemId !== undefined) sample.itemId = this.permitCheck.itemId;
      if (sample.passed === false && !sample.description) sample.description = '样例问题';
    }
  }
}
