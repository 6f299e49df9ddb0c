const binary: Record<string, number> = {
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60,
};
const decimal: Record<string, number> = {
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
};

/**
 * A Kubernetes quantity ('100Gi', '1.5T', '5e9', '500m') as a number, or undefined when it is none:
 * what a tenant's volume requests and a node's allocatable memory are written in.
 */
export function parseQuantity(quantity: string | number | undefined): number | undefined {
  if (typeof quantity === 'number') return Number.isFinite(quantity) ? quantity : undefined;
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:([eE][+-]?\d+)|(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE])?)$/.exec(
    quantity?.trim() ?? '',
  );
  if (!match) return undefined;
  const [, number, exponent, suffix = ''] = match;
  const value = Number(`${number}${exponent ?? ''}`);
  const factor = binary[suffix] ?? decimal[suffix] ?? 1;
  return value * factor;
}
