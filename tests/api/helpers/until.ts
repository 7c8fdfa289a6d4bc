// Waiting for what arrives on its own (readings through a broker, a batch flushed): `check` is asked every 100 ms
// until it answers something, which is returned; after 20 s the wait fails naming `what`.
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not reached within 20 s`);
}
