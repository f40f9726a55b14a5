import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { LOST_FOCUS_WAIT_MS, useFocusKeeper } from './use-focus-keeper';

/** A page with a heading, a save button disabled while it works, and a row's button that goes away. */
function Page({ toast }: { toast?: string }) {
  useFocusKeeper('main');
  const [isSaving, setSaving] = useState(false);
  const [hasRow, setHasRow] = useState(true);
  return (
    <>
      <div className="app-toasts">
        {toast && (
          <div className="toast">
            <div className="toast-body">{toast}</div>
          </div>
        )}
      </div>
      <main id="main">
        <h1>Sub-accounts</h1>
        <button type="button" disabled={isSaving} onClick={() => setSaving(true)}>
          Save
        </button>
        <button type="button" onClick={() => setSaving(false)}>
          Saved
        </button>
        {hasRow && (
          <button type="button" onClick={() => setHasRow(false)}>
            Move
          </button>
        )}
      </main>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('the focus keeper', () => {
  it('gives the focus back to a button disabled while its work ran, once it is enabled', async () => {
    render(<Page />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    // What Chrome does to the focus of a control that gets disabled: the body takes it.
    save.blur();
    act(() => save.click());
    expect(save).toBeDisabled();
    expect(document.body).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Saved' }).click());
    await vi.waitFor(() => expect(save).toHaveFocus());
  });

  it("puts the focus on the newest toast's message when the control that had it went away", async () => {
    const { rerender } = render(<Page />);
    const move = screen.getByRole('button', { name: 'Move' });
    move.focus();
    act(() => move.click());
    expect(move).not.toBeInTheDocument();
    rerender(<Page toast="10 t moved to Operaciones." />);
    await vi.waitFor(() => expect(screen.getByText('10 t moved to Operaciones.')).toHaveFocus());
  });

  it("puts it on the page's heading when no toast came", async () => {
    vi.useFakeTimers();
    render(<Page />);
    const move = screen.getByRole('button', { name: 'Move' });
    move.focus();
    act(() => move.click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOST_FOCUS_WAIT_MS + 10);
    });
    expect(screen.getByRole('heading', { name: 'Sub-accounts' })).toHaveFocus();
  });

  it('leaves the focus where a click put it', async () => {
    vi.useFakeTimers();
    render(<Page />);
    const move = screen.getByRole('button', { name: 'Move' });
    move.focus();
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      move.click();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOST_FOCUS_WAIT_MS + 10);
    });
    expect(document.body).toHaveFocus();
  });
});
