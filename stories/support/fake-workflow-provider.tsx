// Stories of the workflow screens render inside a fresh fake resource client and a fake workflow client over its
// records (fake-workflow-client.ts).
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { WorkflowClientContext } from '../../src/runtime/workflow/workflow-client.ts';
import { createFakeResourceClient, type FakeClientOptions } from './fake-resource-client.ts';
import { createFakeWorkflowClient, type FakeWorkflowClient, type FakeWorkflowOptions } from './fake-workflow-client.ts';

/** The workflow client of the story being shown (for play functions that check the calls). */
export let currentWorkflowClient: FakeWorkflowClient | null = null;

export type WorkflowStoryOptions = { client: FakeClientOptions; workflow?: Omit<FakeWorkflowOptions, 'records' | 'resources'> };

export function FakeWorkflowProvider({ options, children }: { options: WorkflowStoryOptions; children: ReactNode }) {
  const [clients] = useState(() => {
    const records = createFakeResourceClient(options.client);
    return { records, workflow: createFakeWorkflowClient({ ...options.workflow, records, resources: options.client.resources }) };
  });
  currentWorkflowClient = clients.workflow;
  return (
    <ResourceClientContext.Provider value={clients.records}>
      <WorkflowClientContext.Provider value={clients.workflow}>{children}</WorkflowClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}

/** A decorator giving the story fresh fake clients, in a padded page. */
export function withFakeWorkflow(options: WorkflowStoryOptions): Decorator {
  return (Story) => (
    <FakeWorkflowProvider options={options}>
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    </FakeWorkflowProvider>
  );
}
