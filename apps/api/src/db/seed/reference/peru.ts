import type { CountryData } from './types';

/**
 * Peru (ISO 3166-2:PE): 25 regions and the Metropolitan Municipality of Lima.
 * PE-LIM is the Lima region outside the capital (seat: Huacho); the city of
 * Lima is in PE-LMA.
 */
export const peru: CountryData = {
  code: 'PE',
  name: { es: 'Perú', en: 'Peru', pt: 'Peru' },
  formatDocumentNumber: '###.###.###.###',
  formatCellPhone: '### ### ###',
  phoneCode: '+51',
  documentTypes: [
    {
      code: 'RUC',
      description: {
        es: 'RUC - Registro Único de Contribuyentes',
        en: 'RUC - Single Taxpayer Registry',
        pt: 'RUC - Registro Único de Contribuintes',
      },
      isVerificationDigit: false,
    },
    {
      code: 'DNI',
      description: {
        es: 'DNI - Documento Nacional de Identidad',
        en: 'DNI - National Identity Document',
        pt: 'DNI - Documento Nacional de Identidade',
      },
      isVerificationDigit: false,
    },
  ],
  regions: [
    ['PE-AMA', 'Amazonas', ['Chachapoyas', 'Bagua', 'Bagua Grande', 'Lámud']],
    ['PE-ANC', 'Áncash', ['Huaraz', 'Chimbote', 'Nuevo Chimbote', 'Casma', 'Caraz']],
    ['PE-APU', 'Apurímac', ['Abancay', 'Andahuaylas', 'Chalhuanca', 'Chincheros']],
    ['PE-ARE', 'Arequipa', ['Arequipa', 'Camaná', 'Mollendo', 'Chivay', 'Aplao']],
    ['PE-AYA', 'Ayacucho', ['Ayacucho', 'Huanta', 'Puquio', 'San Miguel', 'Coracora']],
    ['PE-CAJ', 'Cajamarca', ['Cajamarca', 'Jaén', 'Chota', 'Cutervo', 'Celendín']],
    ['PE-CAL', 'Callao', ['Callao', 'Bellavista', 'La Perla', 'La Punta', 'Ventanilla']],
    ['PE-CUS', 'Cusco', ['Cusco', 'Sicuani', 'Quillabamba', 'Urubamba', 'Calca']],
    ['PE-HUV', 'Huancavelica', ['Huancavelica', 'Lircay', 'Pampas', 'Castrovirreyna']],
    ['PE-HUC', 'Huánuco', ['Huánuco', 'Tingo María', 'La Unión', 'Ambo']],
    ['PE-ICA', 'Ica', ['Ica', 'Chincha Alta', 'Pisco', 'Nasca', 'Palpa']],
    ['PE-JUN', 'Junín', ['Huancayo', 'Tarma', 'Jauja', 'La Oroya', 'Satipo']],
    ['PE-LAL', 'La Libertad', ['Trujillo', 'Chepén', 'Pacasmayo', 'Huamachuco', 'Otuzco']],
    ['PE-LAM', 'Lambayeque', ['Chiclayo', 'Lambayeque', 'Ferreñafe', 'Monsefú']],
    [
      'PE-LIM',
      'Lima Provincias',
      ['Huacho', 'Huaral', 'Barranca', 'San Vicente de Cañete', 'Chancay'],
    ],
    ['PE-LMA', 'Lima Metropolitana', ['Lima']],
    ['PE-LOR', 'Loreto', ['Iquitos', 'Yurimaguas', 'Nauta', 'Requena', 'Caballococha']],
    ['PE-MDD', 'Madre de Dios', ['Puerto Maldonado', 'Iberia', 'Iñapari', 'Salvación']],
    ['PE-MOQ', 'Moquegua', ['Moquegua', 'Ilo', 'Omate']],
    ['PE-PAS', 'Pasco', ['Cerro de Pasco', 'Oxapampa', 'Yanahuanca', 'Villa Rica']],
    ['PE-PIU', 'Piura', ['Piura', 'Sullana', 'Paita', 'Talara', 'Chulucanas']],
    ['PE-PUN', 'Puno', ['Puno', 'Juliaca', 'Azángaro', 'Ilave', 'Yunguyo']],
    ['PE-SAM', 'San Martín', ['Moyobamba', 'Tarapoto', 'Juanjuí', 'Rioja', 'Tocache']],
    ['PE-TAC', 'Tacna', ['Tacna', 'Tarata', 'Candarave', 'Locumba']],
    ['PE-TUM', 'Tumbes', ['Tumbes', 'Zarumilla', 'Zorritos', 'Aguas Verdes']],
    ['PE-UCA', 'Ucayali', ['Pucallpa', 'Atalaya', 'Aguaytía', 'Puerto Esperanza']],
  ],
};
