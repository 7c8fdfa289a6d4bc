// A custom field as the custom-field list answers it (docs/designer.md): its definition, its switches and
// the tab holding it. Pure; the server answers it and the stories' fake client imitates the server with it.
import type { CustomFieldDef } from './custom-field.ts';
import type { OverlayField, Pin, ResourceOverlay } from './overlay.ts';

export type CustomFieldRowShape = Partial<CustomFieldDef> & {
  key: string;
  resourceKey: string;
  title: string;
  required: boolean;
  enabled: boolean;
  status: 0 | 1;
  removed: boolean;
  pinned: Pin | null;
  sort: number;
  inList: boolean;
  tabKey: string | null;
};

export function customFieldRow(resourceKey: string, overlay: ResourceOverlay, f: OverlayField): CustomFieldRowShape {
  return {
    ...(f.def ?? {}),
    key: f.key,
    resourceKey,
    title: f.schema.title ?? f.key,
    required: f.required ?? false,
    enabled: f.enabled,
    status: f.enabled ? 1 : 0,
    removed: f.removed ?? false,
    pinned: f.pinned ?? null,
    sort: f.sort,
    inList: f.inList ?? true,
    tabKey: overlay.tabs.find((t) => t.fields.includes(f.key))?.key ?? null,
  };
}
