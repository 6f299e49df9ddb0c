import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, forgetUnusedQueries } from './query-client';

describe('forgetUnusedQueries', () => {
  it("drops the old session's data but lets the open screen's request finish", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['buckets'], ['old-session-bucket']);
    let answer: (value: string) => void = () => undefined;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['login-strategy'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const results: string[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data) results.push(result.data);
    });

    forgetUnusedQueries(queryClient);
    answer('form');
    await expect.poll(() => results).toEqual(['form']);

    expect(queryClient.getQueryData(['buckets'])).toBeUndefined();
    expect(queryClient.getQueryData(['login-strategy'])).toBe('form');
    unsubscribe();
  });
});
