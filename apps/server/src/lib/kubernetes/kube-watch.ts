import { kubeHttpError } from './kube-errors.ts';
import { Gone, kubeGet, statusError, type RawAccess } from './kube-raw.ts';
import { listPageSize } from './list-pages.ts';

/** One change a watch reports, the object as the API server's JSON has it. */
export type WatchChange<Item> = { type: 'ADDED' | 'MODIFIED' | 'DELETED'; object: Item };

type Versioned = { metadata?: { resourceVersion?: string } };
type ListAnswer<Item> = { items?: Item[]; metadata?: { resourceVersion?: string; continue?: string } };
type WatchLine<Item> = { type?: string; object?: Item & { code?: number } };

/** The API server ends each watch after this long; it is opened again from where it was. */
const watchSeconds = 240;

export type WatchOptions<Item> = RawAccess & {
  signal: AbortSignal;
  /** The collection, '/api/v1/namespaces/x/events'. */
  path: string;
  /** Every object there when the watch starts (again after a 410 Gone), as ADDED changes. */
  onChange: (change: WatchChange<Item>) => void | Promise<void>;
};

/** Every object of the collection, page after page, and the version the list was read at. */
async function list<Item extends Versioned>(options: WatchOptions<Item>): Promise<string> {
  let token: string | undefined;
  let version = '';
  do {
    const query = new URLSearchParams({ limit: String(listPageSize), ...(token && { continue: token }) });
    const page = (await (await kubeGet(options, options.path, query)).json()) as ListAnswer<Item>;
    for (const object of page.items ?? []) await options.onChange({ type: 'ADDED', object });
    version = page.metadata?.resourceVersion ?? version;
    token = page.metadata?.continue || undefined;
  } while (token);
  return version;
}

/** One watch from `from` until the API server ends it; the last version seen. */
async function watchOnce<Item extends Versioned>(options: WatchOptions<Item>, from: string): Promise<string> {
  const query = new URLSearchParams({
    watch: '1',
    resourceVersion: from,
    allowWatchBookmarks: 'true',
    timeoutSeconds: String(watchSeconds),
  });
  const body = await kubeGet(options, options.path, query, { bodyTimeout: (watchSeconds + 30) * 1000 });
  const server = options.factory.cluster.server;
  try {
    return await readChanges(options, body as AsyncIterable<Buffer>, from);
  } catch (error) {
    // The API server going away mid-stream is no answer of its: said as every unreachable call is.
    if (error instanceof Gone || options.signal.aborted) throw error;
    throw kubeHttpError(error, server) ?? error;
  }
}

/** Each line of a watch's stream, a change, to `onChange`; the last version seen. */
async function readChanges<Item extends Versioned>(
  options: WatchOptions<Item>,
  body: AsyncIterable<Buffer>,
  from: string,
): Promise<string> {
  let version = from;
  const take = async (line: string) => {
    if (line.trim() === '') return;
    const change = JSON.parse(line) as WatchLine<Item>;
    if (change.type === 'ERROR') throw statusError(change.object ?? {}, options.factory.cluster.server);
    version = change.object?.metadata?.resourceVersion ?? version;
    if (change.type === 'ADDED' || change.type === 'MODIFIED' || change.type === 'DELETED')
      await options.onChange({ type: change.type, object: change.object as Item });
  };
  let rest = '';
  for await (const chunk of body) {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) await take(line);
  }
  // A stream cut after its last change but before its newline still holds it.
  await take(rest);
  return version;
}

/**
 * A list, then a watch from its resourceVersion, with the session's token over the shared pool (the
 * generated APIs read no stream): each object and change goes to `onChange` until the signal aborts. A
 * watch that ends is opened again from the last version seen; 410 Gone (that version is too old) lists
 * again. A refusal or the API server going away ends it with the error map's answer.
 */
export async function listAndWatch<Item extends Versioned>(options: WatchOptions<Item>): Promise<void> {
  let version = await list(options);
  while (!options.signal.aborted) {
    try {
      version = await watchOnce(options, version);
    } catch (error) {
      if (options.signal.aborted) return;
      if (!(error instanceof Gone)) throw error;
      version = await list(options);
    }
  }
}
