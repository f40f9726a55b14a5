import type { CountryData } from './types';

/** Spain: 17 autonomous communities and the autonomous cities of Ceuta and Melilla (ISO 3166-2:ES). */
export const spain: CountryData = {
  code: 'ES',
  name: { es: 'España', en: 'Spain', pt: 'Espanha' },
  formatDocumentNumber: '###.###.###',
  formatCellPhone: '### ### ###',
  phoneCode: '+34',
  documentTypes: [
    {
      code: 'NIF',
      description: {
        es: 'NIF - Número de Identificación Fiscal',
        en: 'NIF - Tax Identification Number',
        pt: 'NIF - Número de Identificação Fiscal',
      },
      isVerificationDigit: false,
    },
    {
      code: 'NIE',
      description: {
        es: 'NIE - Número de Identidad de Extranjero',
        en: 'NIE - Foreigner Identity Number',
        pt: 'NIE - Número de Identidade de Estrangeiro',
      },
      isVerificationDigit: false,
    },
  ],
  regions: [
    ['ES-AN', 'Andalucía', ['Sevilla', 'Málaga', 'Córdoba', 'Granada', 'Almería']],
    ['ES-AR', 'Aragón', ['Zaragoza', 'Huesca', 'Teruel', 'Calatayud']],
    ['ES-AS', 'Principado de Asturias', ['Oviedo', 'Gijón', 'Avilés', 'Mieres']],
    ['ES-IB', 'Illes Balears', ['Palma', 'Eivissa', 'Manacor', 'Maó', 'Ciutadella']],
    [
      'ES-CN',
      'Canarias',
      [
        'Las Palmas de Gran Canaria',
        'Santa Cruz de Tenerife',
        'San Cristóbal de La Laguna',
        'Arrecife',
        'Puerto del Rosario',
      ],
    ],
    ['ES-CB', 'Cantabria', ['Santander', 'Torrelavega', 'Castro-Urdiales', 'Laredo']],
    ['ES-CL', 'Castilla y León', ['Valladolid', 'Burgos', 'León', 'Salamanca', 'Segovia']],
    ['ES-CM', 'Castilla-La Mancha', ['Toledo', 'Albacete', 'Guadalajara', 'Ciudad Real', 'Cuenca']],
    [
      'ES-CT',
      'Cataluña',
      ['Barcelona', "L'Hospitalet de Llobregat", 'Girona', 'Lleida', 'Tarragona'],
    ],
    ['ES-EX', 'Extremadura', ['Mérida', 'Badajoz', 'Cáceres', 'Plasencia']],
    ['ES-GA', 'Galicia', ['Santiago de Compostela', 'A Coruña', 'Vigo', 'Ourense', 'Lugo']],
    ['ES-RI', 'La Rioja', ['Logroño', 'Calahorra', 'Arnedo', 'Haro']],
    [
      'ES-MD',
      'Comunidad de Madrid',
      ['Madrid', 'Alcalá de Henares', 'Móstoles', 'Getafe', 'Alcobendas'],
    ],
    ['ES-MC', 'Región de Murcia', ['Murcia', 'Cartagena', 'Lorca', 'Molina de Segura']],
    ['ES-NC', 'Comunidad Foral de Navarra', ['Pamplona', 'Tudela', 'Estella-Lizarra', 'Barañáin']],
    [
      'ES-PV',
      'País Vasco',
      ['Vitoria-Gasteiz', 'Bilbao', 'Donostia-San Sebastián', 'Barakaldo', 'Getxo'],
    ],
    [
      'ES-VC',
      'Comunitat Valenciana',
      ['Valencia', 'Alicante', 'Elche', 'Castellón de la Plana', 'Torrevieja'],
    ],
    ['ES-CE', 'Ceuta', ['Ceuta']],
    ['ES-ML', 'Melilla', ['Melilla']],
  ],
};
