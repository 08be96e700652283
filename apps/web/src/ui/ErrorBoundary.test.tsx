import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  const realLocation = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
    vi.restoreAllMocks();
  });

  it("shows 'Oops! Something went wrong' and reloads from the root", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn<(url: string) => void>();
    Object.defineProperty(window, 'location', { value: { ...realLocation, assign }, configurable: true });

    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
