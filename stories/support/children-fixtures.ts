// The shipped parent/children pair (作业检查库 → 检查项) for the runtime's stories and tests: the two files,
// the child schema of the `items` key as the form and detail receive it, and a library with its rows shaped
// like the API's detail (docs/schema-engine.md "Children").
import checkLibraryFile from '../../schemas/modules/tszy/resources/check-library.json';
import checkItemFile from '../../schemas/modules/tszy/resources/check-item.json';
import type { ChildSchema, ChildSchemas } from '../../src/runtime/child-schemas.ts';
import type { ResourceRecord } from '../../src/runtime/resource-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

/** schemas/modules/tszy/resources/check-library.json (children: items → check-item). */
export const CHECK_LIBRARY = checkLibraryFile as unknown as ResourceFile;

/** schemas/modules/tszy/resources/check-item.json (the rows; `libraryId` refers to the library). */
export const CHECK_ITEM = checkItemFile as unknown as ResourceFile;

/** The `items` key with its child resource, as useChildSchemas answers it. */
export const CHECK_ITEMS_CHILD: ChildSchema = { spec: CHECK_LIBRARY.children![0], resource: CHECK_ITEM, hiddenFields: [] };

export const CHECK_LIBRARY_CHILDREN: ChildSchemas = { items: CHECK_ITEMS_CHILD };

const system = (id: number) => ({ status: 1, sortOrder: id, createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', createdBy: 5, updatedBy: 5 });

/** A library with three rows, as its detail answers it. */
export const HOT_WORK_LIBRARY: ResourceRecord & { items: ResourceRecord[] } = {
  id: 7,
  name: '动火作业检查库',
  workType: 'DONG_HUO',
  basis: 'GB 30871-2022 第5章',
  ...system(7),
  items: [
    { id: 71, libraryId: 7, content: '动火点周围15m内可燃物已清理', basis: '5.2.1', score: 10, important: true, ...system(1) },
    { id: 72, libraryId: 7, content: '动火分析合格且在有效期内', basis: '5.2.4', score: 20, important: true, ...system(2) },
    { id: 73, libraryId: 7, content: '灭火器材和监火人已到位', basis: '5.2.6', score: 10, important: false, ...system(3) },
  ],
};
