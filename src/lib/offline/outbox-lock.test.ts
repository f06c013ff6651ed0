import { expect, it } from 'vitest';
import { broadcastLock } from './outbox-lock.ts';

it('lets one of two tabs flush at a time (BroadcastChannel fallback)', async () => {
  const tabA = broadcastLock('tab-a');
  const tabB = broadcastLock('tab-b');
  let running = 0;
  let overlapped = false;
  const order: string[] = [];
  const work = (name: string) => async () => {
    running += 1;
    if (running > 1) overlapped = true;
    order.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    order.push(`${name} end`);
    running -= 1;
  };
  await Promise.all([tabA.run(work('a1')), tabB.run(work('b1')), tabA.run(work('a2')), tabB.run(work('b2'))]);
  tabA.close();
  tabB.close();
  expect(overlapped).toBe(false);
  expect(order).toHaveLength(8);
  // Each run ends before the next one starts.
  for (let i = 0; i < order.length; i += 2) {
    expect(order[i]!.replace(' start', '')).toBe(order[i + 1]!.replace(' end', ''));
  }
}, 15_000);
