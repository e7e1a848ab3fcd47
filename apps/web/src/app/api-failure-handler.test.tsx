import { screen, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithApp } from '../test/render';
import { AppRoutes } from './router';

function FailingQuery({ error }: { error: ApiError }) {
  useQuery({ queryKey: ['failing', error.status], queryFn: () => Promise.reject(error), retry: false });
  return null;
}

function FailingMutation({ error }: { error: ApiError }) {
  const { mutate } = useMutation({ mutationFn: () => Promise.reject(error) });
  useEffect(() => mutate(), [mutate]);
  return null;
}

describe('API failures in the running app', () => {
  it('a 500 from a query opens Internal Server Error', async () => {
    const error = new ApiError({ kind: 'http', status: 500, code: 'INTERNAL', message: 'Something went wrong.' });
    renderWithApp(
      <>
        <AppRoutes />
        <FailingQuery error={error} />
      </>,
      { path: '/Aboutus' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/error?type=server');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a 401 opens Access Denied', async () => {
    const error = new ApiError({
      kind: 'http',
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
    renderWithApp(
      <>
        <AppRoutes />
        <FailingQuery error={error} />
      </>,
      { path: '/Aboutus' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });

  it('a failed mutation without a popup shows the default Uh-Oh! popup', async () => {
    const error = new ApiError({ kind: 'http', status: 409, code: 'CONFLICT', message: 'x' });
    renderWithApp(<FailingMutation error={error} />);
    const dialog = await screen.findByRole('dialog', { name: 'Uh-Oh!' });
    expect(dialog.textContent).toContain('Something went wrong.');
  });

  it('a 422 with a popup shows the server popup', async () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'x',
      popup: { heading: 'Oops!', message: 'You are not eligible for this job.' },
    });
    renderWithApp(<FailingMutation error={error} />);
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Oops!' }).textContent).toContain('You are not eligible for this job.'),
    );
  });
});
