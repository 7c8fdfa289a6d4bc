// Mode `schema` of the form bench page: the product's runtime form (SchemaForm: compile-formily's schema,
// Formily with the runtime's components, the server's rules on every field), as the create drawer shows it.
import { SchemaForm } from '../../../src/runtime/schema-form.tsx';
import type { ResourceFile } from '../../../src/schema/resource-types.ts';

const save = async () => undefined;

export function BenchForm({ resource }: { resource: ResourceFile }) {
  return <SchemaForm resource={resource} onSubmit={save} submitText="提交" />;
}
