// Stories of the plant map render inside a fresh in-memory MapClient (fake-map-client.ts) and ResourceClient.
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MapClientContext } from '../../src/runtime/map/map-client.ts';
import { createFakeMapClient, type FakeMapOptions } from './fake-map-client.ts';
import { FakeClientProvider } from './fake-client-provider.tsx';
import type { FakeClientOptions } from './fake-resource-client.ts';

/** Provides a fake map client made once per mount from `options`. */
export function FakeMapProvider({ options, children }: { options: FakeMapOptions; children: ReactNode }) {
  const [client] = useState(() => createFakeMapClient(options));
  return <MapClientContext.Provider value={client}>{children}</MapClientContext.Provider>;
}

/** A decorator giving the story fake map and resource clients, in a padded page. */
export function withFakeMap(options: FakeMapOptions = {}, resources: FakeClientOptions = { resources: [] }): Decorator {
  return (Story) => (
    <FakeClientProvider options={resources}>
      <FakeMapProvider options={options}>
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </FakeMapProvider>
    </FakeClientProvider>
  );
}
