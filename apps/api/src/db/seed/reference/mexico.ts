import type { CountryData } from './types';

/** Mexico: 31 states and Mexico City (ISO 3166-2:MX). */
export const mexico: CountryData = {
  code: 'MX',
  name: { es: 'México', en: 'Mexico', pt: 'México' },
  formatDocumentNumber: '###.###.###.###.###.###',
  formatCellPhone: '## #### ####',
  phoneCode: '+52',
  documentTypes: [
    {
      code: 'RFC',
      description: {
        es: 'RFC - Registro Federal de Contribuyentes',
        en: 'RFC - Federal Taxpayer Registry',
        pt: 'RFC - Registro Federal de Contribuintes',
      },
      isVerificationDigit: false,
    },
    {
      code: 'CURP',
      description: {
        es: 'CURP - Clave Única de Registro de Población',
        en: 'CURP - Unique Population Registry Code',
        pt: 'CURP - Chave Única de Registro de População',
      },
      isVerificationDigit: false,
    },
  ],
  regions: [
    ['MX-AGU', 'Aguascalientes', ['Aguascalientes', 'Jesús María', 'Calvillo', 'Rincón de Romos']],
    [
      'MX-BCN',
      'Baja California',
      ['Mexicali', 'Tijuana', 'Ensenada', 'Tecate', 'Playas de Rosarito'],
    ],
    ['MX-BCS', 'Baja California Sur', ['La Paz', 'San José del Cabo', 'Cabo San Lucas', 'Loreto']],
    ['MX-CAM', 'Campeche', ['Campeche', 'Ciudad del Carmen', 'Champotón', 'Escárcega', 'Calkiní']],
    [
      'MX-CHP',
      'Chiapas',
      ['Tuxtla Gutiérrez', 'Tapachula', 'San Cristóbal de las Casas', 'Palenque'],
    ],
    [
      'MX-CHH',
      'Chihuahua',
      ['Chihuahua', 'Ciudad Juárez', 'Delicias', 'Cuauhtémoc', 'Hidalgo del Parral'],
    ],
    ['MX-CMX', 'Ciudad de México', ['Ciudad de México']],
    ['MX-COA', 'Coahuila', ['Saltillo', 'Torreón', 'Monclova', 'Piedras Negras', 'Ciudad Acuña']],
    ['MX-COL', 'Colima', ['Colima', 'Manzanillo', 'Tecomán', 'Villa de Álvarez']],
    ['MX-DUR', 'Durango', ['Durango', 'Gómez Palacio', 'Lerdo', 'Santiago Papasquiaro']],
    ['MX-GUA', 'Guanajuato', ['Guanajuato', 'León', 'Irapuato', 'Celaya', 'San Miguel de Allende']],
    ['MX-GRO', 'Guerrero', ['Chilpancingo', 'Acapulco', 'Iguala', 'Zihuatanejo', 'Taxco']],
    ['MX-HID', 'Hidalgo', ['Pachuca', 'Tulancingo', 'Tula de Allende', 'Tizayuca', 'Huejutla']],
    [
      'MX-JAL',
      'Jalisco',
      ['Guadalajara', 'Zapopan', 'Tlaquepaque', 'Tlajomulco de Zúñiga', 'Puerto Vallarta'],
    ],
    [
      'MX-MEX',
      'Estado de México',
      ['Toluca', 'Ecatepec', 'Naucalpan', 'Nezahualcóyotl', 'Tlalnepantla'],
    ],
    ['MX-MIC', 'Michoacán', ['Morelia', 'Uruapan', 'Zamora', 'Lázaro Cárdenas', 'Pátzcuaro']],
    ['MX-MOR', 'Morelos', ['Cuernavaca', 'Jiutepec', 'Cuautla', 'Temixco', 'Yautepec']],
    ['MX-NAY', 'Nayarit', ['Tepic', 'Compostela', 'Santiago Ixcuintla', 'Bahía de Banderas']],
    [
      'MX-NLE',
      'Nuevo León',
      ['Monterrey', 'San Pedro Garza García', 'Guadalupe', 'Apodaca', 'San Nicolás de los Garza'],
    ],
    [
      'MX-OAX',
      'Oaxaca',
      ['Oaxaca de Juárez', 'Salina Cruz', 'Juchitán de Zaragoza', 'Tuxtepec', 'Puerto Escondido'],
    ],
    ['MX-PUE', 'Puebla', ['Puebla', 'Tehuacán', 'San Andrés Cholula', 'Atlixco', 'Teziutlán']],
    ['MX-QUE', 'Querétaro', ['Querétaro', 'San Juan del Río', 'Corregidora', 'El Marqués']],
    ['MX-ROO', 'Quintana Roo', ['Chetumal', 'Cancún', 'Playa del Carmen', 'Cozumel', 'Tulum']],
    [
      'MX-SLP',
      'San Luis Potosí',
      ['San Luis Potosí', 'Soledad de Graciano Sánchez', 'Ciudad Valles', 'Matehuala'],
    ],
    ['MX-SIN', 'Sinaloa', ['Culiacán', 'Mazatlán', 'Los Mochis', 'Guasave', 'Navolato']],
    [
      'MX-SON',
      'Sonora',
      ['Hermosillo', 'Ciudad Obregón', 'Nogales', 'San Luis Río Colorado', 'Guaymas'],
    ],
    ['MX-TAB', 'Tabasco', ['Villahermosa', 'Cárdenas', 'Comalcalco', 'Paraíso', 'Macuspana']],
    [
      'MX-TAM',
      'Tamaulipas',
      ['Ciudad Victoria', 'Reynosa', 'Matamoros', 'Nuevo Laredo', 'Tampico'],
    ],
    ['MX-TLA', 'Tlaxcala', ['Tlaxcala', 'Apizaco', 'Huamantla', 'Chiautempan', 'Calpulalpan']],
    ['MX-VER', 'Veracruz', ['Xalapa', 'Veracruz', 'Coatzacoalcos', 'Córdoba', 'Poza Rica']],
    ['MX-YUC', 'Yucatán', ['Mérida', 'Valladolid', 'Progreso', 'Tizimín', 'Umán']],
    ['MX-ZAC', 'Zacatecas', ['Zacatecas', 'Fresnillo', 'Guadalupe', 'Jerez', 'Río Grande']],
  ],
};
