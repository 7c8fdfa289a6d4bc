// Stories of the schema runtime render inside a fresh in-memory ResourceClient (fake-resource-client.ts).
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { createFakeResourceClient, type FakeClientOptions, type FakeResourceClient } from './fake-resource-client.ts';

/** The client of the story being shown (for play functions that check the calls). */
export let currentFakeClient: FakeResourceClient | null = null;

/** Provides a fake client made once per mount from `options`. */
export function FakeClientProvider({ options, children }: { options: FakeClientOptions; children: ReactNode }) {
  const [client] = useState(() => createFakeResourceClient(options));
  currentFakeClient = client;
  return <ResourceClientContext.Provider value={client}>{children}</ResourceClientContext.Provider>;
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
