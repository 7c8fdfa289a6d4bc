// Stories of the schema runtime render inside a fresh in-memory ResourceClient (fake-resource-client.ts).
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { createFakeResourceClient, type FakeClientOptions, type FakeResourceClient } from './fake-resource-client.ts';
import { WorkflowClientContext } from '../../src/runtime/workflow/workflow-client.ts';
import { createFakeWorkflowClient } from './fake-workflow-client.ts';

/** The client of the story being shown (for play functions that check the calls). */
export let currentFakeClient: FakeResourceClient | null = null;

/** Provides a fake client made once per mount from `options`. */
export function FakeClientProvider({ options, children }: { options: FakeClientOptions; children: ReactNode }) {
  const [client] = useState(() => createFakeResourceClient(options));
  // A resource with `workflow` shows its tabs, actions and history over the same records.
  const [workflow] = useState(() => createFakeWorkflowClient({ records: client, resources: options.resources }));
  currentFakeClient = client;
  return (
    <ResourceClientContext.Provider value={client}>
      <WorkflowClientContext.Provider value={workflow}>{children}</WorkflowClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}

/** A decorator giving the story a fresh fake client over `options`, in a padded page. */
export function withFakeClient(options: FakeClientOptions): Decorator {
  return (Story) => (
    <FakeClientProvider options={options}>
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    </FakeClientProvider>
  );
}
