// Server and client accept the same payloads (DESIGN.md §6): for every resource file, a valid record and
// variants that each break one field (tests/unit/helpers/sample-records.ts) go through the server's
// validator (compileRecordValidator) and through the Formily form the client renders (toFormilySchema,
// createForm, FormProvider + SchemaField, `form.validate()`). The form must reject exactly when the server
// rejects what the form sends (formPayload: blank values left out, fields hidden by reactions dropped), on
// the same fields, with the same messages.
//
// Validation lives in the compiled schema (x-validator, x-reactions) and Formily's core, not in the visual
// components, and re-rendering antd for hundreds of variants takes most of a minute; so the variants of
// every file run on a form whose components are bare (LIGHT_FIELD), and the real components
// (ResourceSchemaField) render the valid record of every file and all variants of the example files.
import fs from 'node:fs';
import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider, type ISchema } from '@formily/react';
import { toJS } from '@formily/reactive';
import { act, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { isBlank, toFormilySchema } from '../../../src/schema/compile-formily.ts';
import { compileRecordValidator } from '../../../src/schema/compile-validator.ts';
import { compileRules, computedFields } from '../../../src/schema/record-compute.ts';
import type { ResourceFile } from '../../../src/schema/resource-types.ts';
import { formPayload } from '../../../src/runtime/form-payload.ts';
import { ResourceSchemaField, FORMILY_COMPONENT_MAP } from '../../../src/runtime/formily-components.tsx';
import { ResourceClientContext } from '../../../src/runtime/resource-client.ts';
import { createFakeResourceClient } from '../../../stories/support/fake-resource-client.ts';
import { createFakeMapClient } from '../../../stories/support/fake-map-client.ts';
import { MapClientContext } from '../../../src/runtime/map/map-client.ts';
import { invalidVariants, SAMPLES_REFUSED_BY_RULES, validRecord, type SampleRecord } from './sample-records.ts';
import { openRoot, removeRoot } from './dom-root.ts';
import { prepareDom } from './prepare-dom.ts';
import { RESOURCE_FILE_PATHS } from './resource-files.ts';

const RESOURCES: ResourceFile[] = RESOURCE_FILE_PATHS.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as ResourceFile).filter(
  (r) => !SAMPLES_REFUSED_BY_RULES.has(r.key),
);

/** The example files whose variants also run on the real components. */
const REAL_VARIANTS = new Set(['safety-manager', 'hazard-source']);

/** A component that renders only its children (decorators, tabs, panes). */
function pass() {
  return ({ children }: { children?: ReactNode }) => <>{children}</>;
}

/** The component map with the same names (statics included) and nothing rendered but children. */
const LIGHT_FIELD = createSchemaField({
  components: Object.fromEntries(
    Object.entries(FORMILY_COMPONENT_MAP).map(([name, c]) => {
      const statics = Object.fromEntries(Object.keys(c).map((k) => [k, pass()]));
      return [name, Object.assign(pass(), statics)];
    }),
  ),
});


interface Verdict {
  /** field -> message, in field order. */
  errors: Record<string, string>;
}

/** A SchemaField of any component map. */
type AnySchemaField = (props: { schema: ISchema }) => ReactNode;

/** Mounts the form of `resource` once; `check(payload)` sets the values and validates. */
async function mountForm(resource: ResourceFile, Field: AnySchemaField) {
  const dom = openRoot();
  const form: Form = createForm();
  const client = createFakeResourceClient({ resources: [resource] });
  const mapClient = createFakeMapClient();
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <MapClientContext.Provider value={mapClient}>
          <FormProvider form={form}>
            <Field schema={toFormilySchema(resource) as ISchema} />
          </FormProvider>
        </MapClientContext.Provider>
      </ResourceClientContext.Provider>,
    ),
  );
  const check = async (payload: SampleRecord): Promise<{ form: Verdict; sent: SampleRecord; hidden: string[] }> => {
    // Only the fields that differ from the form's current values change, so that only they re-render.
    await act(async () => {
      const keys = new Set([...Object.keys(payload), ...Object.keys(resource.form.properties)]);
      for (const key of keys) {
        const next = payload[key];
        if (JSON.stringify(toJS(form.getValuesIn(key))) !== JSON.stringify(next)) form.setValuesIn(key, structuredClone(next));
      }
    });
    const errors: Record<string, string> = {};
    await act(async () => {
      await form.validate().catch(() => undefined);
    });
    for (const fb of form.errors) {
      const field = String(fb.path ?? '');
      if (!(field in errors) && fb.messages?.[0]) errors[field] = fb.messages[0];
    }
    const sent = formPayload(resource, toJS(form.values) as SampleRecord);
    const hidden = Object.keys(resource.form.properties).filter((k) => form.query(k).take()?.visible === false);
    return { form: { errors }, sent, hidden };
  };
  const unmount = () => removeRoot(dom);
  return { form, check, unmount };
}

