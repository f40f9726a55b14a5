import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createNotificationsBackend, notificationItem } from '../test/notifications-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

/** 25 notifications of the three kinds, the newest first, the oldest three read. */
const MANY = Array.from({ length: 25 }, (_, index) => {
  const id = index + 1;
  const kinds = [
    notificationItem({
      id,
      payload: { projectId: id, name: `Proyecto ${id}`, state: 'submitted' },
    }),
    notificationItem({
      id,
      kind: 'projectComment',
      payload: { projectId: id, name: `Proyecto ${id}`, code: `CO-${id}` },
    }),
    notificationItem({
      id,
      kind: 'creditsReceived',
      payload: { projectId: id, name: `Proyecto ${id}`, tonnes: id, sender: 'Bosques S.A.S.' },
    }),
  ];
  return { ...kinds[id % 3]!, isRead: id <= 3 };
});

function openPage() {
  const backend = createNotificationsBackend(MANY);
  server.use(...backend.handlers);
  logIn(makeClaims('certifier'));
  return { ...backend, ...renderApp({ path: '/notifications' }), user: userEvent.setup() };
}

describe('/notifications', () => {
  it('lists every kind the bell counts, each leading to its page, a page at a time', async () => {
    const { user, container } = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const inbox = within(screen.getByRole('region', { name: /All notifications/ }));
    expect(await inbox.findAllByTestId('notifications-inbox-item')).toHaveLength(20);
    expect(await inbox.findByText('22 new')).toBeVisible();
    expect(inbox.getByRole('link', { name: /“Proyecto 24” is now: Submitted/ })).toHaveAttribute(
      'href',
      '/projects/24',
    );
    expect(inbox.getByRole('link', { name: /comment on the project CO-25/ })).toHaveAttribute(
      'href',
      '/project-comment-list/25',
    );
    expect(inbox.getByRole('link', { name: /transferred 23 t/ })).toHaveAttribute(
      'href',
      '/historical-transfer?projectId=23&direction=received',
    );
    await expectNoAxeViolations(container);

    await user.click(inbox.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(inbox.getAllByTestId('notifications-inbox-item')).toHaveLength(25));
    expect(inbox.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const oldest = inbox.getAllByTestId('notifications-inbox-item').at(-1)!;
    expect(within(oldest).queryByText('New')).not.toBeInTheDocument();
  });

  it('marks them all read and gives the focus to the list', async () => {
    const { user, marked } = openPage();
    const inbox = within(await screen.findByRole('region', { name: /All notifications/ }));
    await user.click(await inbox.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(inbox.queryByText('22 new')).not.toBeInTheDocument());
    expect(marked).toEqual([undefined]);
    expect(inbox.queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /All notifications/ })).toHaveFocus();
  });
});
