import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderStory } from '../../test/render-story';
import { useToast } from './toast-context';
import { TOAST_DURATION_MS } from './toast-item';
import { MAX_TOASTS } from './toast-provider';

function Trigger({ message }: { message: string }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast({ message })}>
      Tell
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('ToastProvider', () => {
  it('announces a toast in a polite live region that is there before it', async () => {
    const { user } = renderStory(<Trigger message="Now acting as Selva S.A.S." />, 'pt');
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Tell' }));
    expect(await within(region).findByText('Now acting as Selva S.A.S.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar a notificação' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('sits at the top under the navbar, lets clicks through its empty area, and each toast speaks and closes', async () => {
    const { user } = renderStory(<Trigger message="El token fue regenerado." />, 'es');
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    // Placed off the footer and the tables (toasts.css): fixed, top centre, no clicks of its own.
    expect(region).toHaveClass('toast-container', 'app-toasts', 'position-fixed', 'pe-none');
    expect(region).not.toHaveClass('bottom-0');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Tell' }));
    const toast = await within(region).findByRole('status');
    expect(toast).toHaveTextContent('El token fue regenerado.');
    expect(toast).toHaveAttribute('aria-atomic', 'true');
    // The toast itself takes clicks again: its close button works.
    expect(toast).toHaveClass('pe-auto');
    await user.click(within(toast).getByRole('button', { name: 'Cerrar la notificación' }));
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes by itself after a while, and keeps at most a few at once', async () => {
    renderStory(<Trigger message="Saved" />);
    // The toasts' chunk comes with the first toast: the clock is faked once it is here.
    fireEvent.click(screen.getByRole('button', { name: 'Tell' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close the notification' }));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
    vi.useFakeTimers();
    for (let i = 0; i <= MAX_TOASTS; i++)
      fireEvent.click(screen.getByRole('button', { name: 'Tell' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(MAX_TOASTS);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('refuses to work outside the provider', () => {
    function Lonely() {
      useToast();
      return null;
    }
    // React logs the thrown error; keep the test output to the assertion.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Lonely />)).toThrow(/ToastProvider/);
  });
});
