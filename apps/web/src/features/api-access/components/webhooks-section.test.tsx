import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createApiKeysBackend } from '../test/api-keys-handlers';
import {
  createWebhooksBackend,
  deliveryRow,
  NEW_WEBHOOK_SECRET,
  webhookRow,
} from '../test/webhooks-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers, ...createApiKeysBackend().handlers));

function open(...args: Parameters<typeof createWebhooksBackend>) {
  const backend = createWebhooksBackend(...args);
  server.use(...backend.handlers);
  logIn(makeClaims('owner', { isAdminCompany: 1 }));
  const view = renderApp({ path: '/register-api' });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('the webhooks of /register-api', () => {
  it('registers a URL for chosen events and shows the secret once with the code that checks a delivery', async () => {
    const { user, state } = open();
    await user.click(await screen.findByRole('button', { name: 'Register a webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Register a webhook' }));
    await user.type(dialog.getByRole('textbox', { name: /Address/ }), 'ftp://erp.example.com');
    await user.click(dialog.getByRole('checkbox', { name: /project\.state_changed/ }));
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(dialog.getByText(/Write the full address, starting with https:\/\//)).toBeVisible();
    expect(state.created).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: /Address/ }));
    await user.type(
      dialog.getByRole('textbox', { name: /Address/ }),
      'https://erp.example.com/hooks/registry',
    );
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    const shown = within(await screen.findByRole('dialog', { name: 'The webhook is registered' }));
    expect(state.created).toEqual([
      {
        url: 'https://erp.example.com/hooks/registry',
        events: ['transfer.received', 'retirement.created'],
      },
    ]);
    expect(shown.getByLabelText('Signing secret', { exact: true })).toHaveValue(NEW_WEBHOOK_SECRET);
    expect(shown.getByText(/export function verifyWebhook/)).toBeVisible();
    await user.click(shown.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('rowheader', { name: 'https://erp.example.com/hooks/registry' }),
    ).toBeVisible();
  });

  it('shows a webhook’s deliveries with each attempt’s answer, and sends one again', async () => {
    const { user, state, container } = open(
      [webhookRow()],
      [deliveryRow(), deliveryRow({ id: 40, messageId: 'msg_40', state: 'failed', attempts: [] })],
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Show the deliveries to https://erp.example.com/hooks/registry',
      }),
    );
    const panel = within(
      await screen.findByRole('region', {
        name: 'Deliveries to https://erp.example.com/hooks/registry',
      }),
    );
    const [delivered, failed] = await panel.findAllByTestId('webhook-delivery');
    expect(within(delivered!).getByText('Delivered')).toBeVisible();
    await user.click(within(delivered!).getByText('2 attempts'));
    expect(within(delivered!).getByText(/HTTP 503/)).toBeVisible();
    expect(within(delivered!).getByText('down for maintenance')).toBeVisible();
    expect(within(failed!).getByText('Failed')).toBeVisible();
    await user.click(
      within(failed!).getByRole('button', { name: 'Send the delivery msg_40 again' }),
    );
    expect(await screen.findByText('The delivery msg_40 is on its way again.')).toBeVisible();
    expect(state.resent).toEqual([40]);
    await expectNoAxeViolations(container);
  });

  it('deletes a webhook only after saying that no event reaches it any more', async () => {
    const { user, state } = open([webhookRow()]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete the webhook https://erp.example.com/hooks/registry',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/No event reaches this address any more/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/was deleted/)).toBeVisible();
    expect(state.webhooks[0]?.deletedAt).not.toBeNull();
  });
});
