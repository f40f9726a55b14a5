import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { createTestI18n } from '../../test/test-i18n';
import { HelpBadge } from './help-badge';

const TEXT = 'Companies that own land where projects take place.';

function renderBadge(language: Language = 'en', subject = 'Account type') {
  const { i18n, missingKeys } = createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Before</button>
      <HelpBadge subject={subject} text={TEXT} textId="account-type-help" />
      <button type="button">After</button>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), missingKeys };
}

const popover = () => screen.queryByRole('tooltip');

describe('HelpBadge', () => {
  it.each([
    ['en', 'Account type', 'Help: Account type'],
    ['es', 'Tipo de cuenta', 'Ayuda: Tipo de cuenta'],
    ['pt', 'Tipo de conta', 'Ajuda: Tipo de conta'],
  ] as const)(
    'is reached with Tab in %s, named for its subject, and reads its text',
    async (language, subject, name) => {
      const { user, missingKeys } = renderBadge(language, subject);
      await user.tab();
      await user.tab();
      const badge = screen.getByRole('button', { name });
      expect(badge).toHaveFocus();
      expect(badge).toHaveAccessibleDescription(TEXT);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(TEXT);
      expect(badge).toHaveAccessibleDescription(TEXT);
      expect(missingKeys).toEqual([]);
    },
  );

  it('is a 20 px round badge with a "?" that screen readers skip', () => {
    renderBadge();
    const badge = screen.getByRole('button', { name: 'Help: Account type' });
    expect(badge).toHaveClass('help-badge');
    expect(badge).toHaveAttribute('type', 'button');
    expect(badge.querySelector('[aria-hidden="true"]')).toHaveTextContent('?');
  });

  it('keeps its text in the page for a field to point at, before it is opened', () => {
    renderBadge();
    expect(popover()).not.toBeInTheDocument();
    expect(document.getElementById('account-type-help')).toHaveTextContent(TEXT);
  });

  it('hides the text on Escape and when the focus moves on', async () => {
    const { user } = renderBadge();
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Help: Account type' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
  });

  it('shows the text on hover, and on a click until a press elsewhere', async () => {
    const { user } = renderBadge();
    const badge = screen.getByRole('button', { name: 'Help: Account type' });
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEXT);
    await user.unhover(badge);
    await waitFor(() => expect(popover()).not.toBeInTheDocument());

    await user.click(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEXT);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await waitFor(() => expect(popover()).not.toBeInTheDocument());
  });
});
