import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStory } from '../../test/render-story';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { Modal } from './modal';

function ModalStory() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Details
      </button>
      <Modal show={isOpen} onClose={() => setIsOpen(false)} title="Project details">
        <p>Selva Norte</p>
      </Modal>
    </>
  );
}

function FormModalStory() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        New sub-account
      </button>
      <Modal
        show={isOpen}
        onClose={() => setIsOpen(false)}
        title="New sub-account"
        footer={
          <>
            <button type="button">Back</button>
            <button type="button">Create</button>
          </>
        }
      >
        <p>A sub-account keeps credits apart.</p>
        <label>
          Name <input type="text" />
        </label>
      </Modal>
    </>
  );
}

/** A form's dialog that hides behind its confirmation, as moving credits does. */
function ReviewStory() {
  const [step, setStep] = useState<'closed' | 'form' | 'confirm'>('closed');
  return (
    <>
      <button type="button" onClick={() => setStep('form')}>
        Move credits
      </button>
      <Modal
        show={step === 'form'}
        onClose={() => setStep('closed')}
        title="Move credits"
        footer={
          <button type="button" onClick={() => setStep('confirm')}>
            Review
          </button>
        }
      >
        <p>Which block and where.</p>
      </Modal>
      <ConfirmDialog
        show={step === 'confirm'}
        title="Move 5 t?"
        consequence="5 t go to Reserve."
        onConfirm={() => setStep('closed')}
        onCancel={() => setStep('form')}
      />
    </>
  );
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Modal', () => {
  it('closes by Esc and gives the focus back to the button that opened it', async () => {
    const { user } = renderStory(<ModalStory />);
    const opener = screen.getByRole('button', { name: 'Details' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Project details' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await gone();
    expect(opener).toHaveFocus();
  });

  it('opens on its first field and goes round its stops with Tab and Shift+Tab', async () => {
    const { user } = renderStory(<FormModalStory />);
    await user.click(screen.getByRole('button', { name: 'New sub-account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sub-account' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('hiding behind its confirmation leaves the focus in the confirmation, which gives it back to the opener', async () => {
    const { user } = renderStory(<ReviewStory />);
    const opener = screen.getByRole('button', { name: 'Move credits' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move 5 t?' });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // The form's dialog has gone by now, and did not pull the focus back to the page.
    await waitFor(() =>
      expect(screen.queryByText('Which block and where.')).not.toBeInTheDocument(),
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await gone();
    expect(opener).toHaveFocus();
  });

  it('closes by its visible ✕, named in the user’s language', async () => {
    const { user } = renderStory(<ModalStory />, 'es');
    const opener = screen.getByRole('button', { name: 'Details' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Project details' });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    expect(close).toHaveClass('btn-close');
    await user.click(close);
    await gone();
    expect(opener).toHaveFocus();
  });
});

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderStory(
    <ConfirmDialog
      show
      title="Delete the project?"
      consequence="The project and its documents are removed for everyone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...view, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('says what happens and, for what cannot be undone, has a red button', async () => {
    const { user, onConfirm } = renderConfirm({ isIrreversible: true });
    const dialog = await screen.findByRole('dialog', { name: 'Delete the project?' });
    expect(dialog).toHaveTextContent('The project and its documents are removed for everyone.');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('btn-danger');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('has the primary colour for what can be undone, and Cancel cancels', async () => {
    const { user, onCancel, onConfirm } = renderConfirm();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('btn-primary');
    expect(dialog).not.toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while pending shows the work under way and cannot be closed or clicked twice', async () => {
    const { user, onCancel } = renderConfirm({ isPending: true, isIrreversible: true });
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Working…' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
