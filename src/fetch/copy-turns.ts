/**
 * Bytes copied into fresh memory per turn of the event loop, shared by every body being read or
 * copied at once. Each copier used to yield (setImmediate) after its own megabyte, but the copiers
 * that yielded together all resumed in the same check phase, one after another: the ten bodies of a
 * batch could hold the loop for ten megabytes at a time, where first touching fresh memory makes a
 * megabyte cost 5–15 ms on a VM. Now the turn's budget is one megabyte whoever spends it, and a
 * copier over budget waits, first come first served, for a later turn.
 */
export interface CopyTurns {
  /** Resolves when `bytes` may be copied in this turn of the loop: at once while the turn has budget left. */
  take(bytes: number): Promise<void>;
}

export function createCopyTurns(bytesPerTurn: number): CopyTurns {
  let spent = 0;
  let turnScheduled = false;
  const waiting: { bytes: number; go: () => void }[] = [];

  const startTurn = (): void => {
    turnScheduled = false;
    spent = 0;
    // A waiter always gets its turn, even one asking for more than a whole turn's budget.
    while (waiting.length > 0 && (spent === 0 || spent + waiting[0]!.bytes <= bytesPerTurn)) {
      const next = waiting.shift()!;
      spent += next.bytes;
      next.go();
    }
    scheduleTurn();
  };
  const scheduleTurn = (): void => {
    if (turnScheduled || (spent === 0 && waiting.length === 0)) return;
    turnScheduled = true;
    setImmediate(startTurn);
  };

  return {
    take(bytes) {
      if (waiting.length === 0 && (spent === 0 || spent + bytes <= bytesPerTurn)) {
        spent += bytes;
        scheduleTurn();
        return Promise.resolve();
      }
      return new Promise<void>((go) => {
        waiting.push({ bytes, go });
        scheduleTurn();
      });
    },
  };
}

/** The service's one budget: a megabyte per turn. */
export const copyTurns = createCopyTurns(1024 * 1024);
