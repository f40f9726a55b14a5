import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@registry/contract/common/language';
import { expectNoAxeViolations } from '../../test/axe-check';
import { findRawKeys } from '../../test/raw-keys';
import { renderStory } from '../../test/render-story';
import { KitStories } from './test/kit-stories';

/** What each language calls the kit's own buttons. */
const TEXTS: Record<Language, { download: string; close: string; retry: string; show: string }> = {
  en: { download: 'Download CSV', close: 'Close', retry: 'Try again', show: 'Show API token' },
  es: {
    download: 'Descargar CSV',
    close: 'Cerrar',
    retry: 'Intente de nuevo',
    show: 'Mostrar API token',
  },
  pt: {
    download: 'Baixar CSV',
    close: 'Fechar',
    retry: 'Tentar novamente',
    show: 'Mostrar API token',
  },
};

describe.each(['es', 'en', 'pt'] as const)('the kit in %s', (language) => {
  it('renders every piece translated, with no axe violation, open or closed', async () => {
    const { user, missingKeys, baseElement } = renderStory(<KitStories />, language);
    const texts = TEXTS[language];

    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Projects' })).toBeVisible();
    expect(screen.getByRole('button', { name: texts.download })).toBeVisible();
    expect(screen.getAllByRole('button', { name: texts.retry })).toHaveLength(2);
    expect(screen.getByRole('button', { name: texts.show })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectNoAxeViolations(baseElement);

    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    const modal = await screen.findByRole('dialog', { name: 'Project details' });
    expect(within(modal).getByRole('button', { name: texts.close })).toBeVisible();
    await expectNoAxeViolations(baseElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete the project' }));
    await screen.findByRole('dialog', { name: 'Delete the project?' });
    await expectNoAxeViolations(baseElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Show a toast' }));
    expect(await screen.findByText('Saved in the background.')).toBeVisible();
    await expectNoAxeViolations(baseElement);

    expect(findRawKeys(document.body)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });
});
