import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { ApiError } from '../api/http.ts';

/**
 * Shows a refused request's field errors at their fields of an antd form (the request layer has already shown the
 * server's message); anything that is not a refusal is left alone.
 */
export function refusalAtFields<V>(form: FormInstance<V>, err: unknown): void {
  if (!(err instanceof ApiError)) return;
  // The server names a field as the request did, which is the form's own name of it.
  form.setFields(err.errors.map((e) => ({ name: e.field as NamePath<V>, errors: [e.message] })));
}
