import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';
import type { Language } from '@registry/contract/common/language';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { PENDING_RECHECK_MS, PENDING_RECHECKS } from '../api/certificate';
import { createCertificateBackend } from '../test/certificate-handlers';
import {
  buildCertificateAnswer,
  CARBON_TAX_CERTIFICATE,
  CERTIFICATE,
  CERTIFICATE_ID,
  flipSignatureByte,
  LOG_ORIGIN,
  PRIVATE_CERTIFICATE,
} from '../test/certificate-proof';

const server = setupMswServer();
let backend: ReturnType<typeof createCertificateBackend>;

function serve(...answers: CertificateAnswer[]) {
  backend = createCertificateBackend(...answers);
  server.use(backend.handler);
}

beforeEach(() => serve(buildCertificateAnswer().answer));

function openCertificate(language: Language = 'es', id = CERTIFICATE_ID) {
  return {
    ...renderApp({ path: `/emit-certification/${id}`, language }),
    user: userEvent.setup(),
  };
}

/** The check's live region, once it has said something other than "checking". */
async function checkResult(title = 'Comprobación del certificado', checking = /^Comprobando/) {
  const panel = await screen.findByRole('region', { name: title });
  const status = within(panel).getByRole('status');
  await expect.poll(() => status.textContent, { timeout: 15_000 }).not.toMatch(checking);
  return status;
}

const { answer } = buildCertificateAnswer();
const inclusion = answer.proof.inclusion!;
const keyId = answer.proof.vkey.split('+')[1] ?? '';

