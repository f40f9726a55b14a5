import type { CountryData } from './types';

/** Colombia: 32 departments and the Capital District (ISO 3166-2:CO). */
export const colombia: CountryData = {
  code: 'CO',
  name: { es: 'Colombia', en: 'Colombia', pt: 'Colômbia' },
  formatDocumentNumber: '###.###.###.###',
  formatCellPhone: '### ### ####',
  phoneCode: '+57',
  documentTypes: [
    {
      code: 'NIT',
      description: {
        es: 'NIT - Número de Identificación Tributaria',
        en: 'NIT - Tax Identification Number',
        pt: 'NIT - Número de Identificação Tributária',
      },
      isVerificationDigit: true,
    },
    {
      code: 'CC',
      description: {
        es: 'Cédula de ciudadanía',
        en: 'Citizenship card (Cédula de ciudadanía)',
        pt: 'Cédula de cidadania',
      },
      isVerificationDigit: false,
    },
    {
      code: 'CE',
      description: {
        es: 'Cédula de extranjería',
        en: 'Foreigner ID card (Cédula de extranjería)',
        pt: 'Cédula de estrangeiro',
      },
      isVerificationDigit: false,
    },
  ],
  regions: [
    ['CO-AMA', 'Amazonas', ['Leticia', 'Puerto Nariño', 'La Pedrera', 'Tarapacá']],
    ['CO-ANT', 'Antioquia', ['Medellín', 'Bello', 'Itagüí', 'Envigado', 'Rionegro']],
    ['CO-ARA', 'Arauca', ['Arauca', 'Saravena', 'Tame', 'Arauquita']],
    [
      'CO-ATL',
      'Atlántico',
      ['Barranquilla', 'Soledad', 'Malambo', 'Puerto Colombia', 'Sabanalarga'],
    ],
    [
      'CO-BOL',
      'Bolívar',
      ['Cartagena de Indias', 'Magangué', 'Turbaco', 'El Carmen de Bolívar', 'Mompox'],
    ],
    ['CO-BOY', 'Boyacá', ['Tunja', 'Duitama', 'Sogamoso', 'Chiquinquirá', 'Paipa']],
    ['CO-CAL', 'Caldas', ['Manizales', 'La Dorada', 'Chinchiná', 'Villamaría', 'Riosucio']],
    [
      'CO-CAQ',
      'Caquetá',
      ['Florencia', 'San Vicente del Caguán', 'Cartagena del Chairá', 'Puerto Rico'],
    ],
    ['CO-CAS', 'Casanare', ['Yopal', 'Aguazul', 'Villanueva', 'Paz de Ariporo', 'Tauramena']],
    [
      'CO-CAU',
      'Cauca',
      ['Popayán', 'Santander de Quilichao', 'Puerto Tejada', 'Piendamó', 'Guapi'],
    ],
    [
      'CO-CES',
      'Cesar',
      ['Valledupar', 'Aguachica', 'Agustín Codazzi', 'Bosconia', 'La Jagua de Ibirico'],
    ],
    ['CO-CHO', 'Chocó', ['Quibdó', 'Istmina', 'Bahía Solano', 'Nuquí', 'Acandí']],
    ['CO-COR', 'Córdoba', ['Montería', 'Cereté', 'Sahagún', 'Lorica', 'Montelíbano']],
    ['CO-CUN', 'Cundinamarca', ['Soacha', 'Zipaquirá', 'Fusagasugá', 'Facatativá', 'Chía']],
    ['CO-DC', 'Bogotá, D.C.', ['Bogotá']],
    ['CO-GUA', 'Guainía', ['Inírida', 'Barrancominas', 'San Felipe']],
    ['CO-GUV', 'Guaviare', ['San José del Guaviare', 'Calamar', 'El Retorno', 'Miraflores']],
    ['CO-HUI', 'Huila', ['Neiva', 'Pitalito', 'Garzón', 'La Plata', 'San Agustín']],
    ['CO-LAG', 'La Guajira', ['Riohacha', 'Maicao', 'Uribia', 'Fonseca', 'San Juan del Cesar']],
    ['CO-MAG', 'Magdalena', ['Santa Marta', 'Ciénaga', 'Fundación', 'El Banco', 'Zona Bananera']],
    ['CO-MET', 'Meta', ['Villavicencio', 'Acacías', 'Granada', 'Puerto López', 'Puerto Gaitán']],
    ['CO-NAR', 'Nariño', ['Pasto', 'Tumaco', 'Ipiales', 'Túquerres', 'La Unión']],
    [
      'CO-NSA',
      'Norte de Santander',
      ['Cúcuta', 'Ocaña', 'Pamplona', 'Villa del Rosario', 'Los Patios'],
    ],
    ['CO-PUT', 'Putumayo', ['Mocoa', 'Puerto Asís', 'Orito', 'Sibundoy', 'Valle del Guamuez']],
    ['CO-QUI', 'Quindío', ['Armenia', 'Calarcá', 'Montenegro', 'La Tebaida', 'Quimbaya']],
    ['CO-RIS', 'Risaralda', ['Pereira', 'Dosquebradas', 'Santa Rosa de Cabal', 'La Virginia']],
    ['CO-SAP', 'San Andrés, Providencia y Santa Catalina', ['San Andrés', 'Providencia']],
    [
      'CO-SAN',
      'Santander',
      ['Bucaramanga', 'Floridablanca', 'Girón', 'Piedecuesta', 'Barrancabermeja'],
    ],
    ['CO-SUC', 'Sucre', ['Sincelejo', 'Corozal', 'Sampués', 'San Marcos', 'Tolú']],
    ['CO-TOL', 'Tolima', ['Ibagué', 'Espinal', 'Melgar', 'Honda', 'Chaparral']],
    ['CO-VAC', 'Valle del Cauca', ['Cali', 'Palmira', 'Buenaventura', 'Tuluá', 'Buga']],
    ['CO-VAU', 'Vaupés', ['Mitú', 'Carurú', 'Taraira']],
    ['CO-VID', 'Vichada', ['Puerto Carreño', 'La Primavera', 'Santa Rosalía', 'Cumaribo']],
  ],
};
