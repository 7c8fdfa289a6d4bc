// The versions panel's and the schema editor's stories render inside a fresh in-memory DesignerClient
// (stories/support/fake-designer-client.ts) and the runtime's fake ResourceClient (for the preview form).
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { DesignerClientContext } from '../../designer/designer-client.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { createFakeDesignerClient, type FakeDesignerClient, type FakeDesignerOptions } from '../support/fake-designer-client.ts';
import { createFakeResourceClient } from '../support/fake-resource-client.ts';

/** The designer client of the story being shown (for play functions that check the calls). */
export let storyDesignerClient: FakeDesignerClient | null = null;

/** Provides fake designer and resource clients made once per mount from `options`. */
function FakeDesignerProvider({ options, children }: { options: FakeDesignerOptions; children: ReactNode }) {
  const [clients] = useState(() => ({
    designer: createFakeDesignerClient(options),
    resource: createFakeResourceClient({ resources: options.resources }),
  }));
  storyDesignerClient = clients.designer;
  return (
    <ResourceClientContext.Provider value={clients.resource}>
      <DesignerClientContext.Provider value={clients.designer}>{children}</DesignerClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}

/** A decorator giving the story fresh fake clients over `options`, in a padded page. */
export function withFakeDesigner(options: FakeDesignerOptions): Decorator {
  return (Story) => (
    <FakeDesignerProvider options={options}>
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    </FakeDesignerProvider>
  );
}

/** The designer client of the story, failing when none was mounted. */
export function designerClientOfStory(): FakeDesignerClient {
  if (!storyDesignerClient) throw new Error('no fake designer client mounted');
  return storyDesignerClient;
}
