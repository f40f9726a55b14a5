import type { Language } from '@registry/contract/common/language';
import type { Fuel, RetirementPurpose } from '@registry/contract/retirements/retirements-api';

/** The certificate PDF's words, in each interface language (Spanish as usted, Portuguese as você). */
export interface CertificateTexts {
  /** The registry's name (the web app's brand). */
  registry: string;
  title: string;
  number: string;
  date: string;
  quantity: string;
  serial: string;
  vintage: string;
  project: string;
  standardAndCountry: string;
  purpose: string;
  usingEntity: string;
  beneficiary: string;
  privateBeneficiary: string;
  document: string;
  lei: string;
  publicNote: string;
  carbonTax: string;
  passiveSubject: string;
  taxId: string;
  fuel: string;
  taxPeriod: string;
  proofTitle: string;
  proofLeaf: string;
  proofPending: string;
  proofCheckpoint: string;
  proofHow: string;
  scan: string;
  purposes: Record<RetirementPurpose, string>;
  fuels: Record<Fuel, string>;
}

export const CERTIFICATE_TEXTS: Record<Language, CertificateTexts> = {
  es: {
    registry: 'Registro de Carbono',
    title: 'Certificado de retiro de créditos de carbono',
    number: 'Número',
    date: 'Fecha',
    quantity: 'Cantidad retirada',
    serial: 'Serial',
    vintage: 'Cosecha',
    project: 'Proyecto',
    standardAndCountry: 'Estándar y país',
    purpose: 'Propósito',
    usingEntity: 'Entidad que usa los créditos',
    beneficiary: 'Beneficiario',
    privateBeneficiary: 'El beneficiario pidió que su nombre no sea público.',
    document: 'Documento',
    lei: 'LEI',
    publicNote: 'Nota pública',
    carbonTax: 'Impuesto al carbono',
    passiveSubject: 'Sujeto pasivo',
    taxId: 'Identificación tributaria',
    fuel: 'Combustible',
    taxPeriod: 'Periodo gravable',
    proofTitle: 'Prueba en el registro público',
    proofLeaf: 'Entrada {index} de {size} del registro público de transparencia.',
    proofPending:
      'La entrada se está agregando al registro público; la página del certificado la verifica.',
    proofCheckpoint: 'Punto de control firmado por {key}.',
    proofHow:
      'Cualquier persona puede comprobar este certificado sin confiar en el registro: la página del código QR recalcula la entrada, su prueba de inclusión y la firma Ed25519 del punto de control.',
    scan: 'Escanee el código para verificar este certificado:',
    purposes: {
      voluntary: 'Meta corporativa voluntaria',
      publicClaim: 'Declaración pública',
      corsia: 'Compensación CORSIA',
      carbonTax: 'No causación del impuesto al carbono',
      article6: 'Artículo 6 / uso en la NDC',
      other: 'Otro',
    },
    fuels: {
      naturalGas: 'Gas natural',
      lpg: 'Gas licuado de petróleo (GLP)',
      gasoline: 'Gasolina',
      kerosene: 'Queroseno',
      jetFuel: 'Combustible de aviación (jet fuel)',
      diesel: 'Diésel (ACPM)',
      fuelOil: 'Combustóleo (fuel oil)',
      coal: 'Carbón',
    },
  },
  en: {
    registry: 'Carbon Registry',
    title: 'Carbon credit retirement certificate',
    number: 'Number',
    date: 'Date',
    quantity: 'Quantity retired',
    serial: 'Serial',
    vintage: 'Vintage',
    project: 'Project',
    standardAndCountry: 'Standard and country',
    purpose: 'Purpose',
    usingEntity: 'Entity using the credits',
    beneficiary: 'Beneficiary',
    privateBeneficiary: 'The beneficiary asked for their name not to be public.',
    document: 'Document',
    lei: 'LEI',
    publicNote: 'Public note',
    carbonTax: 'Carbon tax',
    passiveSubject: 'Passive subject',
    taxId: 'Tax id',
    fuel: 'Fuel',
    taxPeriod: 'Tax period',
    proofTitle: 'Proof in the public log',
    proofLeaf: 'Entry {index} of {size} of the public transparency log.',
    proofPending: 'The entry is being added to the public log; the certificate page checks it.',
    proofCheckpoint: 'Checkpoint signed by {key}.',
    proofHow:
      "Anyone can check this certificate without trusting the registry: the QR code's page recomputes the entry, its inclusion proof and the checkpoint's Ed25519 signature.",
    scan: 'Scan the code to verify this certificate:',
    purposes: {
      voluntary: 'Voluntary corporate target',
      publicClaim: 'Public claim',
      corsia: 'CORSIA offsetting',
      carbonTax: 'Carbon tax non-causation',
      article6: 'Article 6 / NDC use',
      other: 'Other',
    },
    fuels: {
      naturalGas: 'Natural gas',
      lpg: 'Liquefied petroleum gas (LPG)',
      gasoline: 'Gasoline',
      kerosene: 'Kerosene',
      jetFuel: 'Jet fuel',
      diesel: 'Diesel',
      fuelOil: 'Fuel oil',
      coal: 'Coal',
    },
  },
  pt: {
    registry: 'Registro de Carbono',
    title: 'Certificado de aposentadoria de créditos de carbono',
    number: 'Número',
    date: 'Data',
    quantity: 'Quantidade aposentada',
    serial: 'Serial',
    vintage: 'Safra',
    project: 'Projeto',
    standardAndCountry: 'Padrão e país',
    purpose: 'Finalidade',
    usingEntity: 'Entidade que usa os créditos',
    beneficiary: 'Beneficiário',
    privateBeneficiary: 'O beneficiário pediu que seu nome não seja público.',
    document: 'Documento',
    lei: 'LEI',
    publicNote: 'Nota pública',
    carbonTax: 'Imposto sobre o carbono',
    passiveSubject: 'Sujeito passivo',
    taxId: 'Identificação fiscal',
    fuel: 'Combustível',
    taxPeriod: 'Período de apuração',
    proofTitle: 'Prova no registro público',
    proofLeaf: 'Entrada {index} de {size} do registro público de transparência.',
    proofPending:
      'A entrada está sendo adicionada ao registro público; a página do certificado a verifica.',
    proofCheckpoint: 'Ponto de controle assinado por {key}.',
    proofHow:
      'Qualquer pessoa pode conferir este certificado sem confiar no registro: a página do código QR recalcula a entrada, sua prova de inclusão e a assinatura Ed25519 do ponto de controle.',
    scan: 'Escaneie o código para verificar este certificado:',
    purposes: {
      voluntary: 'Meta corporativa voluntária',
      publicClaim: 'Declaração pública',
      corsia: 'Compensação CORSIA',
      carbonTax: 'Não incidência do imposto sobre o carbono',
      article6: 'Artigo 6 / uso na NDC',
      other: 'Outra',
    },
    fuels: {
      naturalGas: 'Gás natural',
      lpg: 'Gás liquefeito de petróleo (GLP)',
      gasoline: 'Gasolina',
      kerosene: 'Querosene',
      jetFuel: 'Querosene de aviação',
      diesel: 'Óleo diesel',
      fuelOil: 'Óleo combustível',
      coal: 'Carvão',
    },
  },
};
