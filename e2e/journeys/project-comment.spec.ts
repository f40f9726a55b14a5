import { expect, expectAccessible, openSignedInPage, test } from '../support/fixtures';
import { smallPdf } from '../support/files';
import { text } from '../support/locales';
import { collectErrors, solveCaptchaWidget } from '../support/page-checks';

const pc = (key: string, values: Record<string, string> = {}) =>
  text('es', 'projectComments', key, values);
const pp = (key: string, values: Record<string, string> = {}) =>
  text('es', 'publicProjects', key, values);

/** The demo project in public comment whose developer is the demo developer (seed: demo-comments.ts). */
const PROJECT = 'REDD+ Amazonía Caquetá';

test('a logged-out visitor finds a project in public comment by its state, comments, the developer answers, and the visitor reads the answer', async ({
  page,
  browser,
}, testInfo) => {
  // Six screens with their axe checks and the captcha's proof of work: slow on a busy machine.
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const stamp = `${Date.now()}-${testInfo.workerIndex}-${testInfo.repeatEachIndex}`;
  const comment = `¿Qué especies se sembrarán en la franja de amortiguación? (${stamp})`;
  const answer = `Especies nativas del piedemonte, según el anexo 3 del PDD (${stamp}).`;
  const visitor = 'Marta Cifuentes';

  // The public list, narrowed to the projects open for comment.
  await page.goto('/projects-list');
  // Each facet folds behind its button; open the state's first.
  await page
    .getByRole('complementary', { name: pp('list.filters') })
    .getByRole('button', { name: pp('facets.state'), exact: true })
    .click();
  const state = page.getByRole('group', { name: pp('facets.state') });
  const open = state.getByRole('checkbox', {
    name: new RegExp(`^${pp('states.publicComment')} \\(\\d+\\)$`),
  });
  await open.click();
  await expect(open).toBeChecked();
  await expect(page).toHaveURL(/[?&]state=publicComment/);
  const link = page.getByRole('link', { name: PROJECT });
  await expect(link).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parque Eólico Alta Guajira' })).toHaveCount(0);
  await expectAccessible(page);

  // The project's page leads to the comment form.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await page.getByRole('link', { name: pp('project.comment'), exact: true }).click();
  await expect(page).toHaveURL(/\/project-comment\/\d+\/\d+$/);
  const projectId = page.url().split('/').pop() ?? '';
  const form = page.getByRole('main');
  await expect(
    form.getByRole('heading', { level: 1, name: pc('form.title', { name: PROJECT }) }),
  ).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel(pc('form.name')).fill(visitor);
  await form.getByLabel(pc('form.email')).fill(`visitante-${stamp}@example.com`);
  await form.getByLabel(pc('form.organization')).fill('Veeduría Ciudadana del Caquetá');
  await form.getByLabel(pc('form.comment')).fill(comment);
  // Its evidence goes with it: a PDF, scanned before the comment claims it.
  const evidence = `evidencia-${stamp}.pdf`;
  await form
    .getByLabel(pc('form.attachment'))
    .setInputFiles({ name: evidence, mimeType: 'application/pdf', buffer: smallPdf('Evidencia') });
  await expect(
    form.getByRole('button', { name: pc('form.attachmentRemoveOf', { name: evidence }) }),
  ).toBeVisible();
  await solveCaptchaWidget(form);
  await form.getByRole('button', { name: pc('form.send') }).click();
  // The API's own words say it was received (form.sent when it has none).
  await expect(form.getByTestId('comment-result')).toHaveClass(/alert-success/);
  await expect(form.getByLabel(pc('form.comment'))).toHaveValue('');
  await expectAccessible(page);

  // The developer's bell leads to the list of comments, where it answers this one.
  const developer = await openSignedInPage(browser, 'developer@demo.example');
  await developer.goto('/');
  await developer
    .getByRole('button', { name: text('es', 'layout', 'bell.label', { count: '#' }).split('#')[0] })
    .click();
  await developer
    .getByTestId('notification-menu-item')
    .filter({ hasText: PROJECT })
    .first()
    .getByRole('link')
    .click();
  await expect(developer).toHaveURL(`/project-comment-list/${projectId}`);
  const toAnswer = developer.getByRole('listitem').filter({ hasText: comment });
  await expect(toAnswer).toHaveCount(1);
  await expect(
    toAnswer.getByRole('button', { name: pc('list.attachmentDownload', { name: evidence }) }),
  ).toBeVisible();
  await toAnswer.getByLabel(pc('list.answerLabel')).fill(answer);
  await expectAccessible(developer);
  await toAnswer.getByRole('button', { name: pc('list.answer') }).click();
  await expect(toAnswer).toContainText(answer);
  await expect(toAnswer.getByLabel(pc('list.answerLabel'))).toHaveCount(0);
  await developer.context().close();

  // The visitor reads the comment and the answer, with no way to answer.
  await form.getByRole('link', { name: pc('form.readComments') }).click();
  await expect(page).toHaveURL(`/project-comment-list/${projectId}`);
  // The list read before the answer stays for a while (the app's 30 s cache); the visitor comes back later.
  await page.reload();
  const mine = page.getByRole('listitem').filter({ hasText: comment });
  await expect(mine).toContainText(`${visitor} (Veeduría Ciudadana del Caquetá)`);
  await expect(mine).toContainText(answer);
  await expect(mine).toContainText(
    pc('list.answeredBy', { company: 'Andes Carbon Developers S.A.S.', date: '' }),
  );
  await expect(page.getByLabel(pc('list.answerLabel'))).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
