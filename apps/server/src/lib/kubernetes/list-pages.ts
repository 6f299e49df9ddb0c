/** Kubernetes lists in pages: a large cluster's objects come in several answers, each of a bounded size. */
export const listPageSize = 500;

/** A list answer: typed lists name the token `_continue`, custom objects' raw JSON `continue`. */
type Page<Item> = { items?: Item[]; metadata?: { continue?: string; _continue?: string } };

export type PageRequest = { limit: number; _continue: string | undefined };

/** Every item of a list, page after page, following the continue token the API server hands back. */
export async function listAllPages<Item>(
  fetchPage: (request: PageRequest) => Promise<Page<Item>>,
  limit = listPageSize,
): Promise<Item[]> {
  const items: Item[] = [];
  let token: string | undefined;
  do {
    const page = await fetchPage({ limit, _continue: token });
    items.push(...(page.items ?? []));
    token = page.metadata?._continue || page.metadata?.continue || undefined;
  } while (token);
  return items;
}
