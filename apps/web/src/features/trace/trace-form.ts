import { traceCallTypes, type TraceCallType, type TraceQuery } from '@granary/contract';
import { z } from 'zod';

const optionalText = z.string().max(256, 'must be at most 256 characters');

/** Spec 2 §2 Trace filters and §5 (threshold: a number, min 0). */
export const traceFormSchema = z.object({
  statusCode: z
    .string()
    .refine(
      (value) => value === '' || (/^\d{3}$/.test(value) && Number(value) >= 100 && Number(value) <= 599),
      {
        message: 'Enter an HTTP status code (100 to 599)',
      },
    ),
  method: z.enum(['', 'GET', 'PUT', 'POST', 'DELETE', 'HEAD']),
  funcname: optionalText,
  path: optionalText,
  threshold: z
    .string()
    .refine((value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= 0), {
      message: 'Enter a number of milliseconds, 0 or more',
    }),
  all: z.boolean(),
  calls: z.record(z.enum(traceCallTypes), z.boolean()),
  onlyErrors: z.boolean(),
});
export type TraceFormValues = z.infer<typeof traceFormSchema>;

export const traceFormDefaults: TraceFormValues = {
  statusCode: '',
  method: '',
  funcname: '',
  path: '',
  threshold: '0',
  all: false,
  calls: { s3: true, internal: false, storage: false, os: false },
  onlyErrors: false,
};

/** The socket's query: filters only when filled in; 'All' asks every type. */
export function toTraceQuery(values: TraceFormValues): TraceQuery {
  const chosen = traceCallTypes.filter((type: TraceCallType) => values.calls[type]);
  return {
    calls: values.all ? 'all' : chosen.join(',') || 's3',
    threshold: Number(values.threshold || 0),
    onlyErrors: values.onlyErrors ? 'yes' : 'no',
    ...(values.statusCode ? { statusCode: Number(values.statusCode) } : {}),
    ...(values.method ? { method: values.method } : {}),
    ...(values.funcname ? { funcname: values.funcname } : {}),
    ...(values.path ? { path: values.path } : {}),
  };
}
