// @vitest-environment jsdom
import { act, useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useLoaded, type Loaded } from '../../src/client/hooks/use-loaded.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

/** A read answered by hand: each call waits until the test settles it. */
function manualReads() {
  const calls: { arg: number; settle: (v: string | Error) => void }[] = [];
  const read = (arg: number) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ arg, settle: (v) => (v instanceof Error ? reject(v) : resolve(v)) });
    });
  return { calls, read };
}

let seen: Loaded<string> | null = null;
let choose: (n: number) => void = () => undefined;

function Probe({ read }: { read: (arg: number) => Promise<string> }) {
  const [arg, setArg] = useState(1);
  choose = setArg;
  const fetch = useCallback(() => read(arg), [read, arg]);
  seen = useLoaded(fetch, 'none');
  return null;
}

const flush = () => act(async () => undefined);

describe('useLoaded', () => {
  it('loads on mount, shows the answer, and keeps it when a later load fails', async () => {
    const { calls, read } = manualReads();
    act(() => dom.root.render(<Probe read={read} />));
    expect(seen).toMatchObject({ value: 'none', loading: true, failed: false });
    await act(async () => calls[0]?.settle('first'));
    expect(seen).toMatchObject({ value: 'first', loading: false, failed: false });

    void act(() => void seen?.reload());
    await flush();
    await act(async () => calls[1]?.settle(new Error('down')));
    expect(seen).toMatchObject({ value: 'first', loading: false, failed: true });
  });

  it('drops an answer that arrives after a newer load was started', async () => {
    const { calls, read } = manualReads();
    act(() => dom.root.render(<Probe read={read} />));
    act(() => choose(2));
    await flush();
    expect(calls.map((c) => c.arg)).toEqual([1, 2]);
    await act(async () => calls[1]?.settle('page two'));
    await act(async () => calls[0]?.settle('page one, late'));
    expect(seen).toMatchObject({ value: 'page two', loading: false, failed: false });
  });
});
