import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStore, type Store } from '../store/store.ts';

/**
 * A new embedded store that cannot open until `open()` is called: a first open that takes seconds, as
 * initdb does on a loaded machine. `real` is the store itself, for reading it back and closing it.
 */
export function storeOpeningLater(): { store: Store; real: Store; dataDir: string; open: () => void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'granary-store-later-'));
  const real = createStore({ dataDir });
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let asked = false;
  const store: Store = {
    ...real,
    db: async () => {
      asked = true;
      await opened;
      return real.db();
    },
    mayHoldData: () => asked || real.mayHoldData(),
  };
  return { store, real, dataDir, open };
}
