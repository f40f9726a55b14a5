import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderStory } from '../../test/render-story';
import { MaskedSecret } from './masked-secret';

const TOKEN = 'tok_9f2c1e7a4b6d8f0a';

describe('MaskedSecret', () => {
  it('is hidden by default and shown by its toggle, which says whether it is pressed', async () => {
    const { user } = renderStory(<MaskedSecret label="API token" value={TOKEN} />);
    const field = screen.getByLabelText('API token');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('readonly');
    const toggle = screen.getByRole('button', { name: 'Show API token' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue(TOKEN);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
  });

  it('copies the real value in one click while hidden, and says so', async () => {
    const { user } = renderStory(<MaskedSecret label="API token" value={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Copy API token' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(TOKEN);
    expect(screen.getByRole('status')).toHaveTextContent('API token copied to the clipboard.');
    expect(screen.getByLabelText('API token')).toHaveAttribute('type', 'password');
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = renderStory(<MaskedSecret label="API token" value={TOKEN} />, 'es');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar API token' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No se pudo copiar API token. Muéstrelo y cópielo a mano.',
    );
  });

  it('hides a new value again (a regenerated token)', async () => {
    const { user, rerender } = renderStory(<MaskedSecret label="API token" value={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Show API token' }));
    expect(screen.getByLabelText('API token')).toHaveAttribute('type', 'text');
    rerender(<MaskedSecret label="API token" value="tok_new" />);
    expect(screen.getByLabelText('API token')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('API token')).toHaveValue('tok_new');
  });
});
