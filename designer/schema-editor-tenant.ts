// The platform administrator may open the schema editor for any enterprise (docs/designer.md: `admin`
// passes `tenantId`). The designer cannot build HTTP clients itself (DESIGN.md §2), so the app provides
// this context for the platform administrator: a client per enterprise, and optionally the enterprises to
// choose from. Without it (an enterprise administrator) the page works on the provided DesignerClient.
import { createContext, useContext } from 'react';
import type { DesignerClient } from './designer-client.ts';

/** Enterprises whose name contains `name` (the server's search; at least two characters). */
export type TenantSearch = (name: string, signal?: AbortSignal) => Promise<{ id: number; name: string }[]>;

/**
 * The platform administrator's enterprises. The administrator's own (the platform, enterprise 0) has no
 * resources to design: the pages ask to choose an enterprise and send no request until one is chosen.
 */
export interface TenantChoice {
  /** The client acting for an enterprise; null: the administrator's own (no `tenantId`). */
  clientFor(tenantId: number | null): DesignerClient;
  /** Searches the enterprises by name (a Select with remote search); the app's way. */
  search?: TenantSearch;
  /** The enterprises to offer in a Select; absent (and no search): an enterprise id is typed in. */
  enterprises?: readonly { id: number; name: string }[];
}

export const SchemaEditorTenantContext = createContext<TenantChoice | null>(null);

/** The tenant choice of the platform administrator, or null for everybody else. */
export function useTenantChoice(): TenantChoice | null {
  return useContext(SchemaEditorTenantContext);
}
