import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import type { HttpClient } from './types';
import { useRequest } from './useRequest';

const origin = window.location.origin;
const { requests } = startMswServer(
  http.get(`${origin}/svc/course/items/:id`, async ({ params }) => {
    await delay(50);
    return HttpResponse.json({ title: `item ${String(params.id)}` });
  }),
  http.get(`${origin}/svc/course/broken`, () => new HttpResponse(null, { status: 500 })),
);

function Item({ client, path }: { client: HttpClient; path: string }) {
  const { state, data, error, reload } = useRequest(
    () => client.request<{ title: string }>({ service: 'course', method: 'GET', path }),
    [client, path],
  );
  return (
    <div>
      <output data-testid="state">{state}</output>
      {state === 'pending' && <span>skeleton</span>}
      {data && <h2>{data.title}</h2>}
      {state === 'error' && <p role="alert">{(error as Error).message}</p>}
      <button onClick={reload}>reload</button>
    </div>
  );
}

describe('useRequest', () => {
  it('shows pending while the answer is delayed, then the data (finished)', async () => {
    const { client } = testClient();
    render(<Item client={client} path="/items/1" />);
    expect(screen.getByTestId('state').textContent).toBe('pending');
    expect(screen.getByText('skeleton')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('finished'));
    expect(screen.getByRole('heading').textContent).toBe('item 1');
  });

  it('ends in the error state on a 500 answer', async () => {
    const { client } = testClient();
    render(<Item client={client} path="/broken" />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error'));
    expect(screen.getByRole('alert').textContent).toBe('HTTP 500');
  });

  it('calls again when a dependency changes, and on reload', async () => {
    const { client } = testClient();
    const view = render(<Item client={client} path="/items/1" />);
    await screen.findByText('item 1');
    view.rerender(<Item client={client} path="/items/2" />);
    expect(screen.getByTestId('state').textContent).toBe('pending');
    await screen.findByText('item 2');
    await act(async () => screen.getByText('reload').click());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('finished'));
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/svc/course/items/1',
      '/svc/course/items/2',
      '/svc/course/items/2',
    ]);
  });
});
