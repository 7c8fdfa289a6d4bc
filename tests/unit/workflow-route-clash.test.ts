// A transition whose route `POST {ep}/{action}` another route of the resource already took stops the start,
// naming the file and the action (src/server/workflow/workflow-routes.ts).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { workflowRoutes } from '../../src/server/workflow/workflow-routes.ts';
import { CONTRACT_SERVER_OPTIONS } from '../../src/server/plugins/contract.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { minimalResource } from './helpers/minimal-resource.ts';

const resource: ResourceFile = minimalResource(
  'ticket',
  { state: { type: 'string', title: '状态' } },
  {
    workflow: {
      field: 'state',
      initial: 'a',
      states: [{ key: 'a', label: '甲' }, { key: 'b', label: '乙' }],
      transitions: [{ action: 'go', label: '前进', from: ['a'], to: 'b' }],
    },
  },
);

describe('workflow routes', () => {
  it('refuse a transition whose route is taken, naming the file and the action', async () => {
    const app = Fastify({ ajv: CONTRACT_SERVER_OPTIONS.ajv });
    app.decorate('deps', {} as never);
    app.post('/u-basic/ticket/go', async () => 'taken');
    await expect(app.register(workflowRoutes, { resource })).rejects.toThrow("ticket: /workflow/transitions 'go': the route POST /u-basic/ticket/go is already taken");
    await app.close().catch(() => undefined);
  });

  it('register every transition, the actions, the history and the state counts', async () => {
    const app = Fastify({ ajv: CONTRACT_SERVER_OPTIONS.ajv });
    app.decorate('deps', {} as never);
    await app.register(workflowRoutes, { resource });
    await app.ready();
    for (const [method, url] of [['POST', '/u-basic/ticket/go'], ['GET', '/u-basic/ticket/actions'], ['GET', '/u-basic/ticket/history'], ['GET', '/u-basic/ticket/state-counts']] as const) {
      expect(app.hasRoute({ method, url }), url).toBe(true);
    }
    await app.close();
  });
});
