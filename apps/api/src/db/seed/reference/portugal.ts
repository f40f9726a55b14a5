import type { CountryData } from './types';

/** Portugal: 18 districts and the autonomous regions of the Azores and Madeira (ISO 3166-2:PT). */
export const portugal: CountryData = {
  code: 'PT',
  name: { es: 'Portugal', en: 'Portugal', pt: 'Portugal' },
  formatDocumentNumber: '###.###.###',
  formatCellPhone: '### ### ###',
  phoneCode: '+351',
  documentTypes: [
    {
      code: 'NIPC',
      description: {
        es: 'NIPC - Número de Identificación de Persona Colectiva',
        en: 'NIPC - Legal Person Identification Number',
        pt: 'NIPC - Número de Identificação de Pessoa Coletiva',
      },
      isVerificationDigit: false,
    },
    {
      code: 'NIF',
      description: {
        es: 'NIF - Número de Identificación Fiscal',
        en: 'NIF - Tax Identification Number',
        pt: 'NIF - Número de Identificação Fiscal',
      },
      isVerificationDigit: false,
    },
  ],
  regions: [
    ['PT-01', 'Aveiro', ['Aveiro', 'Santa Maria da Feira', 'Ovar', 'Ílhavo', 'Águeda']],
    ['PT-02', 'Beja', ['Beja', 'Moura', 'Serpa', 'Castro Verde']],
    ['PT-03', 'Braga', ['Braga', 'Guimarães', 'Barcelos', 'Vila Nova de Famalicão', 'Fafe']],
    ['PT-04', 'Bragança', ['Bragança', 'Mirandela', 'Macedo de Cavaleiros', 'Miranda do Douro']],
    ['PT-05', 'Castelo Branco', ['Castelo Branco', 'Covilhã', 'Fundão', 'Sertã']],
    ['PT-06', 'Coimbra', ['Coimbra', 'Figueira da Foz', 'Cantanhede', 'Lousã']],
    ['PT-07', 'Évora', ['Évora', 'Estremoz', 'Montemor-o-Novo', 'Vendas Novas']],
    ['PT-08', 'Faro', ['Faro', 'Portimão', 'Loulé', 'Lagos', 'Tavira']],
    ['PT-09', 'Guarda', ['Guarda', 'Seia', 'Gouveia', 'Pinhel']],
    ['PT-10', 'Leiria', ['Leiria', 'Marinha Grande', 'Caldas da Rainha', 'Pombal', 'Alcobaça']],
    ['PT-11', 'Lisboa', ['Lisboa', 'Sintra', 'Cascais', 'Loures', 'Oeiras']],
    ['PT-12', 'Portalegre', ['Portalegre', 'Elvas', 'Ponte de Sor', 'Campo Maior']],
    ['PT-13', 'Porto', ['Porto', 'Vila Nova de Gaia', 'Matosinhos', 'Maia', 'Gondomar']],
    ['PT-14', 'Santarém', ['Santarém', 'Tomar', 'Abrantes', 'Torres Novas', 'Entroncamento']],
    ['PT-15', 'Setúbal', ['Setúbal', 'Almada', 'Barreiro', 'Seixal', 'Sines']],
    [
      'PT-16',
      'Viana do Castelo',
      ['Viana do Castelo', 'Ponte de Lima', 'Valença', 'Arcos de Valdevez'],
    ],
    ['PT-17', 'Vila Real', ['Vila Real', 'Chaves', 'Peso da Régua', 'Valpaços']],
    ['PT-18', 'Viseu', ['Viseu', 'Lamego', 'Tondela', 'Mangualde']],
    [
      'PT-20',
      'Região Autónoma dos Açores',
      ['Ponta Delgada', 'Angra do Heroísmo', 'Horta', 'Ribeira Grande'],
    ],
    [
      'PT-30',
      'Região Autónoma da Madeira',
      ['Funchal', 'Câmara de Lobos', 'Santa Cruz', 'Machico', 'Porto Santo'],
    ],
  ],
};
