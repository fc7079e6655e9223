import { describe, expect, it } from 'vitest';
import { createCopyTurns } from './copy-turns.js';

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs `copiers` at once, each taking `pieces` of `bytes`; records which turn of the loop each piece ran in. */
async function turnsOf(copiers: number, pieces: number, bytes: number, bytesPerTurn: number): Promise<number[][]> {
  const turns = createCopyTurns(bytesPerTurn);
  let turn = 0;
  let counting = true;
  void (async () => {
    while (counting) {
      await nextTurn();
      turn++;
    }
  })();
  const seen = await Promise.all(
    Array.from({ length: copiers }, async () => {
      const at: number[] = [];
      for (let i = 0; i < pieces; i++) {
        await turns.take(bytes);
        at.push(turn);
      }
      return at;
    }),
  );
  counting = false;
  return seen;
}

describe('copy turns', () => {
  it('shares one budget per turn among all copiers: ten copiers of 4 pieces at 1 piece a turn take 40 turns', async () => {
    const seen = await turnsOf(10, 4, 256, 256);
    const perTurn = new Map<number, number>();
    for (const at of seen) for (const turn of at) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(1);
    expect(perTurn.size).toBe(40);
  });

  it('lets pieces through at once while the turn has budget left', async () => {
    const seen = await turnsOf(1, 4, 256, 1024);
    expect(new Set(seen[0]).size).toBe(1);
  });

  it('serves waiters first come, first served, and gives a piece larger than the budget a turn of its own', async () => {
    const turns = createCopyTurns(100);
    const order: string[] = [];
    await turns.take(100);
    const waiting = [turns.take(500).then(() => order.push('large')), turns.take(50).then(() => order.push('small'))];
    await Promise.all(waiting);
    expect(order).toEqual(['large', 'small']);
  });
});