/** True when a rule of `field` reads `other`. */
function readsField(resource: ResourceFile, field: string, other: string): boolean {
  return compileRules(resource).rules.some((r) => r.field === field && r.deps.includes(other));
}

function serverVerdict(validate: (d: unknown) => { errors: { field: string; message: string }[] }, payload: SampleRecord): Verdict {
  return { errors: Object.fromEntries(validate(payload).errors.map((e) => [e.field, e.message])) };
}

/**
 * The parity tests of part `part` (0-based) of `parts`: every `parts`-th resource file from the `part`-th, so that the
 * parts, each a test file of its own, run on the workers side by side (the files together take minutes).
 */
export function describeSchemaParity(part: number, parts: number): void {
  beforeAll(prepareDom);
  const mine = RESOURCES.filter((_, i) => i % parts === part);
  describe(`schema parity (${part + 1}/${parts}): the server validator and the Formily form agree`, () => {
    it('covers its share of every resource file', () => {
      expect(RESOURCES.length).toBeGreaterThanOrEqual(9);
      expect(mine.length).toBe(Math.ceil((RESOURCES.length - part) / parts));
    });

    for (const resource of mine) {
      describe(resource.key, () => {
        const validate = compileRecordValidator(resource);

        /** Runs the variants of `resource` through a form mounted with `Field`. */
        async function checkVariants(Field: AnySchemaField) {
          // A computed field's value is the server's own (computed again before validation): what a client
          // sends for it breaks nothing, so its variants do not apply (the compute tests cover it).
          const computed = computedFields(resource);
          // A workflow's state field is the engine's too: set to the initial state on create and changed only by a
          // transition, it is read-only in the form (the workflow tests cover it).
          // A read-only field is written by the server (a module hook, another module's record), never typed in the
          // form: the form has nothing to refuse there, and the server's validator still checks what is stored.
          const readOnly = Object.entries(resource.form.properties).filter(([, f]) => f.readOnly === true).map(([name]) => name);
          const engineOwned = [...computed, ...(resource.workflow ? [resource.workflow.field] : []), ...readOnly];
          const variants = invalidVariants(resource).filter((v) => !engineOwned.includes(v.field));
          expect(variants.length).toBeGreaterThan(0);
          const mounted = await mountForm(resource, Field);
          try {
            await mounted.check(validRecord(resource));
            for (const v of variants) {
              const label = `${resource.key}.${v.field} (${v.rule})`;
              // The variant really breaks the field for the server (and, besides, at most the fields whose
              // rules read it: a trainee count of 0 also fails 合格人数不能多于参训人数).
              const broken = Object.keys(serverVerdict(validate, v.payload).errors);
              expect(broken, label).toContain(v.field);
              expect(broken.filter((f) => f !== v.field && !readsField(resource, f, v.field)), label).toEqual([]);
              const { form, sent } = await mounted.check(v.payload);
              const server = serverVerdict(validate, sent);
              expect({ label, form: form.errors }).toEqual({ label, form: server.errors });
              // Only a blank value (left out of the payload) may pass on both sides, and only when optional.
              if (Object.keys(server.errors).length === 0) {
                expect(isBlank(v.payload[v.field]) && !(resource.form.required ?? []).includes(v.field), label).toBe(true);
              }
            }
          } finally {
            mounted.unmount();
          }
        }

        it('accepts the valid record on both sides (real components)', async () => {
          const record = validRecord(resource);
          expect(serverVerdict(validate, record).errors).toEqual({});
          const mounted = await mountForm(resource, ResourceSchemaField);
          try {
            const { form, sent, hidden } = await mounted.check(record);
            expect(form.errors).toEqual({});
            // Every field was visible and sent as given, but those a reaction hides (one of exclusive groups, such as
            // the factors of the assessment methods not chosen), which are not sent; the variants show each in turn.
            const hiddenByReaction = hidden.filter((k) => resource.form.properties[k]?.['x-reactions'] !== undefined);
            expect(hidden).toEqual(hiddenByReaction);
            expect(sent).toEqual(Object.fromEntries(Object.entries(record).filter(([k]) => !hidden.includes(k))));
          } finally {
            mounted.unmount();
          }
        });

        it('rejects each broken field on both sides, naming it with the same message', async () => {
          await checkVariants(LIGHT_FIELD);
        });

        if (REAL_VARIANTS.has(resource.key)) {
          it('rejects each broken field on both sides with the real components too', async () => {
            await checkVariants(ResourceSchemaField);
          });
        }
      });
    }
  });
}