describe('/emit-certification/{emitCertificationId}', () => {
  it("shows the certificate's facts in Spanish, verified against the log, and passes axe", async () => {
    serve(answer);
    const { container } = openCertificate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado de retiro CR-RET-2026-3' }),
    ).toBeInTheDocument();
    const retirement = screen.getByRole('region', { name: 'Retiro' });
    const field = (region: HTMLElement, label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field(retirement, 'Número de certificado')).toBe('CR-RET-2026-3');
    expect(field(retirement, 'Fecha')).toBe('14 de marzo de 2026');
    expect(field(retirement, 'Cantidad')).toBe('2500 t');
    expect(field(retirement, 'Cosecha')).toBe('2024');
    expect(field(retirement, 'Propósito')).toBe('Compensación CORSIA');
    expect(field(retirement, 'Entidad usuaria')).toBe('Aerolínea Cóndor S.A.');
    expect(field(retirement, 'Nota pública')).toBe('Vuelos de 2025: compensación CORSIA.');
    expect(within(retirement).getByRole('link', { name: CERTIFICATE.serial })).toHaveAttribute(
      'href',
      `/serial-search?q=${CERTIFICATE.serial}`,
    );
    const project = screen.getByRole('region', { name: 'Proyecto' });
    expect(within(project).getByRole('link', { name: 'Energía Solar Páramo' })).toHaveAttribute(
      'href',
      '/projects/5',
    );
    expect(field(project, 'Código del proyecto')).toBe('VCS-CO-0001');
    expect(field(project, 'Estándar')).toBe('VCS');
    expect(field(project, 'País')).toBe('Colombia');
    const beneficiary = screen.getByRole('region', { name: 'Beneficiario' });
    expect(field(beneficiary, 'Nombre')).toBe('Hotel Ñandú Ltda.');
    expect(field(beneficiary, 'Tipo de documento')).toBe('NIT');
    expect(field(beneficiary, 'Número de documento')).toBe('800222333');
    expect(within(beneficiary).queryByText(/LEI/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Impuesto al carbono' })).not.toBeInTheDocument();

    const result = await checkResult();
    expect(result).toHaveTextContent(
      `Verificado: incluido en la posición 3 de 5 del log público, en un punto de control de 5 entradas firmado por ${LOG_ORIGIN}.`,
    );
    expect(result).toHaveTextContent(
      'El registro firmó este punto de control el 20 de noviembre de 2026',
    );
    expect(screen.getByRole('link', { name: 'Descargar el PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/public\/certificates\/[\w-]{22}\/pdf\?lng=es$/),
    );
    expect(result).toHaveTextContent(`Huella de la llave del log: ${keyId}.`);
    expect(result).toHaveTextContent(
      'El beneficiario y la nota pública son los que guarda el log.',
    );
    expect(
      within(result).getByRole('link', { name: 'Compárela con la llave pública del log' }),
    ).toHaveAttribute('href', '/api/log/public-key');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('explains how it is checked, with links to the checkpoint, the key and the leaf', async () => {
    const { user } = openCertificate();
    await checkResult();
    await user.click(screen.getByText('Cómo se comprueba'));
    expect(
      screen.getByRole('link', { name: 'El último punto de control firmado' }),
    ).toHaveAttribute('href', '/api/log/checkpoint');
    expect(screen.getByRole('link', { name: 'La llave pública del log' })).toHaveAttribute(
      'href',
      '/api/log/public-key',
    );
    expect(
      screen.getByRole('link', { name: 'La hoja de este retiro, entrada 3 del log' }),
    ).toHaveAttribute('href', '/api/log/entries?start=2&end=3');
  });

  const tampered: [string, CertificateAnswer, string][] = [
    [
      'a leaf changed by one character',
      {
        ...answer,
        proof: {
          ...answer.proof,
          leafData: answer.proof.leafData.replace('T12:00:00', 'T12:00:01'),
        },
      },
      'La hoja no está en el log',
    ],
    [
      'a public note that is not the opened one',
      {
        ...answer,
        proof: {
          ...answer.proof,
          openings: {
            ...answer.proof.openings,
            note: { ...answer.proof.openings.note, text: 'Vuelos de 2026: compensación CORSIA.' },
          },
        },
      },
      'El beneficiario o la nota pública no coincide con su apertura',
    ],
    [
      'a checkpoint whose signature has one byte flipped',
      {
        ...answer,
        proof: {
          ...answer.proof,
          inclusion: { ...inclusion, checkpoint: flipSignatureByte(inclusion.checkpoint) },
        },
      },
      'La firma del punto de control no es válida para la llave del log.',
    ],
    [
      "a certificate whose number is not its leaf's",
      { ...answer, certificate: { ...CERTIFICATE, certificateNumber: 'CR-RET-2026-4' } },
      'El certificado no coincide con su hoja',
    ],
  ];

  it.each(tampered)('names the failed check for %s', async (_name, changed, message) => {
    serve(changed);
    openCertificate();
    const result = await checkResult();
    expect(result).toHaveTextContent('Este certificado no pasó la comprobación');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(message)]);
    expect(result.querySelector('.alert-danger')).not.toBeNull();
    expect(result).not.toHaveTextContent('Verificado');
  });

  it('names no beneficiary of a private retirement, and says it is not opened', async () => {
    serve(buildCertificateAnswer({ certificate: PRIVATE_CERTIFICATE }).answer);
    openCertificate();
    const beneficiary = await screen.findByRole('region', { name: 'Beneficiario' });
    expect(beneficiary).toHaveTextContent(
      'El beneficiario pidió mantenerse en privado, por eso este certificado no lo nombra.',
    );
    expect(screen.queryByText(/Ñandú/)).not.toBeInTheDocument();
    expect(within(beneficiary).queryByRole('term')).not.toBeInTheDocument();
    const result = await checkResult();
    expect(result).toHaveTextContent('Verificado: incluido en la posición 3 de 5');
    expect(result).toHaveTextContent(
      'El compromiso del beneficiario no se abre: el retiro es privado.',
    );
  });

  it('waits for a leaf the log has not taken yet, asks again, then verifies it', async () => {
    const { pending, answer: included } = buildCertificateAnswer();
    serve(pending, included);
    openCertificate();
    const result = await checkResult();
    expect(result).toHaveTextContent(
      'Este retiro se está añadiendo al log público; se comprobará de nuevo en unos segundos.',
    );
    expect(screen.queryByRole('link', { name: /La hoja de este retiro/ })).not.toBeInTheDocument();
    await within(
      await screen.findByRole('region', { name: 'Comprobación del certificado' }),
    ).findByText(/^Verificado: incluido en la posición 3 de 5/, undefined, { timeout: 15_000 });
    expect(backend.calls).toHaveLength(2);
  });

  it('stops asking after two minutes of a leaf still waiting, and checks again when asked', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { pending, answer: included } = buildCertificateAnswer();
    serve(pending);
    const { user } = openCertificate();
    await checkResult();
    // Every few seconds it asks again, until it has asked PENDING_RECHECKS times; then it stops.
    const checkAgain = () => screen.queryByRole('button', { name: 'Comprobar de nuevo' });
    for (let tick = 0; tick < PENDING_RECHECKS * 40 && !checkAgain(); tick++) {
      await vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS / 10);
    }
    const again = await screen.findByRole('button', { name: 'Comprobar de nuevo' });
    expect(
      screen.getByText(/todavía no está en un punto de control firmado del log público/),
    ).toBeInTheDocument();
    const asked = backend.calls.length;
    expect(asked).toBeGreaterThanOrEqual(PENDING_RECHECKS);
    await vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS * 5);
    expect(backend.calls).toHaveLength(asked);

    // The leaf is in the log now: one press asks once more and verifies it.
    serve(included);
    await user.click(again);
    await within(
      await screen.findByRole('region', { name: 'Comprobación del certificado' }),
    ).findByText(/^Verificado: incluido en la posición 3 de 5/, undefined, { timeout: 15_000 });
  });

  it('shows a carbon-tax retirement in kg with its passive subject, fuel and period, in English', async () => {
    serve(buildCertificateAnswer({ certificate: CARBON_TAX_CERTIFICATE }).answer);
    openCertificate('en');
    const carbonTax = await screen.findByRole('region', { name: 'Carbon tax' });
    const field = (label: string) =>
      within(carbonTax).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Passive subject')).toBe('Combustibles del Norte S.A.');
    expect(field('Tax identification number')).toBe('900789012-2');
    expect(field('Fuel')).toBe('Natural gas');
    expect(field('Tax period')).toBe('2026-02');
    const retirement = screen.getByRole('region', { name: 'Retirement' });
    expect(within(retirement).getByText('1,250 kg')).toBeInTheDocument();
    expect(within(retirement).getByText('Carbon tax non-causation')).toBeInTheDocument();
    expect(within(retirement).getByText('None')).toBeInTheDocument();
    const result = await checkResult('Check of the certificate', /^Checking/);
    expect(result).toHaveTextContent(/^Verified: included at position 3 of 5 in the public log/);
  });

  it('says no certificate has an unknown id, and leads to the public projects', async () => {
    openCertificate('es', 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByText('Ningún certificado tiene esta dirección')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los proyectos públicos' })).toHaveAttribute(
      'href',
      '/projects-list',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificado de retiro' }),
    ).toBeInTheDocument();
    expect(backend.calls).toEqual(['AAAAAAAAAAAAAAAAAAAAAA']);
  });

  it('does not ask for an address that cannot be a certificate', async () => {
    openCertificate('es', '7');
    expect(await screen.findByText('Ningún certificado tiene esta dirección')).toBeInTheDocument();
    expect(backend.calls).toEqual([]);
  });

  it('says the certificate could not be loaded, and loads it again on request', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl(`/public/certificates/${CERTIFICATE_ID}`), () =>
        failures-- > 0
          ? HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 })
          : HttpResponse.json({ status: 1, codeMessages: [], ...answer }),
      ),
    );
    const { user } = openCertificate();
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('No se pudo cargar el certificado.');
    await user.click(within(error).getByRole('button', { name: 'Intente de nuevo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificado de retiro CR-RET-2026-3' }),
    ).toBeInTheDocument();
  });
});
