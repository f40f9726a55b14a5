import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DisclosureMenu } from './disclosure-menu';

/** Whether the page's default action (scrolling) of each key was prevented, in order. */
let prevented: Record<string, boolean>[] = [];
const record = (event: KeyboardEvent) => prevented.push({ [event.key]: event.defaultPrevented });
beforeEach(() => {
  prevented = [];
  window.addEventListener('keydown', record);
});
afterEach(() => window.removeEventListener('keydown', record));

function renderMenu({ isDisabled = false } = {}) {
  render(
    <>
      <ul>
        <DisclosureMenu id="things" label="Things" isDisabled={isDisabled}>
          {(close) => (
            <>
              <li>
                <span className="dropdown-header">Pick one</span>
              </li>
              <li>
                <a className="dropdown-item" href="#first" onClick={close}>
                  First
                </a>
              </li>
              <li>
                <button type="button" className="dropdown-item" disabled>
                  Unavailable
                </button>
              </li>
              <li>
                <button type="button" className="dropdown-item" onClick={close}>
                  Second
                </button>
              </li>
              <li>
                <a className="dropdown-item" href="#third" onClick={close}>
                  Third
                </a>
              </li>
            </>
          )}
        </DisclosureMenu>
      </ul>
      <button type="button">After the menu</button>
    </>,
  );
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Things' }) };
}

const entry = (name: string) => screen.getByRole(name === 'Second' ? 'button' : 'link', { name });

describe('disclosure menu, with the keyboard', () => {
  it('opens on its first entry with Down on the toggle, without scrolling the page', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(entry('First')).toHaveFocus();
    expect(prevented).toEqual([{ ArrowDown: true }]);
  });

  it('opens on its last entry with Up on the toggle', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowUp}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(entry('Third')).toHaveFocus();
    expect(prevented).toEqual([{ ArrowUp: true }]);
  });

  it('moves through the links and buttons with Down and Up, round, skipping what is disabled', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(entry('Second')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('Third')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('First')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(entry('Third')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(entry('Second')).toHaveFocus();
    expect(prevented.every((key) => Object.values(key)[0])).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes to the first and last entries with Home and End', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(entry('Third')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(entry('First')).toHaveFocus();
    expect(prevented).toEqual([{ ArrowDown: true }, { End: true }, { Home: true }]);
  });

  it('opens on the first entry with Down when already open from a click', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    await user.keyboard('{ArrowDown}');
    expect(entry('First')).toHaveFocus();
  });

  it('closes with Escape, back on its toggle', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when Tab leaves it, the focus going on', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the menu' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the focus back to the toggle when a choice closes it, never to the page', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps the focus on a disabled toggle, which opens nothing', async () => {
    const { user, toggle } = renderMenu({ isDisabled: true });
    toggle.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(prevented).toEqual([{ Enter: false }, { ArrowDown: true }]);
  });
});
