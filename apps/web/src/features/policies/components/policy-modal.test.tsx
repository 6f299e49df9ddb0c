import { endpointPath, policyEndpoints } from '@granary/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders, type ApiCall } from '@/testing/render-with-providers';
import { PolicyModal } from './policy-modal';

// CodeMirror needs a real layout engine; a textarea stands in for it here (e2e uses the real one).
vi.mock('@/components/code-editor', () => ({
  CodeEditor: (props: {
    label: string;
    value: string;
    error?: string;
    onChange?: (value: string) => void;
  }) => (
    <>
      <textarea
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
      />
      {props.error && <p role="alert">{props.error}</p>}
    </>
  ),
}));

const policy =
  '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["s3:*"],"Resource":["arn:aws:s3:::*"]}]}';

let calls: ApiCall[] = [];
function respond(response: () => Response) {
  calls = mockApi([answer(policyEndpoints.save, response)]);
}
const renderModal = renderWithProviders;

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => respond(() => Response.json({ name: 'readwrite', policy }, { status: 201 })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PolicyModal', () => {
  it('refuses invalid JSON with a clear message and sends nothing', async () => {
    renderModal(<PolicyModal open onClose={vi.fn()} />);
    type('Policy Name', 'broken');
    type('Policy Document', '{"Statement": [ }');
    save();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Policy is not valid JSON: /);
    expect(calls).toHaveLength(0);
  });

  it('needs a policy name', async () => {
    renderModal(<PolicyModal open onClose={vi.fn()} />);
    type('Policy Document', policy);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Policy Name is required');
    expect(calls).toHaveLength(0);
  });

  it('saves a valid policy and closes', async () => {
    const onClose = vi.fn();
    renderModal(<PolicyModal open onClose={onClose} />);
    type('Policy Name', 'readwrite');
    type('Policy Document', policy);
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = calls;
    expect(call?.url).toBe(endpointPath(policyEndpoints.save, {}));
    expect(call?.body).toEqual({ name: 'readwrite', policy });
  });

  it('shows the server error inside the modal', async () => {
    respond(() =>
      Response.json(
        { code: 'bad_request', message: 'Bad policy', detailedMessage: 'Unknown action s3:Foo' },
        { status: 400 },
      ),
    );
    renderModal(<PolicyModal open onClose={vi.fn()} />);
    type('Policy Name', 'readwrite');
    type('Policy Document', policy);
    save();
    expect(await screen.findByText('Unknown action s3:Foo')).toBeTruthy();
  });

  it('fixes the name of a viewed policy; Clear empties only the editor', () => {
    renderModal(<PolicyModal open existing={{ name: 'readonly', policy }} onClose={vi.fn()} />);
    const name = screen.getByLabelText('Policy Name') as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect((screen.getByLabelText('Policy Document') as HTMLTextAreaElement).value).toContain(
      '"Effect": "Allow"',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(name.value).toBe('readonly');
    expect((screen.getByLabelText('Policy Document') as HTMLTextAreaElement).value).toBe('');
  });
});
