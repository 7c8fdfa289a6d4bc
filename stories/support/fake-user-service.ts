// A fake of the /user service's staff and department calls, in memory, as a `BoundSend` for the bound
// client (src/runtime/bound-client.ts): stories render schemas/bindings files through the same bindings the
// app uses, without a server. Only the calls those files bind are answered; any other rejects, so a
// binding that drifts from the service shows in the story.
import type { BoundRequest } from '../../src/schema/keywords/binding-request.ts';
import type { BoundSend } from '../../src/runtime/bound-client.ts';
import { SAMPLE_DEPARTMENTS, SAMPLE_PEOPLE } from './sample-org.ts';

interface Staff {
  id: number;
  name: string;
  departmentId: number | null;
  post: string | null;
  mobile: string | null;
  gender: string | null;
  isContractor: boolean;
}

interface Department {
  id: number;
  parentId: number | null;
  name: string;
  deptType: string | null;
  leader: string | null;
  sort: number;
}

/** 一车间 sits under 生产部, as in the sample organisation. */
const PARENTS: Record<number, number> = { 3: 2 };

export interface FakeUserService {
  send: BoundSend;
  /** Every request sent, for play functions. */
  readonly sent: BoundRequest[];
  staff(): readonly Staff[];
}

const ok = (data: unknown) => ({ code: 0, msg: 'success', data });

export function createFakeUserService(staffCount = 23): FakeUserService {
  const staff: Staff[] = Array.from({ length: staffCount }, (_, i) => ({
    id: i + 1,
    name: SAMPLE_PEOPLE[i % SAMPLE_PEOPLE.length].name + (i < SAMPLE_PEOPLE.length ? '' : String(i + 1)),
    departmentId: SAMPLE_DEPARTMENTS[i % SAMPLE_DEPARTMENTS.length].id,
    post: i % 3 === 0 ? '安全员' : '操作工',
    mobile: `1380013${String(8000 + i)}`,
    gender: i % 2 ? '女' : '男',
    isContractor: i % 7 === 0,
  }));
  const departments: Department[] = SAMPLE_DEPARTMENTS.map((d, i) => ({
    id: d.id,
    parentId: PARENTS[d.id] ?? null,
    name: d.name,
    deptType: PARENTS[d.id] ? 'workshop' : null,
    leader: i === 0 ? '王工' : null,
    sort: i,
  }));
  const sent: BoundRequest[] = [];
  let nextId = staffCount + 1;

  const tree = (parentId: number | null): unknown[] =>
    departments.filter((d) => d.parentId === parentId).map((d) => ({ ...d, children: tree(d.id) }));

  async function send(req: BoundRequest): Promise<unknown> {
    sent.push(req);
    const body = req.data ?? {};
    const query = req.params ?? {};
    switch (`${req.method} ${req.url}`) {
      case 'POST /user/staffinfo/list': {
        const ids = Array.isArray(body.ids) ? body.ids.map(Number) : null;
        const name = typeof body.name === 'string' ? body.name : '';
        const found = staff.filter((s) => (!ids || ids.includes(s.id)) && s.name.includes(name)).reverse();
        const page = Number(body.page ?? 1);
        const limit = Number(body.limit ?? 20);
        return ok({ rows: found.slice((page - 1) * limit, page * limit), total: found.length });
      }
      case 'POST /user/staffinfo/save': {
        const s: Staff = { departmentId: null, post: null, mobile: null, gender: null, isContractor: false, ...(body as Partial<Staff>), id: nextId++, name: String(body.name ?? '') };
        staff.push(s);
        return ok(s);
      }
      case 'POST /user/staffinfo/update': {
        const s = staff.find((x) => x.id === Number(body.id));
        if (!s) throw { message: '人员不存在', status: 404 };
        Object.assign(s, body);
        return ok(s);
      }
      case 'GET /user/staffinfo/deleteById': {
        const at = staff.findIndex((x) => x.id === Number(query.id));
        if (at < 0) throw { message: '人员不存在', status: 404 };
        staff.splice(at, 1);
        return ok(null);
      }
      case 'GET /user/departmentinfo/list': {
        if (query.flat) return ok(departments);
        const name = typeof query.name === 'string' ? query.name : '';
        if (!name) return ok(tree(null));
        // The matches and their ancestors, as the service answers a search.
        const keep = new Set<number>();
        for (const d of departments.filter((x) => x.name.includes(name))) {
          for (let cur: Department | undefined = d; cur; cur = departments.find((p) => p.id === cur?.parentId)) keep.add(cur.id);
        }
        const pruned = (parentId: number | null): unknown[] =>
          departments.filter((d) => d.parentId === parentId && keep.has(d.id)).map((d) => ({ ...d, children: pruned(d.id) }));
        return ok(pruned(null));
      }
      default:
        throw { message: `[fake /user] no call ${req.method} ${req.url}`, status: 404 };
    }
  }

  return { send, sent, staff: () => staff };
}
