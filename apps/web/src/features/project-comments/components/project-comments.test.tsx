import { forwardRef, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createCommentsBackend } from '../test/project-comments-handlers';

/** The widget stands in as a button that "solves" the challenge (the real one is tested on its own). */
vi.mock('../../../components/captcha/captcha-field', () => ({
  CaptchaField: forwardRef<{ reset(): void }, { onChange(payload: string): void }>(
    function CaptchaField({ onChange }, ref) {
      useImperativeHandle(ref, () => ({ reset: () => undefined }), []);
      return (
        <button type="button" onClick={() => onChange('solved-payload')}>
          Solve the captcha
        </button>
      );
    },
  ),
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function open(path: string, options: { isOpen?: boolean; language?: 'en' | 'es' } = {}) {
  const backend = createCommentsBackend({ isOpen: options.isOpen ?? true });
  server.use(...backend.handlers);
  const view = renderApp({ path, language: options.language ?? 'en' });
  return { ...view, backend, user: userEvent.setup() };
}

describe('/project-comment', () => {
  it('lists the projects open for comment with the days left, and passes axe', async () => {
    const { container } = open('/project-comment');
    const link = await screen.findByRole('link', { name: 'Comment on Bosque de niebla' });
    expect(link).toHaveAttribute('href', '/project-comment/2/7');
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('12 days')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('2026-12-20')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('/project-comment/{standardId}/{projectId}', () => {
  it('flags missing fields, then sends the comment with the captcha and says so', async () => {
    const { container, backend, user } = open('/project-comment/2/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comment on Bosque de niebla' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    expect(await screen.findByText('Enter your name (at least 2 characters).')).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail.')).toBeVisible();
    expect(screen.getByText('Write your comment.')).toBeVisible();
    expect(backend.posts).toHaveLength(0);

    const page = within(screen.getByRole('region', { name: 'Comment on Bosque de niebla' }));
    await user.type(page.getByRole('textbox', { name: /^Name/ }), 'Ana Pérez');
    await user.type(page.getByRole('textbox', { name: /^E-mail/ }), 'ana@vecinos.example');
    await user.type(page.getByRole('textbox', { name: 'Organization' }), 'Vecinos del río');
    await user.type(page.getByRole('textbox', { name: /^Comment/ }), '¿Y el agua?');
    expect(screen.getByText('11 of 5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    expect(await screen.findByTestId('comment-result')).toHaveTextContent(
      'Thank you. Your comment was received.',
    );
    expect(backend.posts[0]?.url).toMatch(/\/api\/public\/project-comment\/7$/);
    expect(backend.posts[0]?.body).toEqual({
      name: 'Ana Pérez',
      email: 'ana@vecinos.example',
      organization: 'Vecinos del río',
      comment: '¿Y el agua?',
      recaptchaValue: 'solved-payload',
    });
    await expectNoAxeViolations(container);
  });

  it('says when the project is not open for comment, without a form', async () => {
    open('/project-comment/2/7', { isOpen: false });
    expect(
      await screen.findByText('This project is not open for public comment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the comment' })).not.toBeInTheDocument();
  });

  it("shows no form at another standard's address of the project", async () => {
    open('/project-comment/9/7');
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'That project does not exist.',
    );
    expect(screen.queryByRole('button', { name: 'Send the comment' })).not.toBeInTheDocument();
  });
});

describe('/project-comment-list/{projectId}', () => {
  it('shows the comments, the answers and the certifier hiding reason to anyone, and passes axe', async () => {
    const { container } = open('/project-comment-list/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comments on Bosque de niebla' }),
    ).toBeVisible();
    expect(screen.getByText('¿Cómo se protege el agua?')).toBeInTheDocument();
    expect(screen.getByText('Con cercas vivas.')).toBeInTheDocument();
    expect(screen.getByText('Hidden by the certifier: Lenguaje ofensivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comment' })).toHaveAttribute(
      'href',
      '/project-comment/2/7',
    );
    expect(screen.queryByRole('button', { name: 'Send the answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lets the developer answer an unanswered comment', async () => {
    logIn(makeClaims('developer', { companyId: 10 }));
    const { backend, user } = open('/project-comment-list/7');
    const answers = await screen.findAllByRole('button', { name: 'Send the answer' });
    expect(answers).toHaveLength(2);
    const item = screen.getByText('¿Quién vigila los linderos?').closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Send the answer' }));
    expect(within(item).getByText('Write at least 1 character.')).toBeVisible();
    await user.type(within(item).getByLabelText('Your answer (kept for good)'), 'La comunidad.');
    await user.click(within(item).getByRole('button', { name: 'Send the answer' }));
    await vi.waitFor(() => expect(backend.posts).toHaveLength(1));
    expect(backend.posts[0]?.url).toMatch(/\/api\/project-comment\/3\/answer$/);
    expect(backend.posts[0]?.body).toEqual({ answer: 'La comunidad.' });
  });

  it('lets the certifier hide a comment with a reason', async () => {
    logIn(makeClaims('certifier', { companyId: 13 }));
    const { backend, user } = open('/project-comment-list/7');
    const item = (await screen.findByText('¿Quién vigila los linderos?')).closest(
      'li',
    ) as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Send the answer' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    await user.type(
      within(item).getByLabelText('Why is it hidden? (shown in its place)'),
      'Datos personales',
    );
    await user.click(within(item).getByRole('button', { name: 'Hide the comment' }));
    await vi.waitFor(() => expect(backend.posts).toHaveLength(1));
    expect(backend.posts[0]?.url).toMatch(/\/api\/project-comment\/3\/hide$/);
    expect(backend.posts[0]?.body).toEqual({ reason: 'Datos personales' });
  });

  it('speaks Spanish', async () => {
    open('/project-comment-list/7', { language: 'es' });
    expect(
      await screen.findByText('Ocultado por el certificador: Lenguaje ofensivo'),
    ).toBeInTheDocument();
  });
});
